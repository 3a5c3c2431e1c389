import {
  type PageQuery,
  pageQuery,
  SERVER_MESSAGES,
  spaceOfferInput,
  spaceOfferUpdate,
  userIdParam,
} from "@kindred/contract";
import Router from "@koa/router";
import type { z } from "zod";
import { type AppState, handler } from "../../context";
import { SpaceOffer, User } from "../../db/models";
import { NotFoundError, ValidationError } from "../../errors";
import { sendPage } from "../../lib/paging";
import { currentUser, requireUser } from "../../middleware/authentication";
import { transaction } from "../../middleware/transaction";
import { validate } from "../../middleware/validate";
import { authorize, can } from "../../policies";
import { presentMatchListItem } from "../../presenters/match";
import { presentSpaceOffer } from "../../presenters/spaceOffer";
import { canSeeContact } from "../../services/listings/contactAccess";
import { findSpaceOffer } from "../../services/listings/findListing";
import { listListingMatches } from "../../services/listings/listingMatches";
import { listUserSpaceOffers } from "../../services/listings/userListings";
import { deleteListingAndNotify } from "../../services/matching/listingClosed";
import { matchAfterCommit } from "../../services/matching/runMatching";

const router = new Router<AppState>();

/** The host is the signed-in member; `userId`, `isActive`, `isSponsored`, `partnerId` in the body are stripped. */
router.post(
  "/space-offers",
  requireUser(),
  validate(spaceOfferInput),
  transaction(),
  handler<{ body: z.output<typeof spaceOfferInput> }>(async (ctx) => {
    const owner = currentUser(ctx);
    const offer = await SpaceOffer.create(
      { ...ctx.state.input.body, userId: owner.id },
      { transaction: ctx.state.transaction },
    );
    matchAfterCommit(ctx.state.transaction, "offer", offer.id);
    ctx.status = 201;
    ctx.body = presentSpaceOffer(offer, { owner, canSeeContact: true });
  }),
);

/**
 * A member's offers, newest first and paged. Paused (inactive) offers and the contact email only for
 * the host themself.
 */
router.get(
  "/space-offers/user/:userId",
  validate(pageQuery, "query"),
  handler<{ query: PageQuery }>(async (ctx) => {
    const params = userIdParam.safeParse(ctx.params);
    const owner = params.success ? await User.findByPk(params.data.userId) : null;
    if (!owner) throw NotFoundError();
    const viewer = ctx.state.user;
    // Paused offers are the host's business only; filtered in SQL so pages stay full.
    const page = await listUserSpaceOffers(owner.id, ctx.state.input.query, {
      includeInactive: viewer?.id === owner.id,
    });
    sendPage(ctx, {
      ...page,
      items: page.items.map((offer) =>
        presentSpaceOffer(offer, { owner, canSeeContact: can(viewer, "seeContact", offer) }),
      ),
    });
  }),
);

router.get(
  "/space-offers/:id",
  handler(async (ctx) => {
    const offer = await findSpaceOffer(ctx.params);
    const viewer = ctx.state.user;
    if (!can(viewer, "read", offer)) throw NotFoundError();
    const owner = await User.findByPk(offer.userId);
    if (!owner) throw NotFoundError();
    ctx.body = presentSpaceOffer(offer, {
      owner,
      canSeeContact: await canSeeContact(viewer, "offer", offer),
    });
  }),
);

/** Changed fields only, `imageUrls` alone (at most 5, checked by the schema), or the host pausing it (`isActive`). */
router.put(
  "/space-offers/:id",
  requireUser(),
  validate(spaceOfferUpdate),
  transaction(),
  handler<{ body: z.output<typeof spaceOfferUpdate> }>(async (ctx) => {
    const { transaction } = ctx.state;
    const offer = await findSpaceOffer(ctx.params, { transaction, lock: true });
    const user = ctx.state.user;
    authorize(user, "update", offer);
    const changes = ctx.state.input.body;
    if (Object.keys(changes).length === 0) throw ValidationError(SERVER_MESSAGES.nothingToUpdate);
    await offer.update(changes, { transaction });
    // A paused offer matches nothing; a resumed or changed one is matched again.
    if (offer.isActive) matchAfterCommit(transaction, "offer", offer.id);
    ctx.body = presentSpaceOffer(offer, { owner: user, canSeeContact: true });
  }),
);

/** Closes the offer's matches and deletes it (see `deleteListing`). */
router.delete(
  "/space-offers/:id",
  requireUser(),
  transaction(),
  handler(async (ctx) => {
    const { transaction } = ctx.state;
    const offer = await findSpaceOffer(ctx.params, { transaction, lock: true });
    const actor = ctx.state.user;
    authorize(actor, "delete", offer);
    await deleteListingAndNotify({ side: "offer", listing: offer, actor }, transaction);
    ctx.status = 204;
  }),
);

/** The offer's matches for its host, newest first and paged. */
router.get(
  "/space-offers/:id/matches",
  requireUser(),
  validate(pageQuery, "query"),
  handler<{ query: PageQuery }>(async (ctx) => {
    const offer = await findSpaceOffer(ctx.params);
    authorize(ctx.state.user, "readMatches", offer);
    const page = await listListingMatches({
      side: "offer",
      listingId: offer.id,
      ownerId: offer.userId,
      page: ctx.state.input.query,
    });
    sendPage(ctx, { ...page, items: page.items.map(presentMatchListItem) });
  }),
);

export default router;
