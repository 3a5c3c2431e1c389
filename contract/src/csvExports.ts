import { localized, msg } from "./i18n/catalog";

/**
 * The CSV files hosts and admins download: RFC 4180 records with CRLF line ends, UTF-8 with a
 * byte order mark (so spreadsheet programs read accents right) and a header row of the columns
 * below, in this order. The server streams them; the desktop app saves them where the member says.
 */
export const CSV_EXPORTS = {
  myOffers: {
    fileStem: "my-space-offers",
    columns: [
      "id",
      "spaceName",
      "spaceType",
      "address",
      "capacity",
      "availability",
      "supportedCauses",
      "description",
      "contactName",
      "contactEmail",
      "isActive",
      "isSponsored",
      "createdAt",
    ],
  },
  myRequests: {
    fileStem: "my-space-requests",
    columns: [
      "id",
      "title",
      "spaceType",
      "location",
      "participants",
      "duration",
      "values",
      "description",
      "contactName",
      "contactEmail",
      "status",
      "createdAt",
    ],
  },
  /** Every date of the bookings of a host's spaces (no emails: the seeker by name). */
  myBookings: {
    fileStem: "my-bookings",
    columns: [
      "bookingId",
      "date",
      "startsAt",
      "endsAt",
      "status",
      "late",
      "cancelReason",
      "spaceName",
      "seekerName",
      "participants",
      "note",
      "outsideAvailability",
      "bookingStatus",
    ],
  },
  /** Never a password hash; the only place members' emails leave the server in bulk. */
  members: {
    fileStem: "members",
    columns: ["id", "email", "firstName", "lastName", "role", "location", "interests", "createdAt"],
  },
  matches: {
    fileStem: "matches",
    columns: [
      "id",
      "status",
      "score",
      "spaceRequestId",
      "spaceRequestTitle",
      "spaceOfferId",
      "spaceOfferName",
      "createdAt",
      "updatedAt",
    ],
  },
  feedback: {
    fileStem: "feedback",
    columns: [
      "id",
      "type",
      "priority",
      "status",
      "message",
      "page",
      "userAgent",
      "hasScreenshot",
      "userId",
      "createdAt",
      "updatedAt",
    ],
  },
  /** Members' reports (11.4), for admins: what was reported, why, by whom and where it stands. */
  reports: {
    fileStem: "reports",
    columns: [
      "id",
      "createdAt",
      "status",
      "targetType",
      "targetId",
      "title",
      "reason",
      "details",
      "reporterId",
      "subjectUserId",
      "note",
      "updatedAt",
    ],
  },
  /** The moderation audit log (11.4), for admins. */
  audit: {
    fileStem: "audit-log",
    columns: ["id", "createdAt", "actorId", "action", "targetType", "targetId", "subjectId", "reason", "detail"],
  },
} as const;

export type CsvExportName = keyof typeof CSV_EXPORTS;

/**
 * Columns holding choice ids: the files show their labels (DESIGN 11.8), lists joined like any
 * list; the API keeps the ids.
 */
export const CSV_CHOICE_COLUMNS: Partial<Record<CsvExportName, readonly string[]>> = {
  myOffers: ["spaceType", "availability", "supportedCauses"],
  myRequests: ["spaceType", "location", "duration", "values"],
};
/** Any export's column. */
export type CsvColumnId = (typeof CSV_EXPORTS)[CsvExportName]["columns"][number];
export type CsvColumn<Name extends CsvExportName> = (typeof CSV_EXPORTS)[Name]["columns"][number];
export const CSV_EXPORT_NAMES = Object.keys(CSV_EXPORTS) as [CsvExportName, ...CsvExportName[]];

export const CSV = {
  contentType: "text/csv; charset=utf-8",
  byteOrderMark: "\uFEFF",
  lineEnd: "\r\n",
  /** A list (availability, causes, interests) in one cell. */
  listSeparator: "; ",
  /**
   * A cell starting with one of these is prefixed with `'`, so a spreadsheet shows the text
   * instead of running it as a formula (CSV injection).
   */
  formulaStarts: ["=", "+", "-", "@", "\t", "\r"],
  formulaGuard: "'",
} as const;

/** `kindred-members-2026-11-23.csv`: the export's name and the day it was made (UTC). */
export const csvFileName = (name: CsvExportName, at: Date): string =>
  `kindred-${CSV_EXPORTS[name].fileStem}-${at.toISOString().slice(0, 10)}.csv`;

/** The Export CSV buttons and what the desktop app says about the file it saved. */
const EXPORTS = {
  exportCsv: "Export CSV",
  /** Each button's name: it starts with its visible text, so voice control finds it by what it shows. */
  labels: {
    myOffers: "Export CSV of my spaces",
    myRequests: "Export CSV of my requests",
    myBookings: "Export CSV of my bookings",
    members: "Export CSV of members",
    matches: "Export CSV of matches",
    feedback: "Export CSV of feedback",
    audit: "Export CSV of the audit log",
    reports: "Export CSV of reports",
  } satisfies Record<CsvExportName, string>,
  /**
   * Each column's header. English keeps the columns' ids (what scripts and the tests read); other
   * languages name them in words.
   */
  headers: {
    id: "id",
    spaceName: "spaceName",
    spaceType: "spaceType",
    address: "address",
    capacity: "capacity",
    availability: "availability",
    supportedCauses: "supportedCauses",
    description: "description",
    contactName: "contactName",
    contactEmail: "contactEmail",
    isActive: "isActive",
    isSponsored: "isSponsored",
    createdAt: "createdAt",
    title: "title",
    location: "location",
    participants: "participants",
    duration: "duration",
    values: "values",
    status: "status",
    bookingId: "bookingId",
    date: "date",
    startsAt: "startsAt",
    endsAt: "endsAt",
    late: "late",
    cancelReason: "cancelReason",
    seekerName: "seekerName",
    note: "note",
    outsideAvailability: "outsideAvailability",
    bookingStatus: "bookingStatus",
    email: "email",
    firstName: "firstName",
    lastName: "lastName",
    role: "role",
    interests: "interests",
    score: "score",
    spaceRequestId: "spaceRequestId",
    spaceRequestTitle: "spaceRequestTitle",
    spaceOfferId: "spaceOfferId",
    spaceOfferName: "spaceOfferName",
    updatedAt: "updatedAt",
    type: "type",
    priority: "priority",
    message: "message",
    page: "page",
    userAgent: "userAgent",
    hasScreenshot: "hasScreenshot",
    userId: "userId",
    targetType: "targetType",
    targetId: "targetId",
    reason: "reason",
    details: "details",
    reporterId: "reporterId",
    subjectUserId: "subjectUserId",
    actorId: "actorId",
    action: "action",
    subjectId: "subjectId",
    detail: "detail",
  } satisfies Record<CsvColumnId, string>,
  saveDialogTitle: "Save CSV export",
  csvFiles: "CSV files",
  savedTitle: "Export saved",
  saved: msg<[path: string]>("Saved to {path}", "path"),
  failedTitle: "Export failed",
  failed: "Could not export the CSV file. Please try again.",
} as const;

export type ExportCatalog = typeof EXPORTS;
export const EXPORT_TEXTS = localized("exports", EXPORTS);

/** An export's header row, in the reader's language. */
export const csvHeader = (name: CsvExportName): string[] =>
  (CSV_EXPORTS[name].columns as readonly CsvColumnId[]).map((column) => EXPORT_TEXTS.headers[column]);
