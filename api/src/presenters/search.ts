import { displayName } from "@kindred/contract";
import type { CommunitySearchRows, ListingText } from "../services/search/communitySearch";

/** A listing's JSON text as PostgreSQL wrote it, closed with its owner's display name (the contract's rule). */
const closedListing = ({ json, ownerFirstName, ownerLastName }: ListingText) =>
  `${json}${JSON.stringify(displayName({ firstName: ownerFirstName, lastName: ownerLastName }))}}}`;

/**
 * What `GET /api/search` shows, as JSON text: listings in their public shape (no contact email,
 * whoever asks), members as public profiles (no email). PostgreSQL wrote each hit's text from the
 * field tables (`services/search/communitySearch.ts`); it is passed on, never parsed and
 * serialized again.
 */
export const presentSearchResult = (rows: CommunitySearchRows): string =>
  `{"spaceRequests":[${rows.spaceRequests.map(closedListing).join(",")}],"spaceOffers":[${rows.spaceOffers
    .map(closedListing)
    .join(",")}],"users":[${rows.users.join(",")}]}`;
