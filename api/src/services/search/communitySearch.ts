import type { SearchResult } from "@kindred/contract";
import type { SearchBackend, SearchHit } from "@kindred/search";
import { SpaceOffer, SpaceRequest, User } from "../../db/models";
import { presentSpaceOffer } from "../../presenters/spaceOffer";
import { presentSpaceRequest } from "../../presenters/spaceRequest";
import { presentPublicUser } from "../../presenters/user";

/** Rows in the order of the hits; a hit whose row is gone (an index running behind) is dropped. */
const inHitOrder = <T extends { id: string }>(hits: SearchHit[], rows: T[]): T[] => {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return hits.flatMap((hit) => byId.get(hit.id) ?? []);
};

/** Loads the rows of some hits; no hits, no query. */
const unlessNone = async <T>(hits: SearchHit[], load: (ids: string[]) => Promise<T[]>): Promise<T[]> =>
  hits.length === 0 ? [] : load(hits.map((hit) => hit.id));

/**
 * `GET /api/search`: the backend ranks, the database supplies the rows, the presenters decide
 * what leaves. Listings go out in their public shape (no contact email, whoever asks), members as
 * public profiles (no email), and a paused offer never, even if an index still holds it.
 */
export const searchCommunity = async (backend: SearchBackend, text: string): Promise<SearchResult> => {
  const hits = await backend.search(text);
  // Owners come in the same query (a join), so the rows cost one round trip, not two; only what
  // their summary shows is read.
  const withOwner = { model: User, required: true, attributes: ["id", "firstName", "lastName", "profileImageUrl"] };
  const [requests, offers, users] = await Promise.all([
    unlessNone(hits.spaceRequests, (id) => SpaceRequest.findAll({ where: { id }, include: [withOwner] })),
    unlessNone(hits.spaceOffers, (id) => SpaceOffer.findAll({ where: { id, isActive: true }, include: [withOwner] })),
    unlessNone(hits.users, (id) => User.findAll({ where: { id } })),
  ]);
  const owned = <T extends { user?: User }>(listing: T) => (listing.user ? [{ listing, owner: listing.user }] : []);
  return {
    spaceRequests: inHitOrder(hits.spaceRequests, requests)
      .flatMap(owned)
      .map(({ listing, owner }) => presentSpaceRequest(listing, { owner, canSeeContact: false })),
    spaceOffers: inHitOrder(hits.spaceOffers, offers)
      .flatMap(owned)
      .map(({ listing, owner }) => presentSpaceOffer(listing, { owner, canSeeContact: false })),
    users: inHitOrder(hits.users, users).map(presentPublicUser),
  };
};
