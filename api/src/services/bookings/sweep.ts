import { QueryTypes } from "sequelize";
import { database } from "../../db/database";
import { startPollingLoop } from "../../lib/pollingLoop";

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

/**
 * Sweeps bookings every `intervalMs` (straight on while a pass fills its batch). Every API process
 * runs it; the row claims keep them from doing anything twice. Returns the stop function.
 */
export const startBookingsJob = ({
  intervalMs = 60_000,
  clock = () => new Date(),
  log,
}: {
  intervalMs?: number;
  clock?: () => Date;
  log?: (line: string) => void;
} = {}): (() => Promise<void>) =>
  startPollingLoop(
    async () => {
      const result = await expireUnanswered({ now: clock() });
      if (result.expired.length > 0) log?.(`bookings: ${result.expired.length} proposal(s) expired`);
      return { busy: result.expired.length === 500 };
    },
    { idleMs: intervalMs, onError: (error) => log?.(`bookings: ${error.message}`) },
  );
