import { sweepOldLoginAttempts } from "./auth/loginThrottle";
import { sweepOldResetTokens } from "./auth/passwordReset";
import { sweepExpiredSessions } from "./auth/sessionStore";

const HOUR_MS = 60 * 60 * 1000;

/** Deletes expired sessions, stale sign-in failures and dead reset tokens now and then every hour; returns a stop function. */
export const startHousekeeping = (intervalMs: number = HOUR_MS): (() => void) => {
  const sweep = async () => {
    try {
      await Promise.all([sweepExpiredSessions(), sweepOldLoginAttempts(), sweepOldResetTokens()]);
    } catch (error) {
      console.warn("Housekeeping sweep failed:", error instanceof Error ? error.message : error);
    }
  };
  void sweep();
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
};
