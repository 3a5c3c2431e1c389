import { type ListingSide, otherSide } from "@kindred/contract";
import { Op, type Transaction } from "sequelize";
import { Match, type SpaceOffer, type SpaceRequest } from "../../db/models";
import { LISTING_SIDES } from "./sides";

/**
 * Deletes a listing and closes its matches (docs/http-api.md "Listings"), inside the caller's transaction.
 * The row really goes (its contact details with it); the matches stay, closed, with this side set to
 * null by the foreign key, so the other party keeps the match and its messages. A match whose other
 * listing is already gone would have no party left, so it goes too.
 */
export const deleteListing = async (
  side: ListingSide,
  listing: SpaceRequest | SpaceOffer,
  transaction?: Transaction,
): Promise<void> => {
  const own = LISTING_SIDES[side].matchColumn;
  const other = LISTING_SIDES[otherSide(side)].matchColumn;
  await Match.destroy({ where: { [own]: listing.id, [other]: { [Op.is]: null } }, transaction });
  await Match.update({ status: "closed" }, { where: { [own]: listing.id }, transaction });
  await listing.destroy({ transaction });
};
