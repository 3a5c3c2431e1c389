import type { RateLimitName } from "@kindred/contract";
import type { AppMiddleware } from "../context";
import { RateLimitError } from "../errors";

/**
 * A route step that counts each call against limit `name`: per member when signed in, per IP
 * otherwise. `perIp` counts by IP always (registration, where the caller has no account yet).
 */
export const rateLimit =
  (name: RateLimitName, { perIp = false } = {}): AppMiddleware =>
  async (ctx, next) => {
    const { user } = ctx.state;
    const client = user && !perIp ? `member:${user.id}` : `ip:${ctx.ip}`;
    const retryAfter = await ctx.services.rateLimiter.hit(name, client);
    if (retryAfter !== null) throw RateLimitError(undefined, retryAfter);
    await next();
  };
