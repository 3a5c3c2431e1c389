import { localized, msg } from "./i18n/catalog";
import type { RemovalTargetType } from "./schemas/moderation";

/** What removed content is called in what a member reads ("your space offer"). */
const REMOVED_WHAT: Record<RemovalTargetType, string> = {
  "space-request": "space request",
  "space-offer": "space offer",
  message: "message",
  reference: "reference",
  "profile-photo": "profile photo",
};

/** Words of moderation (11.4): what a member is told, and what the server answers. */
const MODERATION = {
  removedWhat: REMOVED_WHAT,
  /** Where removed content would be shown to anyone but its owner. */
  removedPlaceholder: "Removed by a moderator",
  /** Who acted, as the member's data export says it. */
  byModerator: "A moderator",
  nothingToRemove: "There is nothing to remove there",
  alreadyRemoved: "This was already removed",
  listingRemoved: "A moderator removed this listing, so it stays hidden.",
  matchPaused: "This match is paused while a member's account is suspended.",
  suspendedUntil: msg<[date: string]>("Your account is suspended until {date}.", "date"),
  suspendedUntilLifted: "Your account is suspended until a moderator lifts it.",
  notSuspended: "This member is not suspended",
  notYourself: "Moderators cannot act on their own account",
  staffOnly: "Moderators and admins only",
  reportDecided: "This report was already decided",
  reportNotAboutMember: "This report is not about this member",
  /** In-app notices: the member acted on, and the reporter. */
  notice: {
    warningTitle: "A warning from the moderators",
    suspensionTitle: "Your account was suspended",
    liftedTitle: "Your suspension was lifted",
    removalTitle: msg<[what: string]>("A moderator removed your {what}", "what"),
    reason: msg<[reason: string]>("The reason: {reason}", "reason"),
    suspendedUntil: msg<[until: string | null]>(
      "{until, select, null {Your account is suspended until a moderator lifts it.} other {Your account is suspended until {until}.}}",
      "until",
    ),
    reportOutcomeTitle: "Your report was reviewed",
    reportActioned: msg<[what: string]>(
      "A moderator reviewed your report of a {what} and acted on it. Thank you.",
      "what",
    ),
    reportDismissed: msg<[what: string]>(
      "A moderator reviewed your report of a {what} and found nothing against the guidelines.",
      "what",
    ),
  },
  ui: {
    auditTab: "Audit log",
    warn: "Warn",
    suspend: "Suspend",
    lift: "Lift suspension",
    /** Each row's buttons start with their visible text, then say whom they act on. */
    warnLabel: msg<[name: string]>("Warn {name}", "name"),
    suspendLabel: msg<[name: string]>("Suspend {name}", "name"),
    liftLabel: msg<[name: string]>("Lift suspension of {name}", "name"),
    roleColumn: "Role",
    moderateLabel: msg<[name: string]>("Moderate {name}", "name"),
    warnTitle: msg<[name: string]>("Warn {name}", "name"),
    suspendTitle: msg<[name: string]>("Suspend {name}", "name"),
    liftTitle: msg<[name: string]>("Lift the suspension of {name}", "name"),
    reasonLabel: "Reason (the member is told it by email)",
    durationLabel: "For how long",
    durations: { "1": "1 day", "7": "7 days", "30": "30 days", lifted: "Until lifted" },
    cancel: "Cancel",
    warned: "Warning sent",
    suspended: "Member suspended",
    liftedDone: "Suspension lifted",
    roleChanged: "Role changed",
    suspendedBadge: msg<[until: string | null]>(
      "{until, select, null {Suspended until lifted} other {Suspended until {until}}}",
      "until",
    ),
    roleLabel: msg<[name: string]>("Role of {name}", "name"),
    roleLabels: { member: "Member", moderator: "Moderator", admin: "Admin" },
    reportActions: "Act on the reported member",
    warnMember: "Warn the member",
    suspendMember: "Suspend the member",
    removeContent: msg<[what: string]>("Remove the {what}", "what"),
    removeTitle: msg<[what: string]>("Remove the {what}", "what"),
    remove: "Remove",
    removed: "Removed",
    /** The Reports tab's keys (triage), listed by its "Keyboard shortcuts" button and in docs/desktop.md. */
    triage: {
      hint: "Keyboard shortcuts",
      title: "Keyboard shortcuts for reports",
      close: "Close",
      keys: [
        ["J / K", "Next / previous report"],
        ["Enter", "Open the report (focus its actions)"],
        ["W", "Warn the member"],
        ["S", "Suspend the member"],
        ["R", "Remove the reported content"],
      ] as const,
      reportAnnounce: msg<[position: number, total: number, title: string, status: string]>(
        "Report {position} of {total}: {title}, {status}",
        "position",
        "total",
        "title",
        "status",
      ),
      nothingToDo: "This report is decided: nothing to act on.",
    },
    audit: {
      when: "When",
      actor: "Who",
      action: "Action",
      target: "Member",
      reason: "Reason",
      detail: "Set to",
      operator: "Operator (command line)",
      formerMember: "Former member",
      empty: "Nothing recorded yet.",
      failed: "The audit log could not be loaded. Please try again.",
      actions: {
        role_change: "Role changed",
        warning: "Warning",
        suspension: "Suspension",
        suspension_lifted: "Suspension lifted",
        removal: "Removal",
      },
    },
  },
  mail: {
    greeting: msg<[name: string]>("Hello {name},", "name"),
    reasonLine: msg<[reason: string]>("The reason: {reason}", "reason"),
    guidelines: "Our community guidelines are in the app, under Guidelines.",
    warning: {
      subject: "A warning from the Kindred Spaces moderators",
      intro: "A moderator reviewed something you did on Kindred Spaces and is warning you.",
    },
    suspension: {
      subject: "Your Kindred Spaces account is suspended",
      intro: msg<[until: string | null]>(
        "{until, select, null {A moderator suspended your account until they lift it.} other {A moderator suspended your account until {until}.}} Until then you cannot sign in, and your listings are hidden.",
        "until",
      ),
    },
    lifted: {
      subject: "Your Kindred Spaces account is active again",
      intro: "A moderator lifted the suspension of your account. You can sign in again.",
    },
    removal: {
      subject: "A moderator removed something you posted on Kindred Spaces",
      intro: msg<[what: string]>("A moderator removed your {what}. Nobody else sees it any more.", "what"),
    },
  },
} as const;

export type ModerationCatalog = typeof MODERATION;
export const MODERATION_TEXTS = localized("moderation", MODERATION);
