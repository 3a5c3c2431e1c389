import type { PageQuery } from "@kindred/contract";
import { Op, type WhereOptions } from "sequelize";
import { SpaceOffer, SpaceRequest } from "../../db/models";
import { modelPageOf, newestFirstPage } from "../../lib/paging";

/** A member's requests, newest first, one page; those a moderator removed only when `includeRemoved` (the owner). */
export const listUserSpaceRequests = async (userId: string, page: PageQuery, { includeRemoved = false } = {}) => {
  const { after, options } = newestFirstPage("SpaceRequest", page);
  const where: WhereOptions<SpaceRequest> = {
    userId,
    ...(includeRemoved ? {} : { removedAt: { [Op.is]: null } }),
    [Op.and]: after,
  };
  const rows = await SpaceRequest.findAll({ where, ...options });
  return modelPageOf(rows, page.limit);
};

/** A member's offers, newest first, one page; paused ones only when `includeInactive`. */
export const listUserSpaceOffers = async (userId: string, page: PageQuery, { includeInactive = false } = {}) => {
  const { after, options } = newestFirstPage("SpaceOffer", page);
  const where: WhereOptions<SpaceOffer> = {
    userId,
    ...(includeInactive ? {} : { isActive: true }),
    [Op.and]: after,
  };
  const rows = await SpaceOffer.findAll({ where, ...options });
  return modelPageOf(rows, page.limit);
};
