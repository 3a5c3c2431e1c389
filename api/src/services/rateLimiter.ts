import type { RateLimitName } from "@kindred/contract";
import { QueryTypes } from "sequelize";
import { database } from "../db/database";

export interface RateLimit {
  max: number;
  windowMs: number;
}

export type RateLimitConfig = Record<RateLimitName, RateLimit>;

/**
 * Fixed-window counters in the `rate_limits` table, so every API process spends one budget.
 * Sign-in failures have their own throttle (see loginThrottle).
 */
export interface RateLimiter {
  /** Counts one hit of `client` against limit `name`; returns the seconds to wait when over it, else null. */
  hit: (name: RateLimitName, client: string) => Promise<number | null>;
}

// One statement, so two processes counting the same key at once cannot both start a fresh window.
// Its commit does not wait for the log to reach the disk (`SET LOCAL` lasts for this statement's
// own implicit transaction): a crash may forget the last hits of a budget, which costs nothing,
// while waiting for the flush made every limited call (each search) wait for a disk write.
const HIT = `
  SET LOCAL synchronous_commit = off;
  INSERT INTO rate_limits ("key", "hits", "windowEndsAt")
  VALUES (:key, 1, now() + make_interval(secs => :windowSeconds))
  ON CONFLICT ("key") DO UPDATE SET
    "hits" = CASE WHEN rate_limits."windowEndsAt" <= now() THEN 1 ELSE rate_limits."hits" + 1 END,
    "windowEndsAt" = CASE WHEN rate_limits."windowEndsAt" <= now()
      THEN EXCLUDED."windowEndsAt" ELSE rate_limits."windowEndsAt" END
  RETURNING "hits", EXTRACT(EPOCH FROM ("windowEndsAt" - now()))::float AS "secondsLeft"`;

export const createRateLimiter = (limits: RateLimitConfig): RateLimiter => ({
  hit: async (name, client) => {
    const { max, windowMs } = limits[name];
    const [row] = await database().query<{ hits: number; secondsLeft: number }>(HIT, {
      replacements: { key: `${name}:${client}`, windowSeconds: windowMs / 1000 },
      type: QueryTypes.SELECT,
    });
    return row.hits > max ? Math.max(row.secondsLeft, 1) : null;
  },
});

/** Housekeeping: a window that has ended counts nothing. */
export const sweepEndedRateLimits = async (): Promise<void> => {
  await database().query(`DELETE FROM rate_limits WHERE "windowEndsAt" < now()`);
};
