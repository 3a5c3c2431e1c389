import type { PageQuery } from "@kindred/contract";
import { QueryTypes, type Transaction } from "sequelize";
import { database } from "../../db/database";
import { cursorReplacements, pageOf } from "../../lib/paging";
import { lastMessageJoin, type MatchListRow, matchListColumns, matchListJoins } from "../listings/listingMatches";

const activityAt = `coalesce(last."createdAt", m."createdAt")`;

/**
 * A member's matches on either side, most recent activity first (the last message, else the
 * match's creation), paged by a keyset on that activity time. Same row shape and joins as a
 * listing's matches.
 *
 * The page is chosen first, from the member's own listings (by the `userId` indexes, then the
 * matches of each listing) with only the last-message time per match; names, titles and unread
 * counts are then joined for that page alone. One `OR` over both sides instead made PostgreSQL
 * scan every match and hash all listings and users.
 */
export const listUserMatches = async (
  { userId, page }: { userId: string; page: PageQuery },
  transaction?: Transaction,
) => {
  const after = cursorReplacements(page);
  const rows = await database().query<MatchListRow & { cursorKey: string }>(
    `WITH page AS (
       SELECT m."id", last."createdAt", ${activityAt} AS "activityAt"
         FROM (
           SELECT m."id", m."createdAt" FROM space_requests r
             JOIN matches m ON m."spaceRequestId" = r."id"
            WHERE r."userId" = :ownerId
           UNION
           SELECT m."id", m."createdAt" FROM space_offers o
             JOIN matches m ON m."spaceOfferId" = o."id"
            WHERE o."userId" = :ownerId
         ) m
         ${lastMessageJoin}
        ${
          after
            ? `WHERE (${activityAt}, m."id") < (timestamptz 'epoch' + :cursorMicros::bigint * interval '1 microsecond', :cursorId)`
            : ""
        }
        ORDER BY "activityAt" DESC, m."id" DESC
        LIMIT :limit
     )
     SELECT ${matchListColumns},
            floor(extract(epoch FROM last."activityAt") * 1000000)::bigint AS "cursorKey"
       ${matchListJoins(`CASE WHEN r."userId" = :ownerId THEN o."userId" ELSE r."userId" END`, `JOIN page last ON last."id" = m."id"`)}
      ORDER BY last."activityAt" DESC, m."id" DESC`,
    {
      replacements: { ownerId: userId, limit: page.limit + 1, ...after },
      type: QueryTypes.SELECT,
      transaction,
    },
  );
  return pageOf(rows, page.limit, (row) => ({ createdAtMicros: String(row.cursorKey), id: row.id }));
};
