import {
  type PageQuery,
  pageQuery,
  SERVER_MESSAGES,
  spaceRequestInput,
  spaceRequestUpdate,
  userIdParam,
} from "@kindred/contract";
import Router from "@koa/router";
import type { z } from "zod";
import { type AppState, handler } from "../../context";
import { SpaceRequest, User } from "../../db/models";
import { NotFoundError, ValidationError } from "../../errors";
import { sendPage } from "../../lib/paging";
import { currentUser, requireUser } from "../../middleware/authentication";
import { transaction } from "../../middleware/transaction";
import { validate } from "../../middleware/validate";
import { authorize, can } from "../../policies";
import { presentMatchListItem } from "../../presenters/match";
import { presentSpaceRequest } from "../../presenters/spaceRequest";
import { canSeeContact } from "../../services/listings/contactAccess";
import { findSpaceRequest } from "../../services/listings/findListing";
import { listListingMatches } from "../../services/listings/listingMatches";
import { listUserSpaceRequests } from "../../services/listings/userListings";
import { deleteListingAndNotify } from "../../services/matching/listingClosed";
import { matchAfterCommit } from "../../services/matching/runMatching";

const router = new Router<AppState>();

/** The owner is the signed-in member; `userId` and `status` in the body are stripped by the schema. */
router.post(
  "/space-requests",
  requireUser(),
  validate(spaceRequestInput),
  transaction(),
  handler<{ body: z.output<typeof spaceRequestInput> }>(async (ctx) => {
    const owner = currentUser(ctx);
    const request = await SpaceRequest.create(
      { ...ctx.state.input.body, userId: owner.id },
      { transaction: ctx.state.transaction },
    );
    matchAfterCommit(ctx.state.transaction, "request", request.id);
    ctx.status = 201;
    ctx.body = presentSpaceRequest(request, { owner, canSeeContact: true });
  }),
);

/** A member's requests, newest first and paged; the contact email only for the member themself. */
router.get(
  "/space-requests/user/:userId",
  validate(pageQuery, "query"),
  handler<{ query: PageQuery }>(async (ctx) => {
    const params = userIdParam.safeParse(ctx.params);
    const owner = params.success ? await User.findByPk(params.data.userId) : null;
    if (!owner) throw NotFoundError();
    const page = await listUserSpaceRequests(owner.id, ctx.state.input.query);
    const viewer = ctx.state.user;
    sendPage(ctx, {
      ...page,
      items: page.items.map((request) =>
        presentSpaceRequest(request, { owner, canSeeContact: can(viewer, "seeContact", request) }),
      ),
    });
  }),
);

router.get(
  "/space-requests/:id",
  handler(async (ctx) => {
    const request = await findSpaceRequest(ctx.params);
    const viewer = ctx.state.user;
    if (!can(viewer, "read", request)) throw NotFoundError();
    const owner = await User.findByPk(request.userId);
    if (!owner) throw NotFoundError();
    ctx.body = presentSpaceRequest(request, {
      owner,
      canSeeContact: await canSeeContact(viewer, "request", request),
    });
  }),
);

/** Changed fields only, or `imageUrls` alone (at most 3, checked by the schema). */
router.put(
  "/space-requests/:id",
  requireUser(),
  validate(spaceRequestUpdate),
  transaction(),
  handler<{ body: z.output<typeof spaceRequestUpdate> }>(async (ctx) => {
    const { transaction } = ctx.state;
    const request = await findSpaceRequest(ctx.params, { transaction, lock: true });
    const user = ctx.state.user;
    authorize(user, "update", request);
    const changes = ctx.state.input.body;
    if (Object.keys(changes).length === 0) throw ValidationError(SERVER_MESSAGES.nothingToUpdate);
    await request.update(changes, { transaction });
    matchAfterCommit(transaction, "request", request.id);
    ctx.body = presentSpaceRequest(request, { owner: user, canSeeContact: true });
  }),
);

/** Closes the request's matches and deletes it (see `deleteListing`). */
router.delete(
  "/space-requests/:id",
  requireUser(),
  transaction(),
  handler(async (ctx) => {
    const { transaction } = ctx.state;
    const request = await findSpaceRequest(ctx.params, { transaction, lock: true });
    const actor = ctx.state.user;
    authorize(actor, "delete", request);
    await deleteListingAndNotify({ side: "request", listing: request, actor }, transaction);
    ctx.status = 204;
  }),
);

/** The request's matches for its owner, newest first and paged. */
router.get(
  "/space-requests/:id/matches",
  requireUser(),
  validate(pageQuery, "query"),
  handler<{ query: PageQuery }>(async (ctx) => {
    const request = await findSpaceRequest(ctx.params);
    authorize(ctx.state.user, "readMatches", request);
    const page = await listListingMatches({
      side: "request",
      listingId: request.id,
      ownerId: request.userId,
      page: ctx.state.input.query,
    });
    sendPage(ctx, { ...page, items: page.items.map(presentMatchListItem) });
  }),
);

export default router;
