import { displayName, type MatchListItem, matchReasons, YOUR_DATA_TEXTS } from "@kindred/contract";
import type { MatchListRow } from "../services/listings/listingMatches";

/**
 * The list shape of a match; the other party is named without ever falling back to an email, and
 * as "Former member" once they deleted their account.
 */
export const presentMatchListItem = (row: MatchListRow): MatchListItem => ({
  id: row.id,
  status: row.status,
  createdAt: row.createdAt,
  spaceRequestId: row.spaceRequestId,
  spaceOfferId: row.spaceOfferId,
  spaceRequestTitle: row.spaceRequestTitle,
  spaceOfferName: row.spaceOfferName,
  otherPartyId: row.otherPartyId,
  otherPartyName: row.partyLeft
    ? YOUR_DATA_TEXTS.formerMember
    : displayName({ firstName: row.otherPartyFirstName, lastName: row.otherPartyLastName }),
  otherPartyProfileUrl: row.otherPartyProfileUrl,
  lastMessageAt: row.lastMessageAt,
  unreadCount: row.unreadCount,
  score: row.score,
  reasons: matchReasons(row.facts, row.viewer),
});
