import type { MatchFacts, MatchStatus, MatchViewer, PageQuery } from "@kindred/contract";
import { type ListingSide, matchListItem, otherSide } from "@kindred/contract";
import { QueryTypes, type Transaction } from "sequelize";
import { database } from "../../db/database";
import { MATCH_FIELDS, shownIn, userSummaryColumnsSql } from "../../db/fieldTables";
import { isoSql } from "../../db/sqlJson";
import { afterCursorSql, cursorKeySql, cursorReplacements, pageOf } from "../../lib/paging";
import { LISTING_SIDES } from "./sides";

/** One row of the match-list query: a listing's matches, or a member's (`userMatches.ts`). */
export interface MatchListRow {
  id: string;
  status: MatchStatus;
  /** ISO 8601, as the API answers it (`isoSql`). */
  createdAt: string;
  spaceRequestId: string | null;
  spaceOfferId: string | null;
  /** Null once a moderator removed the request (`spaceRequestRemoved`) or it is gone. */
  spaceRequestTitle: string | null;
  /** Null once a moderator removed the offer (`spaceOfferRemoved`) or it is gone. */
  spaceOfferName: string | null;
  /** A moderator removed the listing: the presenter names it in the reader's language. */
  spaceRequestRemoved: boolean;
  spaceOfferRemoved: boolean;
  otherPartyId: string | null;
  /** The other party deleted their account. */
  partyLeft: boolean;
  otherPartyFirstName: string | null;
  otherPartyLastName: string | null;
  otherPartyProfileImageUrl: string | null;
  lastMessageAt: string | null;
  unreadCount: number;
  score: number;
  facts: MatchFacts;
  /** Which side the member the list is for is on: the reasons are worded for them. */
  viewer: MatchViewer;
}

interface ListingMatchesInput {
  side: ListingSide;
  listingId: string;
  /** The listing's owner: unread counts only the other party's messages. */
  ownerId: string;
  page: PageQuery;
}

/**
 * The match's own fields a match-list row shows (`matchListItem`'s keys that `MATCH_FIELDS` shows;
 * `lastMessageAt` comes from `last`), and those its presenter words: the reasons and "Former member".
 */
const LIST_MATCH_FIELDS = [
  ...shownIn(MATCH_FIELDS, matchListItem.shape),
  ...(["facts", "partyLeft"] as const satisfies readonly (keyof typeof MATCH_FIELDS.notShown)[]),
];

/** The match's columns of a match-list row; times as ISO text (`isoSql`), as the API answers them. */
const LIST_MATCH_COLUMNS = LIST_MATCH_FIELDS.map((name) =>
  name === "createdAt" || name === "updatedAt" ? `${isoSql(`m."${name}"`)} AS "${name}"` : `m."${name}"`,
).join(", ");

/**
 * The columns of `matches` that `matchListColumnsSql` and `matchListJoins` read from `m`, for a read
 * that chooses its page of matches before the joins (`userMatches.ts`): the shown ones, the parties
 * (who the other party is) and the last message time.
 */
export const MATCH_LIST_SOURCE_COLUMNS = [
  ...LIST_MATCH_FIELDS,
  ...(["seekerId", "hostId", "lastMessageAt"] as const satisfies readonly (keyof typeof MATCH_FIELDS.notShown)[]),
];

/**
 * The columns and joins of a match-list row (`MatchListRow`), shared by a listing's matches and a
 * member's matches: both listings (either may be gone), the other party (`otherOwner`, an SQL
 * expression), the last message time and the unread count of messages not sent by `owner` (an
 * SQL parameter, `:ownerId` by default), for whom the reasons are worded.
 * The last message time is the match's own `lastMessageAt`; the unread count uses the partial
 * `messages_unread` index, so no per-match round trips.
 */
export const matchListColumnsSql = (owner = ":ownerId") => `${LIST_MATCH_COLUMNS},
            CASE WHEN o."userId" = ${owner} THEN 'host' ELSE 'seeker' END AS "viewer",
            CASE WHEN r."removedAt" IS NULL THEN r."title" END AS "spaceRequestTitle",
            CASE WHEN o."removedAt" IS NULL THEN o."spaceName" END AS "spaceOfferName",
            r."removedAt" IS NOT NULL AS "spaceRequestRemoved", o."removedAt" IS NOT NULL AS "spaceOfferRemoved",
            other."id" AS "otherPartyId", ${userSummaryColumnsSql("other", "otherParty")},
            ${isoSql(`last."createdAt"`)} AS "lastMessageAt",
            unread."count" AS "unreadCount"`;

/** The time of match `m`'s last message (`last."createdAt"`, null without messages), as the match keeps it. */
export const lastMessageJoin = `CROSS JOIN LATERAL (SELECT m."lastMessageAt" AS "createdAt") last`;

/**
 * The joins behind `matchListColumns`. `last` must yield `last."createdAt"`: the lateral above by
 * default, or a join with rows that computed it already. `matches` is where the match rows `m`
 * come from: the table, or rows already read with every match column.
 */
export const matchListJoins = (
  otherOwner: string,
  last: string = lastMessageJoin,
  owner = ":ownerId",
  matches = "matches m",
) => `FROM ${matches}
       LEFT JOIN space_requests r ON r."id" = m."spaceRequestId"
       LEFT JOIN space_offers o ON o."id" = m."spaceOfferId"
       LEFT JOIN users other ON other."id" = ${otherOwner}
       ${last}
       CROSS JOIN LATERAL (
         SELECT count(*)::int AS "count" FROM messages msg
          WHERE msg."matchId" = m."id" AND NOT msg."isRead" AND msg."senderId" IS DISTINCT FROM ${owner}
       ) unread`;

/**
 * The matches of one listing, newest first, in one query (see `matchListColumns`).
 */
export const listListingMatches = async (
  { side, listingId, ownerId, page }: ListingMatchesInput,
  transaction?: Transaction,
) => {
  const after = cursorReplacements(page);
  const ownColumn = LISTING_SIDES[side].matchColumn;
  const otherOwner = otherSide(side) === "offer" ? `o."userId"` : `r."userId"`;
  const rows = await database().query<MatchListRow & { cursorKey: string }>(
    `SELECT ${matchListColumnsSql()}, ${cursorKeySql("m")} AS "cursorKey"
       ${matchListJoins(otherOwner)}
      WHERE m."${ownColumn}" = :listingId
        ${after ? `AND ${afterCursorSql("m")}` : ""}
      ORDER BY m."createdAt" DESC, m."id" DESC
      LIMIT :limit`,
    {
      replacements: { listingId, ownerId, limit: page.limit + 1, ...after },
      type: QueryTypes.SELECT,
      transaction,
    },
  );
  return pageOf(rows, page.limit, (row) => ({ createdAtMicros: String(row.cursorKey), id: row.id }));
};
