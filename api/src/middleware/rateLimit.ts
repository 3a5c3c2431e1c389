import type { RateLimitName } from "@kindred/contract";
import type { AppContext, AppMiddleware } from "../context";
import { RateLimitError } from "../errors";

interface RateLimitOptions {
  /** Count by IP always (registration, where the caller has no account yet). */
  perIp?: boolean;
  /** Other counters than the caller's (each counted; the call is refused when any is over). */
  keys?: (ctx: AppContext) => string[];
  /** The 429's words, when the route has its own: read when a call is refused, in the reader's language. */
  message?: () => string;
}

/**
 * A route step that counts each call against limit `name`: per member when signed in, per IP
 * otherwise, or per each of `keys`.
 */
export const rateLimit =
  (name: RateLimitName, { perIp = false, keys, message }: RateLimitOptions = {}): AppMiddleware =>
  async (ctx, next) => {
    const { user } = ctx.state;
    const clients = keys ? keys(ctx) : [user && !perIp ? `member:${user.id}` : `ip:${ctx.ip}`];
    const waits = await Promise.all(clients.map((client) => ctx.services.rateLimiter.hit(name, client)));
    const retryAfter = waits.reduce<number | null>(
      (longest, wait) => (wait === null ? longest : Math.max(longest ?? 0, wait)),
      null,
    );
    if (retryAfter !== null) throw RateLimitError(message?.(), retryAfter);
    await next();
  };
