import type { ExploreOffer, ExploreRequest } from "@kindred/contract";
import type { InferAttributes } from "sequelize";
import type { SpaceOffer, SpaceRequest } from "../db/models";
import { presentSpaceOffer } from "./spaceOffer";
import { presentSpaceRequest } from "./spaceRequest";
import { presentUserSummary } from "./user";

/** The owner columns a listing is shown with. */
export type UserSummaryRow = Parameters<typeof presentUserSummary>[0];

/** Explore answers listings without a contact email for anyone, with the match score when sorted by it. */
const withScore = (matchScore: number | undefined) => (matchScore === undefined ? {} : { matchScore });

export const presentExploreOffer = (
  offer: InferAttributes<SpaceOffer>,
  owner: UserSummaryRow,
  matchScore?: number,
): ExploreOffer => ({
  ...presentSpaceOffer(offer, { owner, canSeeContact: false }),
  ...withScore(matchScore),
});

export const presentExploreRequest = (
  request: InferAttributes<SpaceRequest>,
  owner: UserSummaryRow,
  matchScore?: number,
): ExploreRequest => ({
  ...presentSpaceRequest(request, { owner, canSeeContact: false }),
  ...withScore(matchScore),
});
