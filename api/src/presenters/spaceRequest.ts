import type { SpaceRequest as SpaceRequestShape } from "@kindred/contract";
import type { InferAttributes } from "sequelize";
import type { SpaceRequest } from "../db/models";
import { presentUserSummary } from "./user";

export interface ListingPresentation {
  /** The listing's owner, shown as the nested user summary. */
  owner: Parameters<typeof presentUserSummary>[0];
  /** Whether the viewer is the owner or a matched counterpart (routes decide with the policy). */
  canSeeContact: boolean;
}

/** A space request as it leaves the server; `contactEmail` only with an explicit reason. */
export const presentSpaceRequest = (
  request: InferAttributes<SpaceRequest>,
  { owner, canSeeContact }: ListingPresentation,
): SpaceRequestShape => ({
  id: request.id,
  userId: request.userId,
  title: request.title,
  description: request.description,
  spaceType: request.spaceType,
  location: request.location,
  participants: request.participants ?? null,
  duration: request.duration ?? null,
  values: request.values,
  contactName: request.contactName,
  ...(canSeeContact ? { contactEmail: request.contactEmail } : {}),
  imageUrls: request.imageUrls,
  status: request.status,
  openSince: (request.openSince ?? request.createdAt).toISOString(),
  pausedAt: request.pausedAt?.toISOString() ?? null,
  accessNeeds: request.accessNeeds,
  createdAt: request.createdAt.toISOString(),
  updatedAt: request.updatedAt.toISOString(),
  user: presentUserSummary(owner),
});
