import { isIP } from "node:net";
import type { Middleware } from "koa";

/**
 * Behind a trusted proxy the client IP comes from `X-Forwarded-For`, which a client can fill with
 * anything. Rate-limit counters, the sign-in throttle and idempotency scopes are keyed by it, so
 * only an IP address is taken as one; anything else falls back to the connection's address.
 */
export const clientIp = (): Middleware => async (ctx, next) => {
  if (isIP(ctx.ip) === 0) ctx.request.ip = ctx.socket.remoteAddress ?? "";
  await next();
};
