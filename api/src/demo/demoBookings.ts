import type { Transaction } from "sequelize";
import { database } from "../db/database";
import type { Match } from "../db/models";
import { timeOrderedId } from "../lib/rowIds";
import { planOccurrences } from "../services/bookings/plan";
import { addDays, instantOf, localDateOf, weekdayOf } from "../services/bookings/wallClock";
import { syncRequestStatus } from "../services/matching/requestStatus";

/**
 * The demo's booked conversation (one of conversations.json, maya.rivera and leah.goldberg, DESIGN
 * 11.3): its match is accepted by both, with a session that ended yesterday (no references yet, so
 * both can write theirs) and a weekly series of eight Tuesdays ahead, both confirmed, so a fresh
 * `npm start` shows bookings in the conversation, on /calendar and in the feeds.
 */
export const DEMO_BOOKING_PAIR = {
  request: "Intergenerational Hand-Building Afternoons",
  offer: "Sunrise Studio",
} as const;

const HOUR = 3_600_000;

const insertBooking = async (
  match: Match,
  { proposedBy, timeZone, dates }: { proposedBy: string; timeZone: string; dates: ReturnType<typeof planOccurrences> },
  until: string | null,
  transaction: Transaction,
) => {
  const id = timeOrderedId();
  const [first] = dates;
  if (!first) return;
  await database().query(
    `INSERT INTO bookings ("id", "matchId", "spaceOfferId", "proposedBy", "status", "startsAt", "endsAt", "repeatUntil",
       "timeZone", "participants", "note", "expiresAt", "createdAt", "updatedAt")
     VALUES (:id, :matchId, :offerId, :proposedBy, 'confirmed', :startsAt, :endsAt, :until, :timeZone, 10,
       'Two long tables by the sink, please; we bring our own clay.', :startsAt, now(), now())`,
    {
      replacements: {
        id,
        matchId: match.id,
        offerId: match.spaceOfferId,
        proposedBy,
        startsAt: first.startsAt,
        endsAt: first.endsAt,
        until,
        timeZone,
      },
      transaction,
    },
  );
  await database().query(
    `INSERT INTO booking_occurrences ("bookingId", "spaceOfferId", "date", "startsAt", "endsAt", "originalStartsAt", "status",
       "remindedAt")
     SELECT :id, :offerId, d, s, e, s, 'confirmed', CASE WHEN s < now() THEN s END
       FROM unnest(:dates::date[], :starts::timestamptz[], :ends::timestamptz[]) AS t(d, s, e)`,
    {
      replacements: {
        id,
        offerId: match.spaceOfferId,
        dates: `{${dates.map((o) => o.date).join(",")}}`,
        starts: `{${dates.map((o) => o.startsAt.toISOString()).join(",")}}`,
        ends: `{${dates.map((o) => o.endsAt.toISOString()).join(",")}}`,
      },
      transaction,
    },
  );
};

/** Accepts the pair's match for both and books it (in the seed's transaction, the server's zone). */
export const seedDemoBookings = async (
  match: Match,
  parties: { seekerId: string; hostId: string },
  { timeZone, now = new Date() }: { timeZone: string; now?: Date },
  transaction: Transaction,
): Promise<void> => {
  await match.update({ status: "accepted", acceptedBy: [parties.seekerId, parties.hostId] }, { transaction });
  await syncRequestStatus(match.spaceRequestId, transaction);
  const at = (date: string, hour: number) => instantOf({ date, hour, minute: 0, second: 0, millisecond: 0 }, timeZone);
  const today = localDateOf(now, timeZone);
  const yesterday = addDays(today, -1);
  await insertBooking(
    match,
    {
      proposedBy: parties.seekerId,
      timeZone,
      dates: [{ date: yesterday, startsAt: at(yesterday, 14), endsAt: at(yesterday, 16) }],
    },
    null,
    transaction,
  );
  let tuesday = addDays(today, 1);
  while (weekdayOf(tuesday) !== 2) tuesday = addDays(tuesday, 1);
  const until = addDays(tuesday, 7 * 7);
  const startsAt = at(tuesday, 14);
  await insertBooking(
    match,
    {
      proposedBy: parties.seekerId,
      timeZone,
      dates: planOccurrences({ startsAt, endsAt: new Date(startsAt.getTime() + 2 * HOUR), until }, timeZone),
    },
    until,
    transaction,
  );
};
