import {
  EXPLORE_ROUTES,
  EXPLORE_TEXTS,
  type ExploreOffersQuery,
  type ExploreRequestsQuery,
  type ListingSide,
  PAGE,
} from "@kindred/contract";
import Router from "@koa/router";
import type { AppContext, AppState } from "../../context";
import { SpaceOffer, SpaceRequest } from "../../db/models";
import { AuthenticationError, AuthorizationError, NotFoundError } from "../../errors";
import { sendNextCursor } from "../../lib/paging";
import { presentExplorePage } from "../../presenters/explore";
import { type ExploreCount, exploreListings } from "../../services/explore/exploreListings";
import type { ScoreSource } from "../../services/explore/exploreScore";
import type { KeptAnswer } from "../../services/listings/keptAnswers";
import { register } from "../register";

const router = new Router<AppState>();

/**
 * `sort=score` is a member's own view: `against` must be one of their listings of the other kind
 * (401 for visitors, 404 for no such listing, 403 for someone else's). Answers what to score against.
 */
const scoreSource = async (side: ListingSide, viewerId: string | undefined, against: string): Promise<ScoreSource> => {
  if (!viewerId) throw AuthenticationError(EXPLORE_TEXTS.signInToSort);
  const listing = side === "offer" ? await SpaceRequest.findByPk(against) : await SpaceOffer.findByPk(against);
  if (!listing) throw NotFoundError(EXPLORE_TEXTS.listingNotFound);
  if (listing.userId !== viewerId) throw AuthorizationError(EXPLORE_TEXTS.notYourListing);
  return listing instanceof SpaceOffer
    ? { spaceType: listing.spaceType, ids: listing.supportedCauses, isSponsored: listing.isSponsored }
    : { spaceType: listing.spaceType, ids: listing.values, isSponsored: false };
};

type Query = ExploreOffersQuery | ExploreRequestsQuery;

/** An explore page as sent: its JSON text, its count and its next cursor. */
interface ExploreAnswer extends KeptAnswer {
  body: string;
  totalCount: ExploreCount | null;
  nextCursor: string | null;
}

/**
 * One explore page of `side`, each listing with its owner (and score when sorted by it), as the
 * JSON text `presentExplorePage` finishes from what PostgreSQL wrote. Pages are kept while their
 * listings are unchanged (`keptAnswers`), under the side and the query as parsed.
 */
const answerExplore = async (ctx: AppContext<{ query: Query }>, side: ListingSide) => {
  const { query } = ctx.state.input;
  const viewerId = ctx.state.user?.id;
  // Checked on every call, kept page or not: only the listing's owner may sort against it.
  const source = query.sort === "score" && query.against ? await scoreSource(side, viewerId, query.against) : null;
  const page = await ctx.services.keptAnswers.answer<ExploreAnswer>(
    `explore:${side}:${JSON.stringify(query)}`,
    viewerId,
    async () => {
      const built = await exploreListings(side, { query, viewerId, source });
      const body = presentExplorePage(built.items);
      return { body, totalCount: built.totalCount, nextCursor: built.nextCursor, bytes: 2 * body.length + 256 };
    },
  );
  if (page.totalCount !== null) {
    ctx.set(PAGE.totalCountHeader, String(page.totalCount.count));
    if (page.totalCount.capped) ctx.set(PAGE.totalCountCappedHeader, "true");
  }
  sendNextCursor(ctx, page.nextCursor);
  ctx.type = "json";
  ctx.body = page.body;
};

/** Open to visitors: filters in the query, keyset pages, no contact emails; blocked members' listings left out. */
register(router, EXPLORE_ROUTES.offers, (ctx) => answerExplore(ctx, "offer"));
register(router, EXPLORE_ROUTES.requests, (ctx) => answerExplore(ctx, "request"));

export default router;
