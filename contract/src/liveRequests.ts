import { localized, msg } from "./i18n/catalog";

/** When an open request (no accepted match yet) is asked "Still looking?" and when it is paused. */
export const LIVE_REQUEST_DAYS = { nudge: 30, pause: 45 } as const;

/** A paused request is asked at least this long after its "Still looking?" (a job that ran late never pauses at once). */
export const LIVE_REQUEST_NOTICE_DAYS = LIVE_REQUEST_DAYS.pause - LIVE_REQUEST_DAYS.nudge;

/**
 * The days above are written into these texts (a catalog holds no code); `liveRequests.test.ts`
 * checks they agree.
 */
const LIVE_REQUESTS = {
  stillLookingTitle: "Still looking?",
  stillLooking: msg<[title: string]>(
    'Your request "{title}" has been open for 30 days. Keep it open for 30 more days, or it will be paused in 15 days.',
    "title",
  ),
  pausedTitle: "Request paused",
  paused: msg<[title: string]>(
    'Your request "{title}" was paused after 45 days without an accepted match. Keep it open to get new matches again.',
    "title",
  ),
  keepOpen: "Keep it open",
  keptOpen: "Your request stays open for 30 more days.",
  keepOpenFailed: "The request could not be kept open. Please try again.",
  pausedBadge: "Paused",
  pausedNote: "This request is paused: it gets no new matches until you keep it open.",
  viewRequest: "View request",
  mail: {
    subject: "Still looking for a space?",
    greeting: msg<[name: string]>("Hello {name},", "name"),
    intro: msg<[title: string]>('Your request "{title}" has been open for 30 days without an accepted match.', "title"),
    action: "Keep my request open",
    note: "If you do nothing, the request is paused in 15 days. You can keep it open again from its page at any time.",
  },
  page: {
    title: "Keep your request open",
    intro: "One click keeps your request open for matching.",
    missingToken: "This page needs the link from your email.",
    invalidToken:
      "This link no longer works: the request was kept open already or removed. Open your request to check it.",
  },
} as const;

export type LiveRequestCatalog = typeof LIVE_REQUESTS;
export const LIVE_REQUEST_TEXTS = localized("liveRequests", LIVE_REQUESTS);
