import type { BookingStatus } from "@kindred/contract";
import { QueryTypes, type Transaction } from "sequelize";
import { database } from "../../db/database";
import { BOOKING_FIELDS, type BookingColumns, columnsSql } from "../../db/fieldTables";
import { NotFoundError } from "../../errors";

/** A booking as the services read it (its columns, `BOOKING_FIELDS`), with its match's parties and what its offer says. */
export interface BookingRow extends BookingColumns {
  status: BookingStatus;
  seekerId: string | null;
  hostId: string | null;
  matchStatus: string;
  spaceName: string | null;
  unavailableDates: string[];
  occurrences: OccurrenceRow[];
}

export interface OccurrenceRow {
  id: string;
  bookingId: string;
  date: string;
  startsAt: Date;
  endsAt: Date;
  status: BookingStatus;
  late: boolean;
  cancelReason: string | null;
  rescheduleStartsAt: Date | null;
  rescheduleEndsAt: Date | null;
  rescheduleBy: string | null;
  rescheduleExpiresAt: Date | null;
  originalStartsAt: Date;
}

/** A `BookingRow` of booking `b`, its match `m` and its offer `o`: the booking's columns from `BOOKING_FIELDS`. */
const BOOKING_COLUMNS = `${columnsSql(BOOKING_FIELDS, "b")}, m."seekerId", m."hostId", m."status" AS "matchStatus",
  o."spaceName", coalesce(o."unavailableDates"::text[], '{}') AS "unavailableDates"`;

/**
 * The columns of `booking_occurrences` the reads select (`OCCURRENCE_COLUMNS` and the JSON of
 * `findBooking`); with `OCCURRENCE_NOT_READ`, every column of the table (`sweep.test.ts` compares).
 */
export const OCCURRENCE_FIELDS = [
  "id",
  "bookingId",
  "date",
  "startsAt",
  "endsAt",
  "status",
  "late",
  "cancelReason",
  "rescheduleStartsAt",
  "rescheduleEndsAt",
  "rescheduleBy",
  "rescheduleExpiresAt",
  "originalStartsAt",
] as const satisfies readonly (keyof OccurrenceRow)[];
/** The columns of `booking_occurrences` no read selects, and why. */
export const OCCURRENCE_NOT_READ = {
  spaceOfferId: "the offer of its booking, copied for the no-double-booking constraint",
  cancelledBy: "who cancelled: read only by the kept-agreements facts (references/facts.ts)",
  cancelledAt: "when it was cancelled (the audit of the row)",
  remindedAt: "the reminder sweep's own mark",
  createdAt: "the row's creation",
} as const;

/** The occurrence columns of row `x`, from `OCCURRENCE_FIELDS` (`date` as `YYYY-MM-DD` text). */
export const OCCURRENCE_COLUMNS = OCCURRENCE_FIELDS.map((field) =>
  field === "date" ? `x."date"::text AS "date"` : `x."${field}"`,
).join(", ");

/** The occurrences of `bookingIds`, by booking, each in time order (for lists of bookings). */
const occurrencesOf = async (bookingIds: readonly string[], transaction?: Transaction) => {
  const byBooking = new Map<string, OccurrenceRow[]>();
  if (bookingIds.length === 0) return byBooking;
  const rows = await database().query<OccurrenceRow>(
    `SELECT ${OCCURRENCE_COLUMNS} FROM booking_occurrences x
      WHERE x."bookingId" = ANY(:ids::uuid[]) ORDER BY x."bookingId", x."startsAt"`,
    { replacements: { ids: `{${bookingIds.join(",")}}` }, type: QueryTypes.SELECT, transaction },
  );
  for (const row of rows) byBooking.set(row.bookingId, [...(byBooking.get(row.bookingId) ?? []), row]);
  return byBooking;
};

const withOccurrences = async (
  rows: Omit<BookingRow, "occurrences">[],
  transaction?: Transaction,
): Promise<BookingRow[]> => {
  const occurrences = await occurrencesOf(
    rows.map((row) => row.id),
    transaction,
  );
  return rows.map((row) => ({ ...row, occurrences: occurrences.get(row.id) ?? [] }));
};

/**
 * The booking named by `:id` with its occurrences (404 when there is none). With `lock`, the
 * booking row is locked until the transaction ends, so two answers to one booking never interleave.
 */
export const findBooking = async (
  id: string,
  { transaction, lock = false }: { transaction?: Transaction; lock?: boolean } = {},
): Promise<BookingRow> => {
  // One round trip: the occurrences come along as JSON (the lifecycle reads a booking twice a step).
  const [row] = await database().query<Omit<BookingRow, "occurrences"> & { occurrenceJson: Record<string, unknown>[] }>(
    `SELECT ${BOOKING_COLUMNS},
            (SELECT coalesce(json_agg(json_build_object(${OCCURRENCE_JSON}) ORDER BY x."startsAt"), '[]'::json)
               FROM booking_occurrences x WHERE x."bookingId" = b."id") AS "occurrenceJson"
       FROM bookings b JOIN matches m ON m."id" = b."matchId"
       LEFT JOIN space_offers o ON o."id" = b."spaceOfferId"
      WHERE b."id" = :id ${lock ? `FOR UPDATE OF b` : ""}`,
    { replacements: { id }, type: QueryTypes.SELECT, transaction },
  );
  if (!row) throw NotFoundError();
  const { occurrenceJson, ...booking } = row;
  return { ...booking, occurrences: occurrenceJson.map(occurrenceFromJson) };
};

const OCCURRENCE_JSON = OCCURRENCE_FIELDS.map((field) => `'${field}', x."${field}"`).join(", ");
const TIMES = new Set([
  "startsAt",
  "endsAt",
  "rescheduleStartsAt",
  "rescheduleEndsAt",
  "rescheduleExpiresAt",
  "originalStartsAt",
]);

/** An occurrence read as JSON: its times back to Dates (`date` is already `YYYY-MM-DD`). */
const occurrenceFromJson = (json: Record<string, unknown>): OccurrenceRow =>
  Object.fromEntries(
    OCCURRENCE_FIELDS.map((field) => {
      const value = json[field];
      return [field, TIMES.has(field) && typeof value === "string" ? new Date(value) : value];
    }),
  ) as unknown as OccurrenceRow;

/** A match's bookings, newest first. */
export const bookingsOfMatch = async (matchId: string, transaction?: Transaction): Promise<BookingRow[]> => {
  const rows = await database().query<Omit<BookingRow, "occurrences">>(
    `SELECT ${BOOKING_COLUMNS} FROM bookings b JOIN matches m ON m."id" = b."matchId"
       LEFT JOIN space_offers o ON o."id" = b."spaceOfferId"
      WHERE b."matchId" = :matchId ORDER BY b."createdAt" DESC, b."id" DESC`,
    { replacements: { matchId }, type: QueryTypes.SELECT, transaction },
  );
  return withOccurrences(rows, transaction);
};

/** PostgreSQL's SQLSTATE of a failed query, when it is one. */
export const sqlState = (error: unknown): string | undefined => {
  const cause = (error as { parent?: { code?: string }; original?: { code?: string } }) ?? {};
  return cause.parent?.code ?? cause.original?.code;
};

/** An exclusion constraint refused the row (two confirmed times of one offer overlapping). */
export const EXCLUSION_VIOLATION = "23P01";
export const UNIQUE_VIOLATION = "23505";
