import {
  EXPLORE_ROUTES,
  EXPLORE_TEXTS,
  type ExploreOffersQuery,
  type ExploreRequestsQuery,
  type ListingSide,
} from "@kindred/contract";
import Router from "@koa/router";
import type { AppContext, AppState } from "../../context";
import { SpaceOffer, SpaceRequest, User } from "../../db/models";
import { AuthenticationError, AuthorizationError, NotFoundError } from "../../errors";
import { sendPage } from "../../lib/paging";
import { presentExploreOffer, presentExploreRequest } from "../../presenters/explore";
import { exploreListings } from "../../services/explore/exploreListings";
import { blockedIdsOf } from "../../services/safety/blocks";
import { register } from "../register";

const router = new Router<AppState>();

/** The kind a score is computed against: a request for offers, an offer for requests. */
const AGAINST = { offer: SpaceRequest, request: SpaceOffer } as const;

/**
 * `sort=score` is a member's own view: `against` must be one of their listings of the other kind
 * (401 for visitors, 404 for no such listing, 403 for someone else's).
 */
const checkAgainst = async (side: ListingSide, viewerId: string | undefined, against: string | undefined) => {
  if (!against) return;
  if (!viewerId) throw AuthenticationError(EXPLORE_TEXTS.signInToSort);
  const listing = await (AGAINST[side] as typeof SpaceOffer).findByPk(against, { attributes: ["id", "userId"] });
  if (!listing) throw NotFoundError(EXPLORE_TEXTS.listingNotFound);
  if (listing.userId !== viewerId) throw AuthorizationError(EXPLORE_TEXTS.notYourListing);
};

/** The owners of a page's listings, by id, in one query. */
const ownersOf = async (listings: readonly { userId: string }[]) => {
  const owners = await User.findAll({ where: { id: [...new Set(listings.map((listing) => listing.userId))] } });
  return new Map(owners.map((owner) => [owner.id, owner]));
};

type Query = ExploreOffersQuery | ExploreRequestsQuery;

/** One explore page of `side`, each listing presented with its owner (and score when sorted by it). */
const answerExplore = async <L extends SpaceOffer | SpaceRequest>(
  ctx: AppContext<{ query: Query }>,
  side: ListingSide,
  present: (listing: L, owner: User, matchScore?: number) => unknown,
) => {
  const { query } = ctx.state.input;
  const viewerId = ctx.state.user?.id;
  await checkAgainst(side, viewerId, query.sort === "score" ? query.against : undefined);
  const page = await exploreListings(side, { query, hiddenOwnerIds: await blockedIdsOf(viewerId) });
  const owners = await ownersOf(page.items.map((item) => item.listing));
  sendPage(ctx, {
    nextCursor: page.nextCursor,
    items: page.items.flatMap(({ listing, matchScore }) => {
      const owner = owners.get(listing.userId);
      return owner ? [present(listing as L, owner, matchScore)] : [];
    }),
  });
};

/** Open to visitors: filters in the query, keyset pages, no contact emails; blocked members' listings left out. */
register(router, EXPLORE_ROUTES.offers, (ctx) => answerExplore(ctx, "offer", presentExploreOffer));
register(router, EXPLORE_ROUTES.requests, (ctx) => answerExplore(ctx, "request", presentExploreRequest));

export default router;
