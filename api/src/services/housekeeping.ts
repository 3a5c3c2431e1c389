import { sweepOldLoginAttempts } from "./auth/loginThrottle";
import { sweepExpiredSessions } from "./auth/sessionStore";

const HOUR_MS = 60 * 60 * 1000;

/** Deletes expired sessions and stale sign-in failures now and then every hour; returns a stop function. */
export const startHousekeeping = (loginWindowMs: number, intervalMs: number = HOUR_MS): (() => void) => {
  const sweep = async () => {
    try {
      await Promise.all([sweepExpiredSessions(), sweepOldLoginAttempts(loginWindowMs)]);
    } catch (error) {
      console.warn("Housekeeping sweep failed:", error instanceof Error ? error.message : error);
    }
  };
  void sweep();
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
};
