import type { Logger } from "../logger";
import { sweepOldLoginAttempts } from "./auth/loginThrottle";
import { sweepExpiredSessions } from "./auth/sessionStore";
import { sweepExpiredIdempotencyKeys } from "./idempotency/idempotencyKeys";
import { sweepEndedRateLimits } from "./rateLimiter";

const HOUR_MS = 60 * 60 * 1000;

/**
 * Deletes expired sessions, stale sign-in failures, idempotency answers past their window and ended
 * rate-limit windows, now and then every hour; returns a stop function.
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
