import {
  BOOKING_RULES,
  BOOKING_TEXTS,
  type BookingStatus,
  bookingOccurrence,
  displayName,
  myOccurrence,
  type PageQuery,
} from "@kindred/contract";
import { QueryTypes } from "sequelize";
import { database } from "../../db/database";
import { BOOKING_FIELDS, shownIn } from "../../db/fieldTables";
import { ValidationError } from "../../errors";
import { cursorReplacements, pageOf } from "../../lib/paging";
import { OCCURRENCE_COLUMNS, type OccurrenceRow } from "./bookingStore";
import { addDays, daysBetween, instantOf, localDateOf } from "./wallClock";

/** The default window of the calendar reads: today and the 89 days after it. */
const DEFAULT_DAYS = 90;

/**
 * `from`/`to` (`YYYY-MM-DD`, inclusive, in `timeZone`) as the instants that bound them: from the
 * start of `from` to the end of `to`. More than 400 days, or `to` before `from`, is a 400.
 */
export const dateRange = (
  { from, to }: { from?: string; to?: string },
  timeZone: string,
  now: Date = new Date(),
): { start: Date; end: Date } => {
  const first = from ?? localDateOf(now, timeZone);
  const last = to ?? addDays(first, DEFAULT_DAYS - 1);
  const span = daysBetween(first, last);
  if (span < 0 || span >= BOOKING_RULES.maxRangeDays) {
    throw ValidationError(undefined, [{ path: "to", message: BOOKING_TEXTS.invalidRange }]);
  }
  const midnight = (date: string) => instantOf({ date, hour: 0, minute: 0, second: 0, millisecond: 0 }, timeZone);
  return { start: midnight(first), end: midnight(addDays(last, 1)) };
};

export type MyOccurrenceRow = OccurrenceRow & {
  matchId: string;
  bookingStatus: BookingStatus;
  role: "seeker" | "host";
  spaceOfferId: string | null;
  spaceName: string | null;
  otherPartyName: string;
  proposedBy: string | null;
  outsideAvailability: boolean;
  cursorKey: string;
};

/**
 * The booking's own fields a date of the member's calendar shows (`myOccurrence`'s keys that
 * `BOOKING_FIELDS` shows, but the date's own: its times and status), of booking row `b`.
 */
const BOOKING_OF_DATE_COLUMNS = shownIn(BOOKING_FIELDS, myOccurrence.shape)
  .filter((name) => !(name in bookingOccurrence.shape))
  .map((name) => `b."${name}"`)
  .join(", ");

/** The statuses of the bookings whose dates a calendar shows (answered-no and lapsed ones stay out). */
const SHOWN = `('proposed', 'confirmed', 'cancelled')`;

/**
 * Every date of the member's bookings (as seeker and as host) that overlaps the range, earliest
 * first, one page at a time (the cursor names the last date's start and id).
 */
export const myOccurrences = async (
  userId: string,
  range: { start: Date; end: Date },
  page: PageQuery,
): Promise<{ items: MyOccurrenceRow[]; nextCursor: string | null }> => {
  const after = cursorReplacements(page);
  const rows = await database().query<
    Omit<MyOccurrenceRow, "otherPartyName"> & { otherFirstName: string | null; otherLastName: string | null }
  >(
    // The host's dates come straight from the (offer, start) index of their spaces, the seeker's
    // through their matches; a date lasts at most 14 hours, so one starting that long before the
    // range is the earliest that can reach into it.
    `WITH picked AS (
       SELECT x.* FROM booking_occurrences x
        WHERE x."spaceOfferId" IN (SELECT "id" FROM space_offers WHERE "userId" = :userId)
          AND x."startsAt" < :end AND x."startsAt" > :earliest AND x."endsAt" > :start
       UNION
       SELECT x.* FROM matches m JOIN bookings sb ON sb."matchId" = m."id"
         JOIN booking_occurrences x ON x."bookingId" = sb."id"
        WHERE m."seekerId" = :userId AND x."startsAt" < :end AND x."endsAt" > :start)
     SELECT ${OCCURRENCE_COLUMNS}, ${BOOKING_OF_DATE_COLUMNS}, b."status" AS "bookingStatus", o."spaceName",
            CASE WHEN m."hostId" = :userId THEN 'host' ELSE 'seeker' END AS "role",
            u."firstName" AS "otherFirstName", u."lastName" AS "otherLastName",
            floor(extract(epoch FROM x."startsAt") * 1000000)::bigint AS "cursorKey"
       FROM picked x
       JOIN bookings b ON b."id" = x."bookingId"
       JOIN matches m ON m."id" = b."matchId"
       LEFT JOIN space_offers o ON o."id" = b."spaceOfferId"
       LEFT JOIN users u ON u."id" = CASE WHEN m."hostId" = :userId THEN m."seekerId" ELSE m."hostId" END
      WHERE b."status" IN ${SHOWN}
        ${after ? `AND (x."startsAt", x."id") > (timestamptz 'epoch' + :cursorMicros::bigint * interval '1 microsecond', :cursorId)` : ""}
      ORDER BY x."startsAt", x."id"
      LIMIT :limit`,
    {
      replacements: {
        userId,
        ...range,
        earliest: new Date(range.start.getTime() - BOOKING_RULES.maxHours * 3_600_000),
        limit: page.limit + 1,
        ...(after ?? {}),
      },
      type: QueryTypes.SELECT,
    },
  );
  const named = rows.map(({ otherFirstName, otherLastName, ...row }) => ({
    ...row,
    otherPartyName: displayName({ firstName: otherFirstName, lastName: otherLastName }),
  }));
  return pageOf(named, page.limit, (row) => ({ createdAtMicros: String(row.cursorKey), id: row.id }));
};

/** The offer's confirmed times overlapping the range, earliest first: no names, no ids. */
export const busyRanges = async (
  spaceOfferId: string,
  range: { start: Date; end: Date },
): Promise<Array<{ id: string; start: Date; end: Date }>> =>
  database().query<{ id: string; start: Date; end: Date }>(
    `SELECT "id", "startsAt" AS "start", "endsAt" AS "end" FROM booking_occurrences
      WHERE "spaceOfferId" = :spaceOfferId AND "status" = 'confirmed' AND "startsAt" < :end AND "endsAt" > :start
      ORDER BY "startsAt"`,
    { replacements: { spaceOfferId, ...range }, type: QueryTypes.SELECT },
  );
