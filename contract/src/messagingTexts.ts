/**
 * Texts of the Messages and Notifications screens that the spec does not quote. Quoted ones stay
 * in specTexts.ts (SCREEN_TEXTS, ERROR_MESSAGES); this file only adds, so UI and tests agree.
 */
import { localized, msg } from "./i18n/catalog";

const MESSAGING = {
  matchesLabel: "Matches",
  newBadge: "New",
  unread: msg<[count: number]>("{count} unread", "count"),
  /** Messages in the header and the bottom bar, with the unread messages' count in its name. */
  messagesNav: msg<[count: number, shown: string]>(
    "{count, plural, =0 {Messages} other {Messages ({shown} unread)}}",
    "count",
    "shown",
  ),
  you: "You",
  requestLabel: "Request",
  spaceLabel: "Space",
  whyMatched: "Why you matched",
  score: msg<[score: number]>("Match score {score}", "score"),
  photos: "Photos",
  requestPhoto: msg<[n: number]>("Request photo {n}", "n"),
  spacePhoto: msg<[n: number]>("Space photo {n}", "n"),
  conversationWith: msg<[name: string]>("Conversation with {name}", "name"),
  messageLabel: "Message",
  send: "Send",
  sending: "Sending...",
  composerHint: "Enter sends, Shift+Enter adds a new line.",
  seen: "Seen",
  /** The compact match header's disclosure of the address, photos and reasons. */
  matchDetails: "Match details",
  /** No match chosen yet: what to do, in plain words. */
  pickConversation: "Choose a match to read its messages and reply.",
  /** An empty conversation: what a first message could say. */
  firstMessageHint: "Say hello: introduce yourself and what the space is for.",
  useSuggestion: "Use a suggested first message",
  /** What the viewer might say first: `viewer` is who they are in the match (host or seeker). */
  suggestedFirstMessage: msg<[name: string, space: string | null, request: string | null, viewer: "host" | "seeker"]>(
    "{viewer, select, host {Hi {name}, {space, select, null {my space} other {{space}}} could be a good fit for {request, select, null {your plans} other {{request}}}. When would you like to come and see it?} other {Hi {name}, I'd love to use {space, select, null {your space} other {{space}}} for {request, select, null {my plans} other {{request}}}. When could I come and see it?}}",
    "name",
    "space",
    "request",
    "viewer",
  ),
  closedNote: "This match is closed, so no more messages can be sent.",
  loadOlder: "Load earlier messages",
  loadingConversation: "Loading conversation...",
  youAccepted: "You accepted this match. Waiting for the other member.",
  otherAccepted: "The other member accepted. Accept to confirm the match.",
  actions: {
    accept: "Accept Match",
    decline: "Decline",
    complete: "Mark Completed",
    acceptConfirm: "Accept this match?",
    acceptConfirmText: "The match is confirmed once both of you accept.",
    declineConfirm: "Decline this match?",
    declineConfirmText: "The conversation closes and no more messages can be sent.",
    completeConfirm: "Mark this match as completed?",
    completeConfirmText: "Do this once the space has been used.",
    confirmYes: "Yes",
    confirmNo: "Cancel",
    failed: "Could not update the match",
  },
  notifications: {
    markRead: "Mark as read",
    markAllRead: "Mark all as read",
    viewMatch: "View Match",
    unreadSummary: msg<[count: number]>(
      "{count, plural, one {# unread notification} other {# unread notifications}}",
      "count",
    ),
    allRead: "You're all caught up.",
    types: {
      new_match: "New match",
      new_message: "New message",
      match_update: "Match update",
      still_looking: "Still looking",
      booking_proposed: "Booking proposal",
      booking_update: "Booking update",
      booking_reminder: "Booking reminder",
      moderation_notice: "From the moderators",
      report_outcome: "Report reviewed",
      reference_published: "Reference published",
      reference_reminder: "Reference reminder",
    },
    failed: "Could not update notifications",
  },
} as const;

export type MessagingCatalog = typeof MESSAGING;
export const MESSAGING_TEXTS = localized("messaging", MESSAGING);
