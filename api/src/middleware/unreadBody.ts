import type { Middleware } from "koa";

/**
 * A request answered before its body was fully read (413 for a body over the limit, 415, 401 on
 * an upload…) leaves the rest of that body in the connection: a keep-alive client's next request
 * would queue behind it and be reset seconds later. Such answers close the connection, and the
 * unread rest is discarded meanwhile rather than left paused.
 */
export const closeUnreadRequests = (): Middleware => async (ctx, next) => {
  try {
    await next();
  } finally {
    if (!ctx.req.complete && !ctx.headerSent) {
      ctx.set("Connection", "close");
      ctx.req.resume();
    }
  }
};
