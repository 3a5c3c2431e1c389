import { YOUR_DATA_TEXTS } from "./emailTexts";
import { LIVE_REQUEST_TEXTS } from "./liveRequests";
import type { MatchViewer } from "./matchReasonTexts";
import type { MatchAction } from "./schemas/match";
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
  | { type: "match_update"; facts: { change: MatchChange; actorName: string | null; subject: string } }
  | { type: "new_message"; facts: { senderName: string | null; preview: string } }
  | { type: "still_looking"; facts: { requestId: string; requestTitle: string; stage: "nudge" | "paused" } };

export type NotificationFacts = NotificationContent["facts"];

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

export const NOTIFICATION_TEXTS = {
  newMatchTitle: "New match!",
  newMatchForSeeker: (requestType: string, spaceName: string, sharedCount: number) =>
    `Your ${requestType} request matches ${spaceName}: ${plural(sharedCount, "shared value")}`,
  newMatchForHost: (spaceName: string, requestTitle: string, sharedCount: number) =>
    `${spaceName} matches the request "${requestTitle}": ${plural(sharedCount, "shared value")}`,
  matchUpdateTitle: "Match update",
  matchUpdate: {
    accept: (actor: string, subject: string) => `${actor} accepted the match for ${subject}. Accept too to confirm it.`,
    accepted_by_both: (actor: string, subject: string) => `${actor} accepted: the match for ${subject} is confirmed.`,
    decline: (actor: string, subject: string) => `${actor} declined the match for ${subject}.`,
    complete: (actor: string, subject: string) => `${actor} marked the match for ${subject} as completed.`,
    closed: (actor: string, subject: string) =>
      `${actor} removed their listing, so the match for ${subject} is closed.`,
  } satisfies Record<MatchChange, (actor: string, subject: string) => string>,
  newMessageTitle: (senderName: string) => `New message from ${senderName}`,
} as const;

/** How much of a message its notification quotes. */
export const MESSAGE_PREVIEW_CHARS = 120;

/** The start of a message as its notification quotes it, cut between whole characters. */
export const messagePreview = (content: string) => shortenText(content, MESSAGE_PREVIEW_CHARS);

const formerMember = YOUR_DATA_TEXTS.formerMember;

/** A stored notification's title and message, worded from its facts. */
export const notificationText = (content: NotificationContent): { title: string; message: string } => {
  const T = NOTIFICATION_TEXTS;
  switch (content.type) {
    case "new_match": {
      const facts = content.facts;
      return {
        title: T.newMatchTitle,
        message:
          facts.viewer === "seeker"
            ? T.newMatchForSeeker(facts.requestType, facts.spaceName, facts.sharedCount)
            : T.newMatchForHost(facts.spaceName, facts.requestTitle, facts.sharedCount),
      };
    }
    case "match_update":
      return {
        title: T.matchUpdateTitle,
        message: T.matchUpdate[content.facts.change](content.facts.actorName ?? formerMember, content.facts.subject),
      };
    case "new_message":
      return { title: T.newMessageTitle(content.facts.senderName ?? formerMember), message: content.facts.preview };
    case "still_looking": {
      const L = LIVE_REQUEST_TEXTS;
      const { requestTitle, stage } = content.facts;
      return stage === "nudge"
        ? { title: L.stillLookingTitle, message: L.stillLooking(requestTitle) }
        : { title: L.pausedTitle, message: L.paused(requestTitle) };
    }
  }
};
