import {
  displayName,
  type MatchFacts,
  type MatchListItem,
  type MatchStatus,
  type MatchViewer,
  matchReasons,
} from "@kindred/contract";

/** One row of the match-list query (`services/listings/listingMatches.ts`). */
export interface MatchListRow {
  id: string;
  status: MatchStatus;
  createdAt: Date;
  spaceRequestId: string | null;
  spaceOfferId: string | null;
  spaceRequestTitle: string | null;
  spaceOfferName: string | null;
  otherPartyFirstName: string | null;
  otherPartyLastName: string | null;
  otherPartyProfileUrl: string | null;
  lastMessageAt: Date | null;
  unreadCount: number;
  score: number;
  facts: MatchFacts;
  /** Which side the member the list is for is on: the reasons are worded for them. */
  viewer: MatchViewer;
}

/** The list shape of a match; the other party is named without ever falling back to an email. */
export const presentMatchListItem = (row: MatchListRow): MatchListItem => ({
  id: row.id,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  spaceRequestId: row.spaceRequestId,
  spaceOfferId: row.spaceOfferId,
  spaceRequestTitle: row.spaceRequestTitle,
  spaceOfferName: row.spaceOfferName,
  otherPartyName: displayName({ firstName: row.otherPartyFirstName, lastName: row.otherPartyLastName }),
  otherPartyProfileUrl: row.otherPartyProfileUrl,
  lastMessageAt: row.lastMessageAt ? row.lastMessageAt.toISOString() : null,
  unreadCount: row.unreadCount,
  score: row.score,
  reasons: matchReasons(row.facts, row.viewer),
});
