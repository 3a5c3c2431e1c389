import type { SearchBackend, SearchHit } from "@kindred/search";
import { SpaceOffer, SpaceRequest, User } from "../../db/models";

/** A found listing with its owner, who is always known (a listing without one is dropped). */
export interface OwnedListing<T> {
  listing: T;
  owner: User;
}

/** What a search found, best first; `presentSearchResult` decides what of it leaves. */
export interface CommunitySearchRows {
  spaceRequests: OwnedListing<SpaceRequest>[];
  spaceOffers: OwnedListing<SpaceOffer>[];
  users: User[];
}

/** Rows in the order of the hits; a hit whose row is gone (an index running behind) is dropped. */
const inHitOrder = <T extends { id: string }>(hits: SearchHit[], rows: T[]): T[] => {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return hits.flatMap((hit) => byId.get(hit.id) ?? []);
};

/** Loads the rows of some hits; no hits, no query. */
const unlessNone = async <T>(hits: SearchHit[], load: (ids: string[]) => Promise<T[]>): Promise<T[]> =>
  hits.length === 0 ? [] : load(hits.map((hit) => hit.id));

/**
 * `GET /api/search`: the backend ranks, the database supplies the rows (a paused offer never, even
 * if an index still holds it); the route's presenter decides what of them leaves. Members the
 * searcher blocked (`hiddenUserIds`), and their listings, are left out.
 */
export const searchCommunity = async (
  backend: SearchBackend,
  text: string,
  hiddenUserIds: readonly string[] = [],
): Promise<CommunitySearchRows> => {
  const hits = await backend.search(text);
  // Owners come in the same query (a join), so the rows cost one round trip, not two; only what
  // their summary shows is read.
  const withOwner = { model: User, required: true, attributes: ["id", "firstName", "lastName", "profileImageUrl"] };
  const [requests, offers, users] = await Promise.all([
    unlessNone(hits.spaceRequests, (id) => SpaceRequest.findAll({ where: { id }, include: [withOwner] })),
    unlessNone(hits.spaceOffers, (id) => SpaceOffer.findAll({ where: { id, isActive: true }, include: [withOwner] })),
    unlessNone(hits.users, (id) => User.findAll({ where: { id } })),
  ]);
  const hidden = new Set(hiddenUserIds);
  const owned = <T extends { user?: User }>(listing: T): OwnedListing<T>[] =>
    listing.user && !hidden.has(listing.user.id) ? [{ listing, owner: listing.user }] : [];
  return {
    spaceRequests: inHitOrder(hits.spaceRequests, requests).flatMap(owned),
    spaceOffers: inHitOrder(hits.spaceOffers, offers).flatMap(owned),
    users: inHitOrder(hits.users, users).filter((user) => !hidden.has(user.id)),
  };
};
