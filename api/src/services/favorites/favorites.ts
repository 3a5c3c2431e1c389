import type { PageQuery } from "@kindred/contract";
import { literal, Op, type Transaction } from "sequelize";
import { Favorite, SpaceOffer, User } from "../../db/models";
import { modelPageOf, newestFirstPage } from "../../lib/paging";

/** A host the member blocked: their spaces leave the member's favorites (and return on unblock). */
const HOST_NOT_BLOCKED = literal(`NOT EXISTS (
  SELECT 1 FROM blocks b JOIN space_offers o ON o."userId" = b."blockedId"
   WHERE b."blockerId" = "Favorite"."userId" AND o."id" = "Favorite"."spaceOfferId")`);

/** A member's saved spaces with their hosts, most recently saved first, one page; a space a moderator removed leaves. */
export const listFavorites = async (userId: string, page: PageQuery) => {
  const { after, options } = newestFirstPage("Favorite", page);
  const rows = await Favorite.findAll({
    where: { userId, [Op.and]: [...after, HOST_NOT_BLOCKED] },
    ...options,
    include: [
      {
        model: SpaceOffer,
        required: true,
        where: { removedAt: { [Op.is]: null } },
        include: [{ model: User, required: true }],
      },
    ],
  });
  return modelPageOf(rows, page.limit);
};

/** Saves a space once; saving it again changes nothing. */
export const addFavorite = async (userId: string, spaceOfferId: string, transaction?: Transaction) => {
  await Favorite.findOrCreate({ where: { userId, spaceOfferId }, transaction });
};

export const removeFavorite = async (userId: string, spaceOfferId: string, transaction?: Transaction) => {
  await Favorite.destroy({ where: { userId, spaceOfferId }, transaction });
};
