import { displayName } from "@kindred/contract";

/**
 * One explore item as PostgreSQL wrote it (`services/explore/exploreListings.ts`): the listing as
 * `presentSpaceOffer` / `presentSpaceRequest` show it to a visitor, as JSON text left open after
 * its owner's `"name":`, with the names `displayName` words, and its score when sorted by it.
 */
export interface ExploreItemText {
  json: string;
  ownerFirstName: string | null;
  ownerLastName: string | null;
  matchScore: number | undefined;
}

/**
 * An explore page's JSON array: each item closed with its owner's display name (the contract's
 * rule, as `presentUserSummary` words it) and, when sorted by score, its `matchScore` last. The
 * listings' text is passed on as PostgreSQL wrote it, never parsed and serialized again.
 */
export const presentExplorePage = (items: readonly ExploreItemText[]): string =>
  `[${items
    .map(
      ({ json, ownerFirstName, ownerLastName, matchScore }) =>
        `${json}${JSON.stringify(displayName({ firstName: ownerFirstName, lastName: ownerLastName }))}}${
          matchScore === undefined ? "" : `,"matchScore":${JSON.stringify(matchScore)}`
        }}`,
    )
    .join(",")}]`;
