import { ERROR_MESSAGES, searchQuery } from "@kindred/contract";
import Router from "@koa/router";
import type { z } from "zod";
import { type AppState, handler } from "../../context";
import { ServiceUnavailableError } from "../../errors";
import { rateLimit } from "../../middleware/rateLimit";
import { validate } from "../../middleware/validate";
import { createRateLimiter, type RateLimiter } from "../../services/rateLimiter";
import { searchBackendOf } from "../../services/search/backend";
import { searchCommunity } from "../../services/search/communitySearch";

const router = new Router<AppState>();

/** The search dialog types as it goes (debounced 300 ms): generous, but not unlimited. */
const SEARCH_LIMIT = { max: 120, windowMs: 60 * 1000 };
const limiters = new WeakMap<object, RateLimiter>();
const searchLimiter = (services: object) => {
  let limiter = limiters.get(services);
  if (!limiter) {
    limiter = createRateLimiter(SEARCH_LIMIT);
    limiters.set(services, limiter);
  }
  return limiter;
};

/** Open to visitors; at most 10 of each kind, best first. */
router.get(
  "/search",
  rateLimit(searchLimiter),
  validate(searchQuery, "query"),
  handler<{ query: z.output<typeof searchQuery> }>(async (ctx) => {
    try {
      ctx.body = await searchCommunity(searchBackendOf(ctx.services), ctx.state.input.query.q);
    } catch (error) {
      // An external backend that is down is a 503 the dialog can show, not a 500.
      if (searchBackendOf(ctx.services).name === "postgres") throw error;
      throw ServiceUnavailableError(ERROR_MESSAGES.searchUnavailable);
    }
  }),
);

export default router;
