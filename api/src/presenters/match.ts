import { displayName, type MatchListItem, MODERATION_TEXTS, matchReasons, YOUR_DATA_TEXTS } from "@kindred/contract";
import type { MatchListRow } from "../services/listings/listingMatches";

/**
 * The list shape of a match; the other party is named without ever falling back to an email, and
 * as "Former member" once they deleted their account; a listing a moderator removed is named by the
 * placeholder, in the reader's language.
 */
export const presentMatchListItem = (row: MatchListRow): MatchListItem => ({
  id: row.id,
  status: row.status,
  createdAt: row.createdAt,
  spaceRequestId: row.spaceRequestId,
  spaceOfferId: row.spaceOfferId,
  spaceRequestTitle: row.spaceRequestRemoved ? MODERATION_TEXTS.removedPlaceholder : row.spaceRequestTitle,
  spaceOfferName: row.spaceOfferRemoved ? MODERATION_TEXTS.removedPlaceholder : row.spaceOfferName,
  otherPartyId: row.otherPartyId,
  otherPartyName: row.partyLeft
    ? YOUR_DATA_TEXTS.formerMember
    : displayName({ firstName: row.otherPartyFirstName, lastName: row.otherPartyLastName }),
  otherPartyProfileUrl: row.otherPartyProfileImageUrl,
  lastMessageAt: row.lastMessageAt,
  unreadCount: row.unreadCount,
  score: row.score,
  reasons: matchReasons(row.facts, row.viewer),
});
