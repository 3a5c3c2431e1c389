import { choiceLabel } from "./choiceLabels";
import { YOUR_DATA_TEXTS } from "./emailTexts";
import { type IcuMessage, localized, msg } from "./i18n/catalog";
import { formatDate } from "./i18n/locale";
import { LIVE_REQUEST_TEXTS } from "./liveRequests";
import type { MatchViewer } from "./matchReasonTexts";
import { MODERATION_TEXTS } from "./moderationTexts";
import { REPORT_TARGET_LABELS } from "./safetyTexts";
import type { MatchAction } from "./schemas/match";
import type { RemovalTargetType } from "./schemas/moderation";
import type { ReportTargetType } from "./schemas/safety";
import { shortenText } from "./text";

/** A lifecycle change the other party hears about; `closed` when a listing was removed. */
export type MatchChange = MatchAction | "closed" | "accepted_by_both";

/**
 * A notification as stored: its type and the facts its text is worded from when read. Facts are
 * names and counts as they were when it happened (a later rename does not rewrite history); a
 * member who deleted their account is no longer named (null: "Former member").
 */
export type NotificationContent =
  | {
      type: "new_match";
      facts:
        | { viewer: Extract<MatchViewer, "seeker">; requestType: string; spaceName: string; sharedCount: number }
        | { viewer: Extract<MatchViewer, "host">; requestTitle: string; spaceName: string; sharedCount: number };
    }
  | { type: "match_update"; facts: MatchUpdateFacts }
  | {
      type: "new_message";
      /** `removed` once a moderator removed the message quoted (the preview is then empty). */
      facts: { senderName: string | null; preview: string; removed?: boolean };
    }
  | { type: "still_looking"; facts: { requestId: string; requestTitle: string; stage: "nudge" | "paused" } }
  | { type: "booking_proposed"; facts: BookingFacts & { actorName: string } }
  | {
      type: "booking_update";
      facts: BookingFacts & {
        change: BookingChange;
        /** Null when nobody acted (an expiry). */
        actorName: string | null;
        /** The one date it was about (a date cancelled or moved), else null. */
        occurrence: string | null;
        late: boolean;
      };
    }
  | { type: "booking_reminder"; facts: BookingFacts & { otherName: string } }
  | { type: "moderation_notice"; facts: ModerationNoticeFacts }
  | {
      type: "report_outcome";
      /** Never who acted or how: only that the report was decided. */
      facts: { reportId: string; status: "actioned" | "dismissed"; targetType: ReportTargetType };
    }
  /** To the subject of a reference once it is published; `actorName` is its author (null once they left). */
  | { type: "reference_published"; facts: { referenceId: string; actorName: string | null } }
  /** To a party who has not written theirs, days after the other did; `actorName` is that other party. */
  | { type: "reference_reminder"; facts: { actorName: string | null; publishesAt: string } };

/**
 * A match change: who acted and the match it is about, named by its request's title, else its
 * space's name (both null: "your listing"). Rows written before release 3.1 hold `subject`, the
 * English words they were told in (migration 20261130010000 turned them into the names).
 */
export type MatchUpdateFacts = { change: MatchChange; actorName: string | null } & (
  | { requestTitle: string | null; spaceName: string | null }
  | { subject: string }
);

/** What a moderator did to the member, with the reason they are told (never who did it). */
export type ModerationNoticeFacts =
  | { action: "warning"; reason: string }
  /** `until`: when it ends (ISO 8601), null until lifted; its day is told in `timeZone` (the server's). */
  | { action: "suspension"; reason: string; until: string | null; timeZone: string }
  | { action: "suspension_lifted"; reason: string }
  | { action: "removal"; reason: string; targetType: RemovalTargetType };

/** What a booking notification says about the booking: where and when (its first, or the date concerned). */
export interface BookingFacts {
  bookingId: string;
  spaceName: string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  /** How many dates the booking has (weekly when more than one). */
  dates: number;
}

/** What happened to a booking, as its `booking_update` tells it. */
export type BookingChange =
  | "accepted"
  | "declined"
  | "withdrawn"
  | "cancelled"
  | "expired"
  | "reschedule_proposed"
  | "rescheduled"
  | "reschedule_declined"
  | "reschedule_withdrawn";

/** A booking's time as notifications word it: "Tue, Dec 8, 6:00 PM", in the booking's zone and the reader's language. */
export const bookingWhen = (startsAt: string, timeZone: string): string =>
  formatDate(new Date(startsAt), {
    timeZone,
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });

export type NotificationFacts = NotificationContent["facts"];

type ActorAnd = [actor: string, what: string];

