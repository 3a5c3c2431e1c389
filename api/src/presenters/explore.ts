import type { ExploreOffer, ExploreRequest } from "@kindred/contract";
import type { SpaceOffer, SpaceRequest, User } from "../db/models";
import { presentSpaceOffer } from "./spaceOffer";
import { presentSpaceRequest } from "./spaceRequest";

/** Explore answers listings without a contact email for anyone, with the match score when sorted by it. */
const withScore = (matchScore: number | undefined) => (matchScore === undefined ? {} : { matchScore });

export const presentExploreOffer = (offer: SpaceOffer, owner: User, matchScore?: number): ExploreOffer => ({
  ...presentSpaceOffer(offer, { owner, canSeeContact: false }),
  ...withScore(matchScore),
});

export const presentExploreRequest = (request: SpaceRequest, owner: User, matchScore?: number): ExploreRequest => ({
  ...presentSpaceRequest(request, { owner, canSeeContact: false }),
  ...withScore(matchScore),
});
