import { type ListingSide, type MatchStatus, otherSide } from "@kindred/contract";
import { QueryTypes, type Transaction } from "sequelize";
import { database } from "../db/database";
import { SpaceOffer, type SpaceRequest, type User } from "../db/models";
import { LISTING_SIDES } from "../services/listings/sides";
import type { Policy } from "./policy";

type Listing = SpaceRequest | SpaceOffer;

/**
 * Matches that still connect two members. A declined or closed match no longer entitles the other
 * party to a contact email; under review, accepted and completed ones do.
 */
export const CONTACT_SHARING_STATUSES: readonly MatchStatus[] = ["under_review", "accepted", "completed"];

/** Per listing, the viewers `loadContactAccess` found on the other side of one of its open matches. */
const matchedViewers = new WeakMap<Listing, Set<string>>();

const isOwner = (actor: { id: string } | undefined, listing: Listing) => actor?.id === listing.userId;

const isMatchedCounterpart = (actor: { id: string } | undefined, listing: Listing) =>
  actor !== undefined && (matchedViewers.get(listing)?.has(actor.id) ?? false);

/**
 * `seeContact` for a listing read as a plain row, whose query answered the counterpart part
 * itself (with `matchedCounterpartSql`).
 */
export const seesContact = (actor: { id: string } | undefined, row: { userId: string }, isCounterpart: boolean) =>
  actor?.id === row.userId || (actor !== undefined && isCounterpart);

/**
 * SQL: whether member `viewerParam` owns the other listing of an open match of the `side`
 * listing `listingAlias` (`statusesParam` = `CONTACT_SHARING_STATUSES`), as `loadContactAccess` finds.
 */
export const matchedCounterpartSql = (
  side: ListingSide,
  listingAlias: string,
  viewerParam: string,
  statusesParam: string,
) => {
  const own = LISTING_SIDES[side];
  const other = LISTING_SIDES[otherSide(side)];
  return `EXISTS (SELECT 1 FROM matches m JOIN ${other.table} other ON other."id" = m."${other.matchColumn}"
                   WHERE m."${own.matchColumn}" = ${listingAlias}."id" AND other."userId" = ${viewerParam}
                     AND m."status" = ANY(${statusesParam}))`;
};

/**
 * Who may do what with a space request or a space offer, and the one place that says who sees
 * a listing's `contactEmail`: its owner, and the member who owns the other listing of one of its
 * open matches (`CONTACT_SHARING_STATUSES`). Listings are public to read; only the owner changes
 * them or lists their matches. Admins get no extra rights on listings. Lists of someone else's
 * offers leave paused ones out, and of someone else's listings removed ones (in the list query, as
 * it pages in SQL).
 *
 * The counterpart part needs the database, so list and detail routes first run
 * `loadContactAccess` for the viewer; a listing it was not run on shows the owner only.
 */
export const listingPolicy = {
  /** Anyone, but a listing a moderator removed only its owner (everyone else: 404). */
  read: (actor, listing) => !listing.removedAt || isOwner(actor, listing),
  update: isOwner,
  delete: isOwner,
  readMatches: isOwner,
  seeContact: (actor, listing) => isOwner(actor, listing) || isMatchedCounterpart(actor, listing),
} satisfies Policy<Listing>;

/**
 * Finds, in one query, which of `listings` (all of one side) the viewer is the matched
 * counterpart of, so `can(viewer, "seeContact", listing)` can answer for each.
 */
export const loadContactAccess = async (
  viewer: User | undefined,
  listings: readonly Listing[],
  transaction?: Transaction,
): Promise<void> => {
  const others = listings.filter((listing) => !isOwner(viewer, listing));
  const [first] = others;
  if (!viewer || !first) return;
  const side = first instanceof SpaceOffer ? "offer" : "request";
  const own = LISTING_SIDES[side];
  const other = LISTING_SIDES[otherSide(side)];
  const rows = await database().query<{ listingId: string }>(
    `SELECT DISTINCT m."${own.matchColumn}" AS "listingId"
       FROM matches m
       JOIN ${other.table} other ON other."id" = m."${other.matchColumn}"
      WHERE m."${own.matchColumn}" IN (:listingIds)
        AND other."userId" = :viewerId
        AND m."status" IN (:statuses)`,
    {
      replacements: {
        listingIds: others.map((listing) => listing.id),
        viewerId: viewer.id,
        statuses: CONTACT_SHARING_STATUSES,
      },
      type: QueryTypes.SELECT,
      transaction,
    },
  );
  const matched = new Set(rows.map((row) => row.listingId));
  for (const listing of others) {
    if (!matched.has(listing.id)) continue;
    const viewers = matchedViewers.get(listing) ?? new Set<string>();
    viewers.add(viewer.id);
    matchedViewers.set(listing, viewers);
  }
};
