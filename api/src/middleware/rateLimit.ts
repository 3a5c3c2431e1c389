import type { Middleware } from "koa";
import type { AppState } from "../context";
import { RateLimitError } from "../errors";
import type { RateLimiter } from "../services/rateLimiter";

type Ctx = Parameters<Middleware<AppState>>[0];

/**
 * A route step that counts each call against `pick(ctx.services)`, per client IP unless `keys`
 * names other counters (each one counted; the call is refused when any is over).
 */
export const rateLimit =
  (
    pick: (services: Ctx["services"]) => RateLimiter,
    { keys = (ctx: Ctx) => [ctx.ip], message }: { keys?: (ctx: Ctx) => string[]; message?: string } = {},
  ): Middleware<AppState> =>
  async (ctx, next) => {
    const limiter = pick(ctx.services);
    const waits = keys(ctx).map((key) => limiter.hit(key));
    const retryAfter = waits.reduce<number | null>(
      (longest, wait) => (wait === null ? longest : Math.max(longest ?? 0, wait)),
      null,
    );
    if (retryAfter !== null) throw RateLimitError(message, retryAfter);
    await next();
  };
