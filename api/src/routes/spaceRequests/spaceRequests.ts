import { SERVER_MESSAGES, SPACE_REQUEST_ROUTES } from "@kindred/contract";
import Router from "@koa/router";
import type { AppState } from "../../context";
import { User } from "../../db/models";
import { NotFoundError, ValidationError } from "../../errors";
import { sendPage } from "../../lib/paging";
import { currentUser } from "../../middleware/authentication";
import { authorize, can, loadContactAccess } from "../../policies";
import { presentMatchListItem } from "../../presenters/match";
import { presentSpaceRequest } from "../../presenters/spaceRequest";
import { findSpaceRequest } from "../../services/listings/findListing";
import { viewerSpaceFits } from "../../services/listings/fit";
import { listListingMatches } from "../../services/listings/listingMatches";
import { listUserSpaceRequests } from "../../services/listings/userListings";
import { deleteListingAndNotify } from "../../services/matching/listingClosed";
import { createAndMatchRequest, matchAfterCommit } from "../../services/matching/runMatching";
import { register } from "../register";

const router = new Router<AppState>();
const ROUTES = SPACE_REQUEST_ROUTES;

/**
 * The owner is the signed-in member; `userId` and `status` in the body are stripped by the schema.
 * The request is one statement (committed on its own, or in the transaction that keeps an
 * Idempotency-Key's answer), then matched before the answer leaves.
 */
register(
  router,
  ROUTES.create,
  async (ctx) => {
    const owner = currentUser(ctx);
    const { transaction } = ctx.state;
    const request = await createAndMatchRequest(owner.id, ctx.state.input.body, transaction);
    ctx.status = 201;
    ctx.body = presentSpaceRequest(request, { owner, canSeeContact: true });
  },
  { transaction: "keyed" },
);

/** A member's requests, newest first and paged; the contact email as `listingPolicy.seeContact` says. */
register(router, ROUTES.listByUser, async (ctx) => {
  const owner = await User.findByPk(ctx.state.input.params.userId);
  if (!owner) throw NotFoundError();
  const viewer = ctx.state.user;
  const page = await listUserSpaceRequests(owner.id, ctx.state.input.query, {
    includeRemoved: viewer?.id === owner.id,
  });
  await loadContactAccess(viewer, page.items);
  sendPage(ctx, {
    ...page,
    items: page.items.map((request) =>
      presentSpaceRequest(request, { owner, canSeeContact: can(viewer, "seeContact", request) }),
    ),
  });
});

/** Public but a removed one; with whether one of the viewer's active spaces fits it. */
register(router, ROUTES.get, async (ctx) => {
  const request = await findSpaceRequest(ctx.state.input.params.id);
  const viewer = ctx.state.user;
  if (!can(viewer, "read", request)) throw NotFoundError();
  const owner = await User.findByPk(request.userId);
  if (!owner) throw NotFoundError();
  const [yourSpaceFits] = await Promise.all([
    viewerSpaceFits(request.id, viewer?.id),
    loadContactAccess(viewer, [request]),
  ]);
  ctx.body = {
    ...presentSpaceRequest(request, { owner, canSeeContact: can(viewer, "seeContact", request) }),
    yourSpaceFits,
  };
});

/** Changed fields only, or `imageUrls` alone (at most 3, checked by the schema). */
register(
  router,
  ROUTES.update,
  async (ctx) => {
    const { transaction } = ctx.state;
    const request = await findSpaceRequest(ctx.state.input.params.id, { transaction, lock: true });
    const user = ctx.state.user;
    authorize(user, "update", request);
    const changes = ctx.state.input.body;
    if (Object.keys(changes).length === 0) throw ValidationError(SERVER_MESSAGES.nothingToUpdate);
    await request.update(changes, { transaction });
    matchAfterCommit(transaction, "request", request.id);
    ctx.body = presentSpaceRequest(request, { owner: user, canSeeContact: true });
  },
  { transaction: true },
);

/** Closes the request's matches and deletes it (see `deleteListing`). */
register(
  router,
  ROUTES.remove,
  async (ctx) => {
    const { transaction } = ctx.state;
    const request = await findSpaceRequest(ctx.state.input.params.id, { transaction, lock: true });
    const actor = ctx.state.user;
    authorize(actor, "delete", request);
    await deleteListingAndNotify({ side: "request", listing: request, actor }, transaction);
    ctx.status = 204;
  },
  { transaction: true },
);

/** The request's matches for its owner, newest first and paged. */
register(router, ROUTES.matches, async (ctx) => {
  const request = await findSpaceRequest(ctx.state.input.params.id);
  authorize(ctx.state.user, "readMatches", request);
  const page = await listListingMatches({
    side: "request",
    listingId: request.id,
    ownerId: request.userId,
    page: ctx.state.input.query,
  });
  sendPage(ctx, { ...page, items: page.items.map(presentMatchListItem) });
});

export default router;
