/**
 * Texts of the Messages and Notifications screens that the spec does not quote. Quoted ones stay
 * in specTexts.ts (SCREEN_TEXTS, ERROR_MESSAGES); this file only adds, so UI and tests agree.
 */
export const MESSAGING_TEXTS = {
  matchesLabel: "Matches",
  newBadge: "New",
  unread: (count: number) => `${count} unread`,
  /** Messages in the header and the bottom bar, with the unread messages' count in its name. */
  messagesNav: (count: number, shown: string) => (count > 0 ? `Messages (${shown} unread)` : "Messages"),
  you: "You",
  requestLabel: "Request",
  spaceLabel: "Space",
  whyMatched: "Why you matched",
  score: (score: number) => `Match score ${score}`,
  photos: "Photos",
  requestPhoto: (n: number) => `Request photo ${n}`,
  spacePhoto: (n: number) => `Space photo ${n}`,
  conversationWith: (name: string) => `Conversation with ${name}`,
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
  suggestedFirstMessage: ({
    name,
    space,
    request,
    viewerIsHost,
  }: {
    name: string;
    space: string | null;
    request: string | null;
    viewerIsHost: boolean;
  }) =>
    viewerIsHost
      ? `Hi ${name}, ${space ?? "my space"} could be a good fit for ${request ?? "your plans"}. When would you like to come and see it?`
      : `Hi ${name}, I'd love to use ${space ?? "your space"} for ${request ?? "my plans"}. When could I come and see it?`,
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
    unreadSummary: (count: number) => (count === 1 ? "1 unread notification" : `${count} unread notifications`),
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
