import type { RateLimitName } from "@kindred/contract";
import { database } from "../db/database";
import { type PreparedStatement, preparedRows } from "../db/prepared";

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
// Prepared once per pooled connection (no SQL built or planned per call). The table is unlogged
// (migration 20261128041000): the commit of a call that wrote only its counter does not wait for a
// log flush, and a crash forgets the counters, which costs nothing.
const HIT: PreparedStatement = {
  name: "rate-limit-hit",
  text: `INSERT INTO rate_limits ("key", "hits", "windowEndsAt")
         VALUES ($1, 1, now() + make_interval(secs => $2::float8))
         ON CONFLICT ("key") DO UPDATE SET
           "hits" = CASE WHEN rate_limits."windowEndsAt" <= now() THEN 1 ELSE rate_limits."hits" + 1 END,
           "windowEndsAt" = CASE WHEN rate_limits."windowEndsAt" <= now()
             THEN EXCLUDED."windowEndsAt" ELSE rate_limits."windowEndsAt" END
         RETURNING "hits", EXTRACT(EPOCH FROM ("windowEndsAt" - now()))::float AS "secondsLeft"`,
};

export const createRateLimiter = (limits: RateLimitConfig): RateLimiter => ({
  hit: async (name, client) => {
    const { max, windowMs } = limits[name];
    const [row] = await preparedRows<{ hits: number; secondsLeft: number }>(HIT, [
      `${name}:${client}`,
      windowMs / 1000,
    ]);
    if (!row) throw new Error("the rate-limit counter answered no row");
    return row.hits > max ? Math.max(row.secondsLeft, 1) : null;
  },
});

/** Housekeeping: a window that has ended counts nothing. */
export const sweepEndedRateLimits = async (): Promise<void> => {
  await database().query(`DELETE FROM rate_limits WHERE "windowEndsAt" < now()`);
};
