import type { RateLimitName } from "@kindred/contract";
import type { AppContext, AppMiddleware } from "../context";
import { RateLimitError } from "../errors";
import type { CountInStatement, RateCount } from "../services/rateLimiter";

interface RateLimitOptions {
  /** Count by IP always (registration, where the caller has no account yet). */
  perIp?: boolean;
  /** Other counters than the caller's (each counted; the call is refused when any is over). */
  keys?: (ctx: AppContext) => string[];
  /** The 429's words, when the route has its own: read when a call is refused, in the reader's language. */
  message?: () => string;
}

/** Who a call is counted as: per member when signed in, per IP otherwise, or per each of `keys`. */
const clientsOf = (ctx: AppContext, { perIp = false, keys }: RateLimitOptions) => {
  const { user } = ctx.state;
  return keys ? keys(ctx) : [user && !perIp ? `member:${user.id}` : `ip:${ctx.ip}`];
};

/** Refuses the call (429 with Retry-After) when any of the counts' waits is set. */
const refuseOver = (waits: (number | null)[], message: RateLimitOptions["message"]) => {
  const retryAfter = waits.reduce<number | null>(
    (longest, wait) => (wait === null ? longest : Math.max(longest ?? 0, wait)),
    null,
  );
  if (retryAfter !== null) throw RateLimitError(message?.(), retryAfter);
};

/**
 * A route step that counts each call against limit `name`: per member when signed in, per IP
 * otherwise, or per each of `keys`.
 */
export const rateLimit =
  (name: RateLimitName, options: RateLimitOptions = {}): AppMiddleware =>
  async (ctx, next) => {
    const waits = await Promise.all(
      clientsOf(ctx, options).map((client) => ctx.services.rateLimiter.hit(name, client)),
    );
    refuseOver(waits, options.message);
    await next();
  };

/**
 * `rateLimit` with the count made by the handler's own statement when it can (`RateCount`): the
 * same limit, key, 429 and Retry-After, each call counted once. A call the handler did not count
 * (it failed first: a 400, a 503) is counted here, and refused with 429 when over the limit, as
 * `rateLimit` would have refused it before the handler ran.
 */
export const rateLimitInStatement =
  (name: RateLimitName, options: Omit<RateLimitOptions, "keys"> = {}): AppMiddleware =>
  async (ctx, next) => {
    const [client] = clientsOf(ctx, options) as [string];
    const { rateLimiter } = ctx.services;
    const count = rateLimiter.inStatement(name, client);
    let settled = false;
    const settle = (wait: number | null) => {
      settled = true;
      refuseOver([wait], options.message);
    };
    ctx.state.rateCount = {
      ...count,
      counted: (row) => {
        if (!row) throw new Error("the rate-limit counter answered no row");
        settle(count.wait(row as Parameters<CountInStatement["wait"]>[0]));
      },
      apart: async () => settle(await rateLimiter.hit(name, client)),
    } satisfies RateCount;
    try {
      await next();
    } catch (error) {
      if (!settled) settle(await rateLimiter.hit(name, client));
      throw error;
    }
    if (!settled) throw new Error(`${ctx.path} answered without counting its rate limit`);
  };
