import { QueryTypes } from "sequelize";
import { database } from "../db/database";
import type { Logger } from "../logger";
import { sweepOldDeletionTokens } from "./account/deletionByEmail";
import { sweepOldConfirmations } from "./auth/emailVerification";
import { sweepOldLoginAttempts } from "./auth/loginThrottle";
import { sweepOldResetTokens } from "./auth/passwordReset";
import { sweepExpiredSessions } from "./auth/sessionStore";
import { sweepExpiredIdempotencyKeys } from "./idempotency/idempotencyKeys";
import type { BackgroundTask } from "./jobs/jobRunner";
import { sweepEndedRateLimits } from "./rateLimiter";

/** How often a process asks whether this hour's sweep is still to do. */
const CHECK_EVERY_MS = 5 * 60 * 1000;

/**
 * Claims the current hour (by the database's clock, the same for every host) with a row: the
 * first claim of an hour sweeps, every other finds it taken. Claims older than a day go.
 */
const claimThisHour = async (): Promise<boolean> => {
  const claimed = await database().query(
    `WITH old AS (DELETE FROM housekeeping_runs WHERE "slot" < now() - interval '1 day')
     INSERT INTO housekeeping_runs ("slot") VALUES (date_trunc('hour', now()))
     ON CONFLICT ("slot") DO NOTHING RETURNING "slot"`,
    { type: QueryTypes.SELECT },
  );
  return claimed.length > 0;
};

/**
 * Deletes expired sessions, stale sign-in failures, idempotency answers past their window, ended
 * rate-limit windows and dead reset, confirmation and deletion tokens, unless another process
 * already did this hour. Answers whether it swept.
 */
export const sweepIfDue = async (loginWindowMs: number): Promise<boolean> => {
  if (!(await claimThisHour())) return false;
  await Promise.all([
    sweepExpiredSessions(),
    sweepOldLoginAttempts(loginWindowMs),
    sweepExpiredIdempotencyKeys(),
    sweepEndedRateLimits(),
    sweepOldResetTokens(),
    sweepOldConfirmations(),
    sweepOldDeletionTokens(),
  ]);
  return true;
};

/**
 * Housekeeping as a task of the job queue: a run now, then every five minutes, sweeps if this
 * hour's sweep is still to do (the `housekeeping_runs` claim keeps it to one per hour).
 */
export const housekeepingTask = (
  loginWindowMs: number,
  logger: Logger,
  intervalMs: number = CHECK_EVERY_MS,
): BackgroundTask => ({
  name: "housekeeping",
  everyMs: intervalMs,
  onError: (error) => logger.warn({ err: error }, "housekeeping sweep failed"),
  run: async () => {
    await sweepIfDue(loginWindowMs);
    return { again: false };
  },
});
