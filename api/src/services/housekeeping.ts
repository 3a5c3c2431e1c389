import type { Logger } from "../logger";
import { sweepOldLoginAttempts } from "./auth/loginThrottle";
import { sweepExpiredSessions } from "./auth/sessionStore";
import { sweepExpiredIdempotencyKeys } from "./idempotency/idempotencyKeys";

const HOUR_MS = 60 * 60 * 1000;

/**
 * Deletes expired sessions, stale sign-in failures and idempotency answers past their window, now
 * and then every hour; returns a stop function.
 */
export const startHousekeeping = (
  loginWindowMs: number,
  logger: Logger,
  intervalMs: number = HOUR_MS,
): (() => void) => {
  const sweep = async () => {
    try {
      await Promise.all([sweepExpiredSessions(), sweepOldLoginAttempts(loginWindowMs), sweepExpiredIdempotencyKeys()]);
    } catch (error) {
      logger.warn({ err: error }, "housekeeping sweep failed");
    }
  };
  void sweep();
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
};
