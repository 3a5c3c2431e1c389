import type { SpaceOffer } from "../db/models";
import type { Policy } from "./policy";

const isOwner = (actor: { id: string } | undefined, offer: SpaceOffer) => actor?.id === offer.userId;

/**
 * Who may do what with a space offer. An offer's page is public (it shows Active or Inactive);
 * lists of someone else's offers leave paused ones out (in the list query, as it pages in SQL).
 * Only the host changes it, lists its matches or sees the contact email here. Admins get no extra rights on listings. The
 * other party of a match also sees the contact email; see `services/listings/contactAccess.ts`.
 */
export const spaceOfferPolicy: Policy<SpaceOffer> = {
  read: () => true,
  update: isOwner,
  delete: isOwner,
  readMatches: isOwner,
  seeContact: isOwner,
};
