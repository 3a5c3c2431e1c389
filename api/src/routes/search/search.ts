import { ERROR_MESSAGES, searchQuery } from "@kindred/contract";
import Router from "@koa/router";
import type { z } from "zod";
import { type AppState, handler } from "../../context";
import { ServiceUnavailableError } from "../../errors";
import { rateLimit } from "../../middleware/rateLimit";
import { validate } from "../../middleware/validate";
import { presentSearchResult } from "../../presenters/search";
import { searchCommunity } from "../../services/search/communitySearch";

const router = new Router<AppState>();

/** Open to visitors; at most 10 of each kind, best first. */
router.get(
  "/search",
  rateLimit((services) => services.limiters.search),
  validate(searchQuery, "query"),
  handler<{ query: z.output<typeof searchQuery> }>(async (ctx) => {
    try {
      ctx.body = presentSearchResult(await searchCommunity(ctx.services.search, ctx.state.input.query.q));
    } catch (error) {
      // An external backend that is down is a 503 the dialog can show, not a 500.
      if (ctx.services.search.name === "postgres") throw error;
      throw ServiceUnavailableError(ERROR_MESSAGES.searchUnavailable);
    }
  }),
);

export default router;
