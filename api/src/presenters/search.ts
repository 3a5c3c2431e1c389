import type { SearchResult } from "@kindred/contract";
import type { CommunitySearchRows } from "../services/search/communitySearch";
import { presentSpaceOffer } from "./spaceOffer";
import { presentSpaceRequest } from "./spaceRequest";
import { presentPublicUser } from "./user";

/**
 * What `GET /api/search` shows: listings in their public shape (no contact email, whoever asks),
 * members as public profiles (no email).
 */
export const presentSearchResult = (rows: CommunitySearchRows): SearchResult => ({
  spaceRequests: rows.spaceRequests.map(({ listing, owner }) =>
    presentSpaceRequest(listing, { owner, canSeeContact: false }),
  ),
  spaceOffers: rows.spaceOffers.map(({ listing, owner }) =>
    presentSpaceOffer(listing, { owner, canSeeContact: false }),
  ),
  users: rows.users.map(presentPublicUser),
});
