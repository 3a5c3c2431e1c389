import { SEARCH_ROUTES } from "@kindred/contract";
import Router from "@koa/router";
import type { AppState } from "../../context";
import { ServiceUnavailableError } from "../../errors";
import { rateLimit } from "../../middleware/rateLimit";
import { searchBackendOf } from "../../services/search/backend";
import { searchCommunity } from "../../services/search/communitySearch";
import { register } from "../register";

const router = new Router<AppState>();
const SEARCH_UNAVAILABLE = "Search is unavailable right now. Please try again in a moment.";

/** Open to visitors; at most 10 of each kind, best first. */
register(
  router,
  SEARCH_ROUTES.search,
  async (ctx) => {
    try {
      ctx.body = await searchCommunity(searchBackendOf(ctx.services), ctx.state.input.query.q);
    } catch (error) {
      // An external backend that is down is a 503 the dialog can show, not a 500.
      if (searchBackendOf(ctx.services).name === "postgres") throw error;
      throw ServiceUnavailableError(SEARCH_UNAVAILABLE);
    }
  },
  { limit: rateLimit("search") },
);

export default router;
