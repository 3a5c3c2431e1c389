import {
  type Match as MatchShape,
  type MatchViewer,
  type Message as MessageShape,
  matchReasons,
} from "@kindred/contract";
import type { Match, Message } from "../db/models";

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
  content: message.removedAt ? "" : message.content,
  isRead: message.isRead,
  removed: Boolean(message.removedAt),
  createdAt: message.createdAt.toISOString(),
});