const NOTIFICATIONS = {
  newMatchTitle: "New match!",
  newMatchForSeeker: msg<[requestType: string, spaceName: string, sharedCount: number]>(
    "Your {requestType} request matches {spaceName}: {sharedCount, plural, one {# shared value} other {# shared values}}",
    "requestType",
    "spaceName",
    "sharedCount",
  ),
  newMatchForHost: msg<[spaceName: string, requestTitle: string, sharedCount: number]>(
    '{spaceName} matches the request "{requestTitle}": {sharedCount, plural, one {# shared value} other {# shared values}}',
    "spaceName",
    "requestTitle",
    "sharedCount",
  ),
  matchUpdateTitle: "Match update",
  /** A match named by its request's title, in a sentence. */
  quotedTitle: msg<[title: string]>('"{title}"', "title"),
  /** A match whose listings are both unnamed. */
  yourListing: "your listing",
  matchUpdate: {
    accept: msg<ActorAnd>("{actor} accepted the match for {what}. Accept too to confirm it.", "actor", "what"),
    accepted_by_both: msg<ActorAnd>("{actor} accepted: the match for {what} is confirmed.", "actor", "what"),
    decline: msg<ActorAnd>("{actor} declined the match for {what}.", "actor", "what"),
    complete: msg<ActorAnd>("{actor} marked the match for {what} as completed.", "actor", "what"),
    closed: msg<ActorAnd>("{actor} removed their listing, so the match for {what} is closed.", "actor", "what"),
  } satisfies Record<MatchChange, IcuMessage<ActorAnd>>,
  newMessageTitle: msg<[senderName: string]>("New message from {senderName}", "senderName"),
  /** A booking inside a sentence: its space, when (its first date) and, for a series, how many dates. */
  bookingWhat: msg<[spaceName: string, when: string, dates: number]>(
    "{spaceName} on {when}{dates, plural, =0 {} =1 {} other {, weekly (# dates)}}",
    "spaceName",
    "when",
    "dates",
  ),
  bookingProposedTitle: "New booking proposal",
  bookingProposed: msg<ActorAnd>("{actor} proposed {what}. Please answer within 48 hours.", "actor", "what"),
  bookingUpdateTitle: "Booking update",
  bookingUpdate: {
    accepted: msg<ActorAnd>("{actor} accepted the booking of {what}.", "actor", "what"),
    declined: msg<ActorAnd>("{actor} declined the booking of {what}.", "actor", "what"),
    withdrawn: msg<ActorAnd>("{actor} withdrew the proposal of {what}.", "actor", "what"),
    cancelled: msg<ActorAnd>("{actor} cancelled {what}.", "actor", "what"),
    reschedule_proposed: msg<ActorAnd>("{actor} proposed a new time: {what}.", "actor", "what"),
    rescheduled: msg<ActorAnd>("{actor} accepted the new time: {what}.", "actor", "what"),
    reschedule_declined: msg<ActorAnd>("{actor} kept the original time instead of {what}.", "actor", "what"),
    reschedule_withdrawn: msg<ActorAnd>("{actor} withdrew the new time {what}.", "actor", "what"),
  } satisfies Record<Exclude<BookingChange, "expired">, IcuMessage<ActorAnd>>,
  /** Nobody acted: the proposal ran out of time. */
  bookingExpired: msg<[what: string]>("The proposal of {what} expired unanswered.", "what"),
  /** A cancellation less than 24 hours before the date (the only change that can be late). */
  cancelledLate: msg<ActorAnd>("{actor} cancelled {what} (less than 24 hours before).", "actor", "what"),
  bookingReminderTitle: "Booking tomorrow",
  bookingReminder: msg<[what: string, otherName: string]>("Reminder: {what}, with {otherName}.", "what", "otherName"),
  referencePublishedTitle: "New reference",
  referencePublished: msg<[author: string]>("{author}'s reference about you is published on your profile.", "author"),
  referenceReminderTitle: "Write a reference",
  referenceReminder: msg<[other: string, date: string]>(
    "How was your time with {other}? Write your reference in the conversation. Theirs is published on {date} either way.",
    "other",
    "date",
  ),
} as const;

export type NotificationCatalog = typeof NOTIFICATIONS;
export const NOTIFICATION_TEXTS = localized("notifications", NOTIFICATIONS);

const bookingWhat = (facts: BookingFacts) =>
  NOTIFICATION_TEXTS.bookingWhat(facts.spaceName, bookingWhen(facts.startsAt, facts.timeZone), facts.dates);

/** How a match update names its match: the request's title, quoted, else the space's name. */
const matchSubject = (facts: MatchUpdateFacts) => {
  if ("subject" in facts) return facts.subject;
  if (facts.requestTitle !== null) return NOTIFICATION_TEXTS.quotedTitle(facts.requestTitle);
  return facts.spaceName ?? NOTIFICATION_TEXTS.yourListing;
};

