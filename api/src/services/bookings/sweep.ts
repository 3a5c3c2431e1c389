import { BOOKING_RULES, displayName } from "@kindred/contract";
import { QueryTypes } from "sequelize";
import { database } from "../../db/database";
import type { BackgroundTask } from "../jobs/jobRunner";
import { notifyBookings } from "../notifications/notifier";
import { publishDueReferences, sendReferenceReminders } from "../references/sweep";
import { findBooking } from "./bookingStore";
import { bookingFacts } from "./notices";

export interface ExpiredBooking {
  id: string;
  matchId: string;
  proposedBy: string | null;
}

export interface BookingSweepResult {
  expired: ExpiredBooking[];
  /** Proposed new times of confirmed dates that went unanswered (the dates keep their time). */
  lapsedReschedules: number;
}

/**
 * Expires what went unanswered by `now`: proposals (48 hours, or their first date's start) and
 * proposed new times of single dates. Each row is claimed by the UPDATE that changes it (SKIP
 * LOCKED), so with several processes sweeping, each expiry happens, and is told, exactly once.
 */
export const expireUnanswered = async ({
  now,
  batchSize = 500,
}: {
  now: Date;
  batchSize?: number;
}): Promise<BookingSweepResult> =>
  database().transaction(async (transaction) => {
    const expired = await database().query<ExpiredBooking>(
      `UPDATE bookings SET "status" = 'expired', "updatedAt" = :now
        WHERE "id" IN (SELECT "id" FROM bookings WHERE "status" = 'proposed' AND "expiresAt" <= :now
                        ORDER BY "expiresAt" LIMIT :batchSize FOR UPDATE SKIP LOCKED)
        RETURNING "id", "matchId", "proposedBy"`,
      { replacements: { now, batchSize }, type: QueryTypes.SELECT, transaction },
    );
    if (expired.length > 0) {
      await database().query(
        `UPDATE booking_occurrences SET "status" = 'expired' WHERE "bookingId" = ANY(:ids::uuid[])`,
        { replacements: { ids: `{${expired.map((row) => row.id).join(",")}}` }, transaction },
      );
    }
    // Both parties hear that it lapsed.
    for (const { id } of expired) {
      const booking = await findBooking(id, { transaction });
      const facts = {
        ...bookingFacts(booking),
        change: "expired" as const,
        actorName: null,
        occurrence: null,
        late: false,
      };
      const parties = [booking.seekerId, booking.hostId].filter((party): party is string => party !== null);
      await notifyBookings(
        parties.map((userId) => ({
          userId,
          matchId: booking.matchId,
          content: { type: "booking_update" as const, facts },
        })),
        parties,
        transaction,
      );
    }
    const lapsed = await database().query<{ id: string }>(
      `UPDATE booking_occurrences
          SET "rescheduleStartsAt" = NULL, "rescheduleEndsAt" = NULL, "rescheduleBy" = NULL, "rescheduleExpiresAt" = NULL
        WHERE "id" IN (SELECT "id" FROM booking_occurrences WHERE "rescheduleExpiresAt" <= :now
                        ORDER BY "rescheduleExpiresAt" LIMIT :batchSize FOR UPDATE SKIP LOCKED)
        RETURNING "id"`,
      { replacements: { now, batchSize }, type: QueryTypes.SELECT, transaction },
    );
    return { expired, lapsedReschedules: lapsed.length };
  });

const HOUR = 3_600_000;

/**
 * `booking_reminder` to both parties of every confirmed date starting within 24 hours of `now`.
 * The date's `remindedAt` is claimed by the UPDATE that sets it (SKIP LOCKED), in the transaction
 * that writes the notifications, so each reminder goes out once however many processes sweep (a
 * moved date is reminded again at its new time). Returns how many dates were reminded.
 */
export const sendDueReminders = async ({ now, batchSize = 500 }: { now: Date; batchSize?: number }): Promise<number> =>
  database().transaction(async (transaction) => {
    const claimed = await database().query<{ id: string; bookingId: string }>(
      `UPDATE booking_occurrences SET "remindedAt" = :now
        WHERE "id" IN (SELECT "id" FROM booking_occurrences
                        WHERE "status" = 'confirmed' AND "remindedAt" IS NULL
                          AND "startsAt" > :now AND "startsAt" <= :horizon
                        ORDER BY "startsAt" LIMIT :batchSize FOR UPDATE SKIP LOCKED)
        RETURNING "id", "bookingId"`,
      {
        replacements: { now, horizon: new Date(now.getTime() + BOOKING_RULES.reminderHours * HOUR), batchSize },
        type: QueryTypes.SELECT,
        transaction,
      },
    );
    for (const { id, bookingId } of claimed) {
      const booking = await findBooking(bookingId, { transaction });
      const occurrence = booking.occurrences.find((o) => o.id === id);
      const names = await database().query<{ id: string; firstName: string | null; lastName: string | null }>(
        `SELECT "id", "firstName", "lastName" FROM users WHERE "id" IN (:ids)`,
        { replacements: { ids: [booking.seekerId ?? id, booking.hostId ?? id] }, type: QueryTypes.SELECT, transaction },
      );
      const nameOf = (userId: string | null) => {
        const user = names.find((row) => row.id === userId);
        return displayName({ firstName: user?.firstName, lastName: user?.lastName });
      };
      const parties = [
        [booking.seekerId, booking.hostId],
        [booking.hostId, booking.seekerId],
      ].filter((pair): pair is [string, string | null] => pair[0] !== null);
      await notifyBookings(
        parties.map(([userId, otherId]) => ({
          userId,
          matchId: booking.matchId,
          content: {
            type: "booking_reminder" as const,
            facts: { ...bookingFacts(booking, occurrence), otherName: nameOf(otherId) },
          },
        })),
        parties.map(([userId]) => userId),
        transaction,
      );
    }
    return claimed.length;
  });

/**
 * Bookings and references as a task of the job queue, every `intervalMs` (straight on while a
 * pass fills its batch): expiries, booking reminders, references due to publish (14 days) and
 * reference reminders (3 days). Passes come one after another; the row claims keep two that
 * meet (on two hosts) from doing anything twice.
 */
export const bookingsTask = ({
  intervalMs = 60_000,
  clock = () => new Date(),
  log,
}: {
  intervalMs?: number;
  clock?: () => Date;
  log?: (line: string) => void;
} = {}): BackgroundTask => ({
  name: "bookings",
  everyMs: intervalMs,
  onError: (error) => log?.(`bookings: ${error.message}`),
  run: async () => {
    const now = clock();
    const result = await expireUnanswered({ now });
    const reminded = await sendDueReminders({ now });
    const published = await publishDueReferences({ now });
    const nudged = await sendReferenceReminders({ now });
    if (result.expired.length > 0) log?.(`bookings: ${result.expired.length} proposal(s) expired`);
    if (reminded > 0) log?.(`bookings: ${reminded} reminder(s) sent`);
    if (published > 0) log?.(`references: ${published} published after 14 days`);
    if (nudged > 0) log?.(`references: ${nudged} reminder(s) sent`);
    return { again: [result.expired.length, reminded, published, nudged].some((count) => count === 500) };
  },
});
