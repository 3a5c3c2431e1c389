import type { MatchListItem } from "@kindred/contract";

/** Matches that can still be talked in come first; a closed or declined one is a last resort. */
const RANK: Record<string, number> = { accepted: 0, under_review: 1, completed: 2, declined: 3, closed: 4 };

/** The member's match with this space whose conversation "Contact Host" opens, if there is one. */
export const matchForSpace = (matches: readonly MatchListItem[] | null | undefined, offerId: string) =>
  (matches ?? [])
    .filter((match) => match.spaceOfferId === offerId)
    .sort((a, b) => (RANK[a.status] ?? 5) - (RANK[b.status] ?? 5))[0];

export const conversationPath = (matchId: string) => `/messages?match=${encodeURIComponent(matchId)}`;