/** A day as reminders word it: "Dec 8, 2026" (UTC, the day a 14-day deadline falls on). */
const referenceDay = (iso: string) =>
  formatDate(new Date(iso), { timeZone: "UTC", month: "short", day: "numeric", year: "numeric" });

/** How much of a message its notification quotes. */
export const MESSAGE_PREVIEW_CHARS = 120;

/** The start of a message as its notification quotes it, cut between whole characters. */
export const messagePreview = (content: string) => shortenText(content, MESSAGE_PREVIEW_CHARS);

/** A stored notification's title and message, worded from its facts. */
export const notificationText = (content: NotificationContent): { title: string; message: string } => {
  const T = NOTIFICATION_TEXTS;
  // Read when worded, so a former member is named in the reader's language.
  const formerMember = YOUR_DATA_TEXTS.formerMember;
  switch (content.type) {
    case "new_match": {
      const facts = content.facts;
      return {
        title: T.newMatchTitle,
        message:
          facts.viewer === "seeker"
            ? T.newMatchForSeeker(choiceLabel(facts.requestType).toLowerCase(), facts.spaceName, facts.sharedCount)
            : T.newMatchForHost(facts.spaceName, facts.requestTitle, facts.sharedCount),
      };
    }
    case "match_update":
      return {
        title: T.matchUpdateTitle,
        message: T.matchUpdate[content.facts.change](
          content.facts.actorName ?? formerMember,
          matchSubject(content.facts),
        ),
      };
    case "new_message":
      return {
        title: T.newMessageTitle(content.facts.senderName ?? formerMember),
        message: content.facts.removed ? MODERATION_TEXTS.removedPlaceholder : content.facts.preview,
      };
    case "booking_proposed":
      return {
        title: T.bookingProposedTitle,
        message: T.bookingProposed(content.facts.actorName, bookingWhat(content.facts)),
      };
    case "booking_update": {
      const { facts } = content;
      const what = bookingWhat(facts);
      const actor = facts.actorName ?? "";
      const message =
        facts.change === "expired"
          ? T.bookingExpired(what)
          : facts.late && facts.change === "cancelled"
            ? T.cancelledLate(actor, what)
            : T.bookingUpdate[facts.change](actor, what);
      return { title: T.bookingUpdateTitle, message };
    }
    case "booking_reminder":
      return {
        title: T.bookingReminderTitle,
        message: T.bookingReminder(bookingWhat({ ...content.facts, dates: 1 }), content.facts.otherName),
      };
    case "moderation_notice":
      return moderationNoticeText(content.facts);
    case "report_outcome": {
      const what = REPORT_TARGET_LABELS[content.facts.targetType].toLowerCase();
      const words = MODERATION_TEXTS.notice;
      return {
        title: words.reportOutcomeTitle,
        message: content.facts.status === "actioned" ? words.reportActioned(what) : words.reportDismissed(what),
      };
    }
    case "reference_published":
      return {
        title: T.referencePublishedTitle,
        message: T.referencePublished(content.facts.actorName ?? formerMember),
      };
    case "reference_reminder":
      return {
        title: T.referenceReminderTitle,
        message: T.referenceReminder(content.facts.actorName ?? formerMember, referenceDay(content.facts.publishesAt)),
      };
    case "still_looking": {
      const L = LIVE_REQUEST_TEXTS;
      const { requestTitle, stage } = content.facts;
      return stage === "nudge"
        ? { title: L.stillLookingTitle, message: L.stillLooking(requestTitle) }
        : { title: L.pausedTitle, message: L.paused(requestTitle) };
    }
  }
};

/**
 * A suspension's last day in the reader's language ("December 4, 2026"), null until lifted. Words
 * stored before release 3.1 that are no date are shown as stored.
 */
const suspensionDay = ({ until, timeZone }: Extract<ModerationNoticeFacts, { action: "suspension" }>) => {
  if (until === null) return null;
  const end = new Date(until);
  return Number.isNaN(end.getTime()) ? until : formatDate(end, { dateStyle: "long", timeZone });
};

/** A moderation notice's title and message: what happened and the reason. */
const moderationNoticeText = (facts: ModerationNoticeFacts): { title: string; message: string } => {
  const words = MODERATION_TEXTS.notice;
  const reason = words.reason(facts.reason);
  switch (facts.action) {
    case "warning":
      return { title: words.warningTitle, message: reason };
    case "suspension":
      return { title: words.suspensionTitle, message: `${words.suspendedUntil(suspensionDay(facts))} ${reason}` };
    case "suspension_lifted":
      return { title: words.liftedTitle, message: reason };
    case "removal":
      return { title: words.removalTitle(MODERATION_TEXTS.removedWhat[facts.targetType]), message: reason };
  }
};
