import type { Sequelize } from "sequelize-typescript";
import { sweepExpiredSessions } from "../middleware/session";
import { sweepOldLoginAttempts } from "./auth/loginThrottle";
import { sweepEndedRateLimits } from "./rateLimiter";

const HOUR_MS = 60 * 60 * 1000;

/**
 * Deletes expired sessions, stale sign-in failures and ended rate-limit windows now and then every
 * hour; returns a stop function.
 */
export const startHousekeeping = (sequelize: Sequelize, intervalMs: number = HOUR_MS): (() => void) => {
  const sweep = async () => {
    try {
      await Promise.all([sweepExpiredSessions(), sweepOldLoginAttempts(), sweepEndedRateLimits(sequelize)]);
    } catch (error) {
      console.warn("Housekeeping sweep failed:", error instanceof Error ? error.message : error);
    }
  };
  void sweep();
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
};
