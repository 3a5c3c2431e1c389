import { FAVORITE_ROUTES } from "@kindred/contract";
import Router from "@koa/router";
import type { AppState } from "../../context";
import { SpaceOffer } from "../../db/models";
import { NotFoundError } from "../../errors";
import { sendPage } from "../../lib/paging";
import { currentUser } from "../../middleware/authentication";
import { presentFavoriteSpace } from "../../presenters/favorite";
import { addFavorite, listFavorites, removeFavorite } from "../../services/favorites/favorites";
import { register } from "../register";

const router = new Router<AppState>();

/** The signed-in member's saved spaces, most recently saved first, paged. */
register(router, FAVORITE_ROUTES.list, async (ctx) => {
  const page = await listFavorites(currentUser(ctx).id, ctx.state.input.query);
  sendPage(ctx, {
    ...page,
    items: page.items.flatMap((favorite) => {
      const offer = favorite.spaceOffer;
      return offer?.user ? [presentFavoriteSpace(favorite, offer, offer.user)] : [];
    }),
  });
});

/** Saves a space; idempotent, so a double click is harmless. */
register(
  router,
  FAVORITE_ROUTES.save,
  async (ctx) => {
    const { transaction } = ctx.state;
    const offer = await SpaceOffer.findByPk(ctx.state.input.params.offerId, { transaction });
    if (!offer || offer.removedAt) throw NotFoundError();
    await addFavorite(currentUser(ctx).id, offer.id, transaction);
    ctx.status = 204;
  },
  { transaction: true },
);

/** Forgets a saved space; forgetting one that is not saved is fine too. */
register(
  router,
  FAVORITE_ROUTES.forget,
  async (ctx) => {
    await removeFavorite(currentUser(ctx).id, ctx.state.input.params.offerId, ctx.state.transaction);
    ctx.status = 204;
  },
  { transaction: true },
);

export default router;
