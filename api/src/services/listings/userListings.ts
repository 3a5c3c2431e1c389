import type { PageQuery } from "@kindred/contract";
import { literal, Op, type WhereOptions } from "sequelize";
import { SpaceOffer, SpaceRequest } from "../../db/models";
import { afterCursorSql, cursorKeySql, cursorReplacements, pageOf } from "../../lib/paging";

const CURSOR_KEY = "cursorKey";
const newestFirst: [string, string][] = [
  ["createdAt", "DESC"],
  ["id", "DESC"],
];

const pagedOptions = (alias: string, page: PageQuery) => {
  const after = cursorReplacements(page);
  return {
    after: after ? { [Op.and]: [literal(afterCursorSql(`"${alias}"`))] } : {},
    options: {
      attributes: {
        include: [[literal(cursorKeySql(`"${alias}"`)), CURSOR_KEY]] as [ReturnType<typeof literal>, string][],
      },
      order: newestFirst,
      limit: page.limit + 1,
      replacements: after ?? {},
    },
  };
};

const cursorOf = (row: SpaceRequest | SpaceOffer) => ({
  createdAtMicros: String(row.get(CURSOR_KEY)),
  id: row.id,
});

/** A member's requests, newest first, one page. */
export const listUserSpaceRequests = async (userId: string, page: PageQuery) => {
  const { after, options } = pagedOptions("SpaceRequest", page);
  const rows = await SpaceRequest.findAll({ where: { userId, ...after }, ...options });
  return pageOf(rows, page.limit, cursorOf);
};

/** A member's offers, newest first, one page; paused ones only when `includeInactive`. */
export const listUserSpaceOffers = async (userId: string, page: PageQuery, { includeInactive = false } = {}) => {
  const { after, options } = pagedOptions("SpaceOffer", page);
  const where: WhereOptions<SpaceOffer> = { userId, ...(includeInactive ? {} : { isActive: true }), ...after };
  const rows = await SpaceOffer.findAll({ where, ...options });
  return pageOf(rows, page.limit, cursorOf);
};
