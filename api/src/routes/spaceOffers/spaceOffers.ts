import { MODERATION_TEXTS, SERVER_MESSAGES, SPACE_OFFER_ROUTES } from "@kindred/contract";
import Router from "@koa/router";
import type { AppState } from "../../context";
import { User } from "../../db/models";
import { ConflictError, NotFoundError, ValidationError } from "../../errors";
import { sendPage } from "../../lib/paging";
import { currentUser } from "../../middleware/authentication";
import { authorize, can, loadContactAccess } from "../../policies";
import { presentMatchListItem } from "../../presenters/match";
import { presentSpaceOffer } from "../../presenters/spaceOffer";
import { findSpaceOffer } from "../../services/listings/findListing";
import { listListingMatches } from "../../services/listings/listingMatches";
import { readOfferDetail } from "../../services/listings/offerDetail";
import { listUserSpaceOffers } from "../../services/listings/userListings";
import { deleteListingAndNotify } from "../../services/matching/listingClosed";
import { createAndMatchOffer, matchAfterCommit } from "../../services/matching/runMatching";
import { register } from "../register";

const router = new Router<AppState>();
const ROUTES = SPACE_OFFER_ROUTES;

/**
 * The host is the signed-in member; `userId`, `isActive`, `isSponsored`, `partnerId` in the body
 * are stripped. The offer is one statement (committed on its own, or in the transaction that
 * keeps an Idempotency-Key's answer), then matched before the answer leaves.
 */
register(
  router,
  ROUTES.create,
  async (ctx) => {
    const owner = currentUser(ctx);
    const { transaction } = ctx.state;
    const offer = await createAndMatchOffer(owner.id, ctx.state.input.body, transaction);
    ctx.status = 201;
    ctx.body = presentSpaceOffer(offer, { owner, canSeeContact: true });
  },
  { transaction: "keyed" },
);

/**
 * A member's offers, newest first and paged. Paused (inactive) offers only for the host themself;
 * the contact email as `listingPolicy.seeContact` says.
 */
register(router, ROUTES.listByUser, async (ctx) => {
  const owner = await User.findByPk(ctx.state.input.params.userId);
  if (!owner) throw NotFoundError();
  const viewer = ctx.state.user;
  // Paused offers are the host's business only; filtered in SQL so pages stay full.
  const page = await listUserSpaceOffers(owner.id, ctx.state.input.query, {
    includeInactive: viewer?.id === owner.id,
  });
  await loadContactAccess(viewer, page.items);
  sendPage(ctx, {
    ...page,
    items: page.items.map((offer) =>
      presentSpaceOffer(offer, { owner, canSeeContact: can(viewer, "seeContact", offer) }),
    ),
  });
});

/** Public; one prepared statement (a hot read), with whether one of the viewer's open requests fits it. */
register(router, ROUTES.get, async (ctx) => {
  const { offer, owner, canSeeContact, yourRequestFits } = await readOfferDetail(
    ctx.state.input.params.id,
    ctx.state.user,
  );
  ctx.body = { ...presentSpaceOffer(offer, { owner, canSeeContact }), yourRequestFits };
});

/** Changed fields only, `imageUrls` alone (at most 5, checked by the schema), or the host pausing it (`isActive`). */
register(
  router,
  ROUTES.update,
  async (ctx) => {
    const { transaction } = ctx.state;
    const offer = await findSpaceOffer(ctx.state.input.params.id, { transaction, lock: true });
    const user = ctx.state.user;
    authorize(user, "update", offer);
    const changes = ctx.state.input.body;
    if (Object.keys(changes).length === 0) throw ValidationError(SERVER_MESSAGES.nothingToUpdate);
    if (offer.removedAt && changes.isActive) throw ConflictError(MODERATION_TEXTS.listingRemoved);
    await offer.update(changes, { transaction });
    // A paused offer matches nothing; a resumed or changed one is matched again.
    if (offer.isActive) matchAfterCommit(transaction, "offer", offer.id);
    ctx.body = presentSpaceOffer(offer, { owner: user, canSeeContact: true });
  },
  { transaction: true },
);

/** Closes the offer's matches and deletes it (see `deleteListing`). */
register(
  router,
  ROUTES.remove,
  async (ctx) => {
    const { transaction } = ctx.state;
    const offer = await findSpaceOffer(ctx.state.input.params.id, { transaction, lock: true });
    const actor = ctx.state.user;
    authorize(actor, "delete", offer);
    await deleteListingAndNotify({ side: "offer", listing: offer, actor }, transaction);
    ctx.status = 204;
  },
  { transaction: true },
);

/** The offer's matches for its host, newest first and paged. */
register(router, ROUTES.matches, async (ctx) => {
  const offer = await findSpaceOffer(ctx.state.input.params.id);
  authorize(ctx.state.user, "readMatches", offer);
  const page = await listListingMatches({
    side: "offer",
    listingId: offer.id,
    ownerId: offer.userId,
    page: ctx.state.input.query,
  });
  sendPage(ctx, { ...page, items: page.items.map(presentMatchListItem) });
});

export default router;
