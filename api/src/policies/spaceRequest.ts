import type { SpaceRequest } from "../db/models";
import type { Policy } from "./policy";

const isOwner = (actor: { id: string } | undefined, request: SpaceRequest) => actor?.id === request.userId;

/**
 * Who may do what with a space request. Requests are public; only the owner changes them, lists
 * their matches or sees the contact email here. Admins get no extra rights on listings. The other
 * party of a match also sees the contact email; that needs the database, see
 * `services/listings/contactAccess.ts`.
 */
export const spaceRequestPolicy: Policy<SpaceRequest> = {
  read: () => true,
  update: isOwner,
  delete: isOwner,
  readMatches: isOwner,
  seeContact: isOwner,
};
