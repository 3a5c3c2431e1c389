import type { AppMiddleware } from "../context";
import { requestStarted } from "../lib/requestsInFlight";

/** Counts each API request while it is answered (not the event stream, which stays open). */
export const countInFlight = (): AppMiddleware => async (ctx, next) => {
  if (ctx.path === "/api/events") return next();
  const ended = requestStarted();
  try {
    await next();
  } finally {
    ended();
  }
};
