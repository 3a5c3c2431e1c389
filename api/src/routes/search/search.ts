import { ERROR_MESSAGES, SEARCH_ROUTES } from "@kindred/contract";
import Router from "@koa/router";
import type { AppState } from "../../context";
import { ServiceUnavailableError } from "../../errors";
import { rateLimit } from "../../middleware/rateLimit";
import { presentSearchResult } from "../../presenters/search";
import type { KeptAnswer } from "../../services/listings/keptAnswers";
import { searchCommunity } from "../../services/search/communitySearch";
import { register } from "../register";

const router = new Router<AppState>();

/** A search's answer as sent: its JSON text. */
interface SearchAnswer extends KeptAnswer {
  body: string;
}

/**
 * Open to visitors; at most 10 of each kind, best first; members the searcher blocked or who are
 * suspended left out. With the PostgreSQL backend, answers are kept while the listings and members
 * are unchanged (`keptAnswers`); an external backend applies writes later, from the outbox, so its
 * answers are always asked for.
 */
register(
  router,
  SEARCH_ROUTES.search,
  async (ctx) => {
    const { search, keptAnswers } = ctx.services;
    const { q } = ctx.state.input.query;
    const viewerId = ctx.state.user?.id;
    const build = async (): Promise<SearchAnswer> => {
      try {
        // Members the searcher blocked, and members a suspension holds, are left out (by the rows' statement).
        const body = presentSearchResult(await searchCommunity(search, q, viewerId ?? null));
        return { body, bytes: 2 * body.length + 64 };
      } catch (error) {
        // An external backend that is down is a 503 the dialog can show, not a 500.
        if (search.name === "postgres") throw error;
        throw ServiceUnavailableError(ERROR_MESSAGES.searchUnavailable);
      }
    };
    const { body } =
      search.name === "postgres"
        ? await keptAnswers.answer(`search:${JSON.stringify(q)}`, viewerId, build)
        : await build();
    ctx.type = "json";
    ctx.body = body;
  },
  { limit: rateLimit("search") },
);

export default router;
