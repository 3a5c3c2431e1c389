import type { PageQuery } from "@kindred/contract";
import { literal, Op, type Transaction } from "sequelize";
import { Favorite, SpaceOffer, User } from "../../db/models";
import { afterCursorSql, cursorKeySql, cursorReplacements, pageOf } from "../../lib/paging";

const CURSOR_KEY = "cursorKey";

/** A member's saved spaces with their hosts, most recently saved first, one page. */
export const listFavorites = async (userId: string, page: PageQuery) => {
  const after = cursorReplacements(page);
  const rows = await Favorite.findAll({
    where: { userId, ...(after ? { [Op.and]: [literal(afterCursorSql(`"Favorite"`))] } : {}) },
    attributes: { include: [[literal(cursorKeySql(`"Favorite"`)), CURSOR_KEY]] },
    include: [{ model: SpaceOffer, required: true, include: [{ model: User, required: true }] }],
    order: [
      ["createdAt", "DESC"],
      ["id", "DESC"],
    ],
    limit: page.limit + 1,
    replacements: after ?? {},
  });
  return pageOf(rows, page.limit, (row) => ({ createdAtMicros: String(row.get(CURSOR_KEY)), id: row.id }));
};

/** Saves a space once; saving it again changes nothing. */
export const addFavorite = async (userId: string, spaceOfferId: string, transaction?: Transaction) => {
  await Favorite.findOrCreate({ where: { userId, spaceOfferId }, transaction });
};

export const removeFavorite = async (userId: string, spaceOfferId: string, transaction?: Transaction) => {
  await Favorite.destroy({ where: { userId, spaceOfferId }, transaction });
};
