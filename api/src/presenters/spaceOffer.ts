import type { SpaceOffer as SpaceOfferShape } from "@kindred/contract";
import type { InferAttributes } from "sequelize";
import type { SpaceOffer } from "../db/models";
import type { ListingPresentation } from "./spaceRequest";
import { presentUserSummary } from "./user";

/**
 * A space offer as it leaves the server; `contactEmail` only with an explicit reason. The model
 * or a plain row of its columns (a hot read's).
 */
export const presentSpaceOffer = (
  offer: InferAttributes<SpaceOffer>,
  { owner, canSeeContact }: ListingPresentation,
): SpaceOfferShape => ({
  id: offer.id,
  userId: offer.userId,
  spaceName: offer.spaceName,
  description: offer.description,
  spaceType: offer.spaceType,
  address: offer.address,
  capacity: offer.capacity,
  availability: offer.availability,
  unavailableDates: offer.unavailableDates ?? [],
  supportedCauses: offer.supportedCauses,
  contactName: offer.contactName,
  ...(canSeeContact ? { contactEmail: offer.contactEmail } : {}),
  imageUrls: offer.imageUrls,
  isActive: offer.isActive,
  isSponsored: offer.isSponsored,
  partnerId: offer.partnerId ?? null,
  accessFeatures: offer.accessFeatures,
  createdAt: offer.createdAt.toISOString(),
  updatedAt: offer.updatedAt.toISOString(),
  user: presentUserSummary(owner),
});
