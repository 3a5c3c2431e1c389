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
  /**
   * The same count as `hit`, as SQL a route's own statement runs (one round trip instead of two):
   * `sql` counts and answers the counter's row, `allows` is true over that row when under the
   * limit, and `wait` reads the row as `hit` answers.
   */
  inStatement: (name: RateLimitName, client: string) => CountInStatement;
}

/** A hit counted inside another statement (`RateLimiter.inStatement`); parameters from `$<first>`. */
export interface CountInStatement {
  /** `INSERT … RETURNING "hits", "secondsLeft"`: the counter's row. */
  sql: (first: number) => string;
  /** Over the counter's row (`row`, e.g. a CTE's name): whether the call is under the limit. */
  allows: (row: string, first: number) => string;
  values: unknown[];
  /** The seconds to wait when the row is over the limit, else null. */
  wait: (row: CounterRow) => number | null;
}

/**
 * A call's count that a route handler runs inside its own statement (`ctx.state.rateCount`, set by
 * the `rateLimitInStatement` step), one round trip less. The handler settles it before it answers:
 * `counted` with the counter's row its statement answered (a 429 when over the limit), or `apart`
 * when its statement did not count (the count is then made alone, as `hit` makes it).
 */
export interface RateCount extends CountInStatement {
  counted: (row: unknown) => void;
  apart: () => Promise<void>;
}

interface CounterRow {
  hits: number;
  secondsLeft: number;
}

// One statement, so two processes counting the same key at once cannot both start a fresh window.
// Prepared once per pooled connection (no SQL built or planned per call). The table is unlogged
// (migration 20261128041000): the commit of a call that wrote only its counter does not wait for a
// log flush, and a crash forgets the counters, which costs nothing.
// The key is `$<first>`, the window's seconds `$<first + 1>` (and the limit `$<first + 2>` for `allows`).
const hitSql = (first: number) => `INSERT INTO rate_limits ("key", "hits", "windowEndsAt")
         VALUES ($${first}, 1, now() + make_interval(secs => $${first + 1}::float8))
         ON CONFLICT ("key") DO UPDATE SET
           "hits" = CASE WHEN rate_limits."windowEndsAt" <= now() THEN 1 ELSE rate_limits."hits" + 1 END,
           "windowEndsAt" = CASE WHEN rate_limits."windowEndsAt" <= now()
             THEN EXCLUDED."windowEndsAt" ELSE rate_limits."windowEndsAt" END
         RETURNING "hits", EXTRACT(EPOCH FROM ("windowEndsAt" - now()))::float AS "secondsLeft"`;
const HIT: PreparedStatement = { name: "rate-limit-hit", text: hitSql(1) };

/** Over the limit: the seconds left in its window, at least 1. */
const waitOver = (row: CounterRow, max: number) => (row.hits > max ? Math.max(row.secondsLeft, 1) : null);

export const createRateLimiter = (limits: RateLimitConfig): RateLimiter => ({
  hit: async (name, client) => {
    const { max, windowMs } = limits[name];
    const [row] = await preparedRows<CounterRow>(HIT, [`${name}:${client}`, windowMs / 1000]);
    if (!row) throw new Error("the rate-limit counter answered no row");
    return waitOver(row, max);
  },
  inStatement: (name, client) => {
    const { max, windowMs } = limits[name];
    return {
      sql: hitSql,
      allows: (row, first) => `${row}."hits" <= $${first + 2}::int`,
      values: [`${name}:${client}`, windowMs / 1000, max],
      wait: (row) => waitOver(row, max),
    };
  },
});

/** Housekeeping: a window that has ended counts nothing. */
export const sweepEndedRateLimits = async (): Promise<void> => {
  await database().query(`DELETE FROM rate_limits WHERE "windowEndsAt" < now()`);
};
