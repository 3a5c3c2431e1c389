import type { MatchStatus } from "@kindred/contract";
import { QueryTypes, type Transaction } from "sequelize";
import { database } from "../../db/database";
import type { SpaceOffer, SpaceRequest, User } from "../../db/models";
import { can } from "../../policies";
import { LISTING_SIDES, type ListingSide, otherSide } from "./sides";

/**
 * Matches that still connect two members. A declined or closed match no longer entitles the other
 * party to a contact email; under review, accepted and completed ones do.
 */
export const CONTACT_SHARING_STATUSES: readonly MatchStatus[] = ["under_review", "accepted", "completed"];

/** Whether `viewer` owns the other listing of an open match of this listing. */
export const isMatchedCounterpart = async (
  viewer: User,
  side: ListingSide,
  listingId: string,
  transaction?: Transaction,
): Promise<boolean> => {
  const own = LISTING_SIDES[side];
  const other = LISTING_SIDES[otherSide(side)];
  const rows = await database().query(
    `SELECT 1
       FROM matches m
       JOIN ${other.table} other ON other."id" = m."${other.matchColumn}"
      WHERE m."${own.matchColumn}" = :listingId
        AND other."userId" = :viewerId
        AND m."status" IN (:statuses)
      LIMIT 1`,
    {
      replacements: { listingId, viewerId: viewer.id, statuses: CONTACT_SHARING_STATUSES },
      type: QueryTypes.SELECT,
      transaction,
    },
  );
  return rows.length > 0;
};

/**
 * DESIGN.md "Listings": the contact email is shown to the owner (the policy's `seeContact`) and to
 * the other party of one of its open matches; everyone else gets the listing without it.
 */
export const canSeeContact = async (
  viewer: User | undefined,
  side: ListingSide,
  listing: SpaceRequest | SpaceOffer,
  transaction?: Transaction,
): Promise<boolean> => {
  if (can(viewer, "seeContact", listing)) return true;
  return viewer ? isMatchedCounterpart(viewer, side, listing.id, transaction) : false;
};
