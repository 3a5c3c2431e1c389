import { localized, msg } from "./i18n/catalog";
import type { ReportReason, ReportStatus, ReportTargetType } from "./schemas/safety";

/** The server's answers about blocking and reporting. */
const MESSAGES = {
  cannotMessage: "You can't message this member.",
  cannotBlockYourself: "You can't block yourself.",
  memberNotFound: "Member not found",
  reportTargetNotFound: "There is nothing to report there",
  reportNotFound: "Report not found",
  reportMoveRefused: msg<[from: ReportStatus, to: ReportStatus]>(
    "A report can't move from {from} to {to}.",
    "from",
    "to",
  ),
} as const;

/** What the web app says about blocking and reporting. */
const UI = {
  block: "Block member",
  unblock: "Unblock",
  blockConfirmTitle: msg<[name: string]>("Block {name}?", "name"),
  blockConfirmBody:
    "You will no longer be matched or exchange messages, your matches with them are closed, and they disappear from your search and favorites. They are not told.",
  blocked: msg<[name: string]>("{name} is blocked.", "name"),
  unblocked: msg<[name: string]>("{name} is unblocked.", "name"),
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
  noReportsWithStatus: msg<[status: string]>("No reports with status {status}.", "status"),
  reportedContent: "Reported content",
  reportedBy: msg<[name: string]>("Reported by {name}", "name"),
  moderatorNote: "Note",
  moveReport: "Save",
  statusLabel: "Status",
} as const;

const REASON_LABELS: Record<ReportReason, string> = {
  spam: "Spam",
  harassment: "Harassment",
  discrimination: "Discrimination",
  misrepresentation: "Misrepresentation",
  safety: "Safety concern",
  other: "Other",
};

const STATUS_LABELS: Record<ReportStatus, string> = {
  open: "Open",
  reviewing: "Reviewing",
  actioned: "Actioned",
  dismissed: "Dismissed",
};

const TARGET_LABELS: Record<ReportTargetType, string> = {
  user: "Member",
  message: "Message",
  "space-request": "Space request",
  "space-offer": "Space offer",
  reference: "Reference",
};

const SAFETY = {
  messages: MESSAGES,
  ui: UI,
  reasonLabels: REASON_LABELS,
  statusLabels: STATUS_LABELS,
  targetLabels: TARGET_LABELS,
} as const;

export type SafetyCatalog = typeof SAFETY;
const SAFETY_CATALOG = localized("safety", SAFETY);

/** The server's answers about blocking and reporting. */
export const SAFETY_MESSAGES = SAFETY_CATALOG.messages;
/** What the web app says about blocking and reporting. */
export const SAFETY_TEXTS = SAFETY_CATALOG.ui;
export const REPORT_REASON_LABELS = SAFETY_CATALOG.reasonLabels;
export const REPORT_STATUS_LABELS = SAFETY_CATALOG.statusLabels;
export const REPORT_TARGET_LABELS = SAFETY_CATALOG.targetLabels;
