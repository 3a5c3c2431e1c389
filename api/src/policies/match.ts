import type { Match } from "../db/models";
import type { MatchSides } from "../services/matching/findMatch";
import type { Policy } from "./policy";

/**
 * Who may do what with a match: its two parties only, admins included in "everyone else"
 * (docs/security.md: private messages). The match must come from `findMatch`, which loads both listings.
 */
const isParty = (actor: { id: string } | undefined, match: MatchSides) =>
  actor !== undefined && (actor.id === match.spaceRequest?.userId || actor.id === match.spaceOffer?.userId);

export const matchPolicy = {
  read: isParty,
  update: isParty,
  sendMessage: isParty,
} satisfies Policy<Match>;
