import {
  type Conversation,
  type Match as MatchShape,
  type MatchViewer,
  type Message as MessageShape,
  matchReasons,
} from "@kindred/contract";
import type { Match, Message, User } from "../db/models";
import { presentUserSummary } from "./user";

/** The host when `readerId` owns the match's offer; the seeker otherwise (its request's owner, or an admin). */
const viewerOf = (match: Match, readerId: string): MatchViewer =>
  match.spaceOffer?.userId === readerId ? "host" : "seeker";

/** The plain match shape (lifecycle answers), its reasons worded for `readerId`. */
export const presentMatch = (match: Match, readerId: string): MatchShape => ({
  id: match.id,
  spaceRequestId: match.spaceRequestId ?? null,
  spaceOfferId: match.spaceOfferId ?? null,
  status: match.status,
  score: match.score,
  reasons: matchReasons(match.facts, viewerOf(match, readerId)),
  acceptedBy: match.acceptedBy,
  createdAt: match.createdAt.toISOString(),
  updatedAt: match.updatedAt.toISOString(),
});

export const presentMessage = (message: Message): MessageShape => ({
  id: message.id,
  matchId: message.matchId,
  senderId: message.senderId,
  content: message.content,
  isRead: message.isRead,
  createdAt: message.createdAt.toISOString(),
});

/**
 * The conversation shape of docs/product.md section 3, for one of the two parties only. Contact emails never
 * appear here; each listing shows what its public page shows. `users` holds both owners.
 */
export const presentConversation = (
  match: Match,
  { users, messages, readerId }: { users: Map<string, User>; messages: Message[]; readerId: string },
): Conversation => {
  const request = match.spaceRequest;
  const offer = match.spaceOffer;
  const requester = request ? users.get(request.userId) : undefined;
  const host = offer ? users.get(offer.userId) : undefined;
  return {
    id: match.id,
    status: match.status,
    score: match.score,
    reasons: matchReasons(match.facts, viewerOf(match, readerId)),
    acceptedBy: match.acceptedBy,
    spaceRequest:
      request && requester
        ? {
            id: request.id,
            userId: request.userId,
            user: presentUserSummary(requester),
            title: request.title,
            description: request.description,
            values: request.values,
            photos: request.imageUrls,
            status: request.status,
          }
        : null,
    spaceOffer:
      offer && host
        ? {
            id: offer.id,
            userId: offer.userId,
            user: presentUserSummary(host),
            spaceName: offer.spaceName,
            description: offer.description,
            supportedCauses: offer.supportedCauses,
            address: offer.address,
            capacity: offer.capacity,
            photos: offer.imageUrls,
          }
        : null,
    messages: messages.map(presentMessage),
  };
};
