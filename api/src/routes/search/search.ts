import { ERROR_MESSAGES, SEARCH_ROUTES } from "@kindred/contract";
import Router from "@koa/router";
import type { AppState } from "../../context";
import { ServiceUnavailableError } from "../../errors";
import { rateLimit } from "../../middleware/rateLimit";
import { presentSearchResult } from "../../presenters/search";
import { searchCommunity } from "../../services/search/communitySearch";
import { register } from "../register";

const router = new Router<AppState>();

/** Open to visitors; at most 10 of each kind, best first; members the searcher blocked or who are suspended left out. */
register(
  router,
  SEARCH_ROUTES.search,
  async (ctx) => {
    try {
      // Members the searcher blocked, and members a suspension holds, are left out (by the rows' statement).
      const rows = await searchCommunity(ctx.services.search, ctx.state.input.query.q, ctx.state.user?.id ?? null);
      ctx.type = "json";
      ctx.body = presentSearchResult(rows);
    } catch (error) {
      // An external backend that is down is a 503 the dialog can show, not a 500.
      if (ctx.services.search.name === "postgres") throw error;
      throw ServiceUnavailableError(ERROR_MESSAGES.searchUnavailable);
    }
  },
  { limit: rateLimit("search") },
);

export default router;
