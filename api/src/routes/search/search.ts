import { ERROR_MESSAGES, SEARCH_ROUTES } from "@kindred/contract";
import Router from "@koa/router";
import type { AppState } from "../../context";
import { ServiceUnavailableError } from "../../errors";
import { rateLimit } from "../../middleware/rateLimit";
import { presentSearchResult } from "../../presenters/search";
import { suspendedMemberIds } from "../../services/moderation/suspension";
import { blockedIdsOf } from "../../services/safety/blocks";
import { searchCommunity } from "../../services/search/communitySearch";
import { register } from "../register";

const router = new Router<AppState>();

/** Open to visitors; at most 10 of each kind, best first; members the searcher blocked or who are suspended left out. */
register(
  router,
  SEARCH_ROUTES.search,
  async (ctx) => {
    // Members the searcher blocked, and members a suspension holds, are left out.
    const [blocked, suspended] = await Promise.all([blockedIdsOf(ctx.state.user?.id), suspendedMemberIds()]);
    const hidden = [...blocked, ...suspended];
    try {
      ctx.body = presentSearchResult(await searchCommunity(ctx.services.search, ctx.state.input.query.q, hidden));
    } catch (error) {
      // An external backend that is down is a 503 the dialog can show, not a 500.
      if (ctx.services.search.name === "postgres") throw error;
      throw ServiceUnavailableError(ERROR_MESSAGES.searchUnavailable);
    }
  },
  { limit: rateLimit("search") },
);

export default router;
