import { CSV_EXPORTS, type CsvColumn, type CsvExportName, csvFileName } from "@kindred/contract";
import type { BatchQuery } from "./newestFirstBatches";

/**
 * Where each column of each CSV export comes from, for the member asking: the contract's columns,
 * read as stored unless a join or an expression gives them.
 */
type ExportQueries = { [Name in CsvExportName]: (viewer: { id: string }) => BatchQuery<CsvColumn<Name>> };

/** Columns read as stored, under their name in the table; a join's or a computed column is written after it. */
const asStored = <const Column extends string>(alias: string, columns: readonly Column[]) =>
  Object.fromEntries(columns.map((column) => [column, `${alias}."${column}"`])) as Record<Column, string>;

const EXPORT_QUERIES: ExportQueries = {
  myOffers: (viewer) => ({
    columns: asStored("o", CSV_EXPORTS.myOffers.columns),
    from: "space_offers o",
    alias: "o",
    where: `o."userId" = :ownerId`,
    replacements: { ownerId: viewer.id },
  }),
  myRequests: (viewer) => ({
    columns: asStored("r", CSV_EXPORTS.myRequests.columns),
    from: "space_requests r",
    alias: "r",
    where: `r."userId" = :ownerId`,
    replacements: { ownerId: viewer.id },
  }),
  // A host's own spaces only; the seeker is named, never given by email.
  myBookings: (viewer) => ({
    columns: {
      bookingId: `x."bookingId"`,
      date: `x."date"::text`,
      startsAt: `x."startsAt"`,
      endsAt: `x."endsAt"`,
      status: `x."status"`,
      late: `x."late"`,
      cancelReason: `x."cancelReason"`,
      spaceName: `o."spaceName"`,
      seekerName: `nullif(concat_ws(' ', u."firstName", u."lastName"), '')`,
      participants: `b."participants"`,
      note: `b."note"`,
      outsideAvailability: `b."outsideAvailability"`,
      bookingStatus: `b."status"`,
    },
    from: `booking_occurrences x
      JOIN bookings b ON b."id" = x."bookingId"
      JOIN space_offers o ON o."id" = x."spaceOfferId"
      JOIN matches m ON m."id" = b."matchId"
      LEFT JOIN users u ON u."id" = m."seekerId"`,
    alias: "x",
    where: `o."userId" = :ownerId`,
    replacements: { ownerId: viewer.id },
  }),
  // Only the contract's columns are read: `users` also holds the password hash.
  members: () => ({
    columns: asStored("u", CSV_EXPORTS.members.columns),
    from: "users u",
    alias: "u",
  }),
  matches: () => ({
    columns: {
      ...asStored("m", CSV_EXPORTS.matches.columns),
      spaceRequestTitle: `r."title"`,
      spaceOfferName: `o."spaceName"`,
    },
    // Either listing may be gone; the match row stays.
    from: `matches m
      LEFT JOIN space_requests r ON r."id" = m."spaceRequestId"
      LEFT JOIN space_offers o ON o."id" = m."spaceOfferId"`,
    alias: "m",
  }),
  feedback: () => ({
    columns: {
      ...asStored("f", CSV_EXPORTS.feedback.columns),
      // The image stays behind the admin-only object route; the file only says there is one.
      hasScreenshot: `(f."screenshotObjectId" IS NOT NULL)`,
    },
    from: "feedback f",
    alias: "f",
  }),
  // The title and the subject from the copy taken at report time; the reporter by id only.
  reports: () => ({
    columns: {
      ...asStored("p", CSV_EXPORTS.reports.columns),
      title: `p."snapshot"->>'title'`,
      subjectUserId: `p."snapshot"->>'subjectUserId'`,
    },
    from: "reports p",
    alias: "p",
  }),
  audit: () => ({
    columns: asStored("a", CSV_EXPORTS.audit.columns),
    from: "audit_log a",
    alias: "a",
  }),
};

export const exportQuery = <Name extends CsvExportName>(name: Name, viewer: { id: string }) =>
  EXPORT_QUERIES[name](viewer) as BatchQuery<CsvColumn<Name>>;

/** Today's file name of an export. */
export const exportFileName = (name: CsvExportName) => csvFileName(name, new Date());
