import { favoriteParams, type PageQuery, pageQuery } from "@kindred/contract";
import Router from "@koa/router";
import type { z } from "zod";
import { type AppState, handler } from "../../context";
import { SpaceOffer } from "../../db/models";
import { NotFoundError } from "../../errors";
import { sendPage } from "../../lib/paging";
import { currentUser, requireUser } from "../../middleware/authentication";
import { transaction } from "../../middleware/transaction";
import { validate } from "../../middleware/validate";
import { presentFavoriteSpace } from "../../presenters/favorite";
import { addFavorite, listFavorites, removeFavorite } from "../../services/favorites/favorites";

const router = new Router<AppState>();

/** The offer a favorite path names; an unknown or malformed id is a 404, never a 400. */
const offerIdOf = (params: unknown): string => {
  const parsed = favoriteParams.safeParse(params);
  if (!parsed.success) throw NotFoundError();
  return parsed.data.offerId;
};

/** The signed-in member's saved spaces, most recently saved first, paged. */
router.get(
  "/favorites",
  requireUser(),
  validate(pageQuery, "query"),
  handler<{ query: PageQuery }>(async (ctx) => {
    const page = await listFavorites(currentUser(ctx).id, ctx.state.input.query);
    sendPage(ctx, {
      ...page,
      items: page.items.flatMap((favorite) => {
        const offer = favorite.spaceOffer;
        return offer?.user ? [presentFavoriteSpace(favorite, offer, offer.user)] : [];
      }),
    });
  }),
);

/** Saves a space; idempotent, so a double click is harmless. */
router.put(
  "/favorites/:offerId",
  requireUser(),
  transaction(),
  handler<{ params: z.output<typeof favoriteParams> }>(async (ctx) => {
    const { transaction } = ctx.state;
    const offer = await SpaceOffer.findByPk(offerIdOf(ctx.params), { transaction });
    if (!offer) throw NotFoundError();
    await addFavorite(currentUser(ctx).id, offer.id, transaction);
    ctx.status = 204;
  }),
);

/** Forgets a saved space; forgetting one that is not saved is fine too. */
router.delete(
  "/favorites/:offerId",
  requireUser(),
  transaction(),
  handler(async (ctx) => {
    await removeFavorite(currentUser(ctx).id, offerIdOf(ctx.params), ctx.state.transaction);
    ctx.status = 204;
  }),
);

export default router;
