import type { ReportReason, ReportStatus, ReportTargetType } from "./schemas/safety";

/** The server's answers about blocking and reporting. */
export const SAFETY_MESSAGES = {
  cannotMessage: "You can't message this member.",
  cannotBlockYourself: "You can't block yourself.",
  memberNotFound: "Member not found",
  reportTargetNotFound: "There is nothing to report there",
  reportNotFound: "Report not found",
  reportMoveRefused: (from: ReportStatus, to: ReportStatus) => `A report can't move from ${from} to ${to}.`,
} as const;

/** What the web app says about blocking and reporting. */
export const SAFETY_TEXTS = {
  block: "Block member",
  unblock: "Unblock",
  blockConfirmTitle: (name: string) => `Block ${name}?`,
  blockConfirmBody:
    "You will no longer be matched or exchange messages, your matches with them are closed, and they disappear from your search and favorites. They are not told.",
  blocked: (name: string) => `${name} is blocked.`,
  unblocked: (name: string) => `${name} is unblocked.`,
  blockedMembersTitle: "Blocked members",
  noBlockedMembers: "You have not blocked anyone.",
  report: "Report",
  reportMember: "Report member",
  reportMessage: "Report message",
  reportListing: "Report listing",
  reportDialogTitle: "Report to the moderators",
  reasonLabel: "Reason",
  detailsLabel: "Details (optional)",
  sendReport: "Send report",
  reportSent: "Thank you. The moderators will look at your report.",
  myReportsTitle: "My reports",
  noReports: "You have not reported anything.",
  reportsTab: "Reports",
  noReportsToReview: "No reports.",
  /** The Reports tab's filter. */
  statusFilter: "Status",
  allStatuses: "All",
  noReportsWithStatus: (status: string) => `No reports with status ${status}.`,
  reportedContent: "Reported content",
  reportedBy: (name: string) => `Reported by ${name}`,
  moderatorNote: "Note",
  moveReport: "Save",
  statusLabel: "Status",
} as const;

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: "Spam",
  harassment: "Harassment",
  discrimination: "Discrimination",
  misrepresentation: "Misrepresentation",
  safety: "Safety concern",
  other: "Other",
};

export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  open: "Open",
  reviewing: "Reviewing",
  actioned: "Actioned",
  dismissed: "Dismissed",
};

export const REPORT_TARGET_LABELS: Record<ReportTargetType, string> = {
  user: "Member",
  message: "Message",
  "space-request": "Space request",
  "space-offer": "Space offer",
  reference: "Reference",
};
