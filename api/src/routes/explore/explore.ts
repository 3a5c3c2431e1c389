import {
  EXPLORE_ROUTES,
  EXPLORE_TEXTS,
  type ExploreOffersQuery,
  type ExploreRequestsQuery,
  type ListingSide,
  PAGE,
} from "@kindred/contract";
import Router from "@koa/router";
import type { InferAttributes } from "sequelize";
import type { AppContext, AppState } from "../../context";
import { SpaceOffer, SpaceRequest } from "../../db/models";
import { AuthenticationError, AuthorizationError, NotFoundError } from "../../errors";
import { sendPage } from "../../lib/paging";
import { presentExploreOffer, presentExploreRequest, type UserSummaryRow } from "../../presenters/explore";
import { exploreListings } from "../../services/explore/exploreListings";
import type { ScoreSource } from "../../services/explore/exploreScore";
import { blockedIdsOf } from "../../services/safety/blocks";
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

/** One explore page of `side`, each listing presented with its owner (and score when sorted by it). */
const answerExplore = async <S extends ListingSide>(
  ctx: AppContext<{ query: Query }>,
  side: S,
  present: (
    listing: InferAttributes<S extends "offer" ? SpaceOffer : SpaceRequest>,
    owner: UserSummaryRow,
    matchScore?: number,
  ) => unknown,
) => {
  const { query } = ctx.state.input;
  const viewerId = ctx.state.user?.id;
  const source = query.sort === "score" && query.against ? await scoreSource(side, viewerId, query.against) : null;
  const page = await exploreListings(side, { query, hiddenOwnerIds: await blockedIdsOf(viewerId), source });
  if (page.totalCount !== null) {
    ctx.set(PAGE.totalCountHeader, String(page.totalCount.count));
    if (page.totalCount.capped) ctx.set(PAGE.totalCountCappedHeader, "true");
  }
  sendPage(ctx, {
    nextCursor: page.nextCursor,
    items: page.items.map(({ listing, owner, matchScore }) => present(listing, owner, matchScore)),
  });
};

/** Open to visitors: filters in the query, keyset pages, no contact emails; blocked members' listings left out. */
register(router, EXPLORE_ROUTES.offers, (ctx) => answerExplore(ctx, "offer", presentExploreOffer));
register(router, EXPLORE_ROUTES.requests, (ctx) => answerExplore(ctx, "request", presentExploreRequest));

export default router;
