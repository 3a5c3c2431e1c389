import { displayName, type FavoriteSpace, isMission } from "@kindred/contract";
import type { Favorite, SpaceOffer, User } from "../db/models";
import { presentSpaceOffer } from "./spaceOffer";

/**
 * A saved space on the favorites screen: the offer's public shape (never its contact email) plus
 * the card's extras — its causes as `values`, the missions among them, the host's name and
 * `isPriority` for a sponsored space.
 */
export const presentFavoriteSpace = (favorite: Favorite, offer: SpaceOffer, host: User): FavoriteSpace => ({
  ...presentSpaceOffer(offer, { owner: host, canSeeContact: false }),
  values: offer.supportedCauses,
  supportedMissions: offer.supportedCauses.filter(isMission),
  hostName: displayName({ firstName: host.firstName, lastName: host.lastName }),
  isPriority: offer.isSponsored,
  favoritedAt: favorite.createdAt.toISOString(),
});
