import type { Middleware } from "koa";
import type { AppState } from "../context";
import { RateLimitError } from "../errors";
import type { RateLimiter } from "../services/rateLimiter";

/** A route step that counts each call per client IP against `pick(ctx.services)`. */
export const rateLimit =
  (pick: (services: Parameters<Middleware<AppState>>[0]["services"]) => RateLimiter): Middleware<AppState> =>
  async (ctx, next) => {
    const retryAfter = pick(ctx.services).hit(ctx.ip);
    if (retryAfter !== null) throw RateLimitError(undefined, retryAfter);
    await next();
  };
