import type { Logger } from "../logger";
import { sweepOldDeletionTokens } from "./account/deletionByEmail";
import { sweepOldConfirmations } from "./auth/emailVerification";
import { sweepOldLoginAttempts } from "./auth/loginThrottle";
import { sweepOldResetTokens } from "./auth/passwordReset";
import { sweepExpiredSessions } from "./auth/sessionStore";
import { sweepExpiredIdempotencyKeys } from "./idempotency/idempotencyKeys";
import { sweepEndedRateLimits } from "./rateLimiter";

const HOUR_MS = 60 * 60 * 1000;

/**
 * Deletes expired sessions, stale sign-in failures, idempotency answers past their window, ended
 * rate-limit windows and dead reset, confirmation and deletion tokens, now and then every hour;
 * returns a stop function.
 */
export const startHousekeeping = (
  loginWindowMs: number,
  logger: Logger,
  intervalMs: number = HOUR_MS,
): (() => void) => {
  const sweep = async () => {
    try {
      await Promise.all([
        sweepExpiredSessions(),
        sweepOldLoginAttempts(loginWindowMs),
        sweepExpiredIdempotencyKeys(),
        sweepEndedRateLimits(),
        sweepOldResetTokens(),
        sweepOldConfirmations(),
        sweepOldDeletionTokens(),
      ]);
    } catch (error) {
      logger.warn({ err: error }, "housekeeping sweep failed");
    }
  };
  void sweep();
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
};
