import { displayName, type ListingSide, otherSide } from "@kindred/contract";
import { QueryTypes, type Transaction } from "sequelize";
import { database } from "../../db/database";
import type { SpaceOffer, SpaceRequest, User } from "../../db/models";
import { deleteListing } from "../listings/listingRemover";
import { LISTING_SIDES } from "../listings/sides";
import { notifyMatchUpdate } from "../notifications/notifier";
import { syncRequestStatus } from "./requestStatus";

interface OpenMatchRow {
  id: string;
  spaceRequestId: string | null;
  otherOwnerId: string;
  /** The deleted listing's name: a request's title, or an offer's space name (the other is null). */
  requestTitle: string | null;
  spaceName: string | null;
}

/**
 * Deletes a listing (`deleteListing` closes its matches) and tells the other party of every match
 * that was still open (`match_update`); a request that lost its offer gets its status recomputed.
 */
export const deleteListingAndNotify = async (
  { side, listing, actor }: { side: ListingSide; listing: SpaceRequest | SpaceOffer; actor: User },
  transaction?: Transaction,
): Promise<void> => {
  const own = LISTING_SIDES[side];
  const other = LISTING_SIDES[otherSide(side)];
  const open = await database().query<OpenMatchRow>(
    `SELECT m."id", m."spaceRequestId", other."userId" AS "otherOwnerId",
            ${side === "request" ? `own."title" AS "requestTitle", NULL AS "spaceName"` : `NULL AS "requestTitle", own."spaceName"`}
       FROM matches m
       JOIN ${own.table} own ON own."id" = m."${own.matchColumn}"
       JOIN ${other.table} other ON other."id" = m."${other.matchColumn}"
      WHERE m."${own.matchColumn}" = :listingId AND m."status" <> 'closed'`,
    { replacements: { listingId: listing.id }, type: QueryTypes.SELECT, transaction },
  );
  await deleteListing(side, listing, transaction);
  const actorName = displayName({ firstName: actor.firstName, lastName: actor.lastName });
  for (const match of open) {
    if (side === "offer") await syncRequestStatus(match.spaceRequestId, transaction);
    await notifyMatchUpdate(
      {
        matchId: match.id,
        change: "closed",
        actorName,
        requestTitle: match.requestTitle,
        spaceName: match.spaceName,
        recipientId: match.otherOwnerId,
      },
      transaction,
    );
  }
};
