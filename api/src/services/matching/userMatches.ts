import type { PageQuery } from "@kindred/contract";
import { type PreparedStatement, preparedRows } from "../../db/prepared";
import { cursorReplacements, pageOf } from "../../lib/paging";
import { lastMessageJoin, type MatchListRow, matchListColumnsSql, matchListJoins } from "../listings/listingMatches";

const activityAt = `coalesce(last."createdAt", m."createdAt")`;

/**
 * A member's matches on either side (`$1`), most recent activity first (the last message, else
 * the match's creation), `$2` rows, after the keyset cursor `($3, $4)` on that activity time.
 *
 * The page is chosen first, from the member's own listings (by the `userId` indexes, then the
 * matches of each listing) and each match's stored last-message time; names, titles and unread
 * counts are then joined for that page alone. One `OR` over both sides instead made PostgreSQL
 * scan every match and hash all listings and users.
 */
const userMatchesSql = (afterCursor: boolean) => `
  WITH page AS (
    SELECT m."id", last."createdAt", ${activityAt} AS "activityAt"
      FROM (
        SELECT m."id", m."createdAt", m."lastMessageAt" FROM space_requests r
          JOIN matches m ON m."spaceRequestId" = r."id"
         WHERE r."userId" = $1
        UNION
        SELECT m."id", m."createdAt", m."lastMessageAt" FROM space_offers o
          JOIN matches m ON m."spaceOfferId" = o."id"
         WHERE o."userId" = $1
      ) m
      ${lastMessageJoin}
     ${
       afterCursor
         ? `WHERE (${activityAt}, m."id") < (timestamptz 'epoch' + $3::bigint * interval '1 microsecond', $4::uuid)`
         : ""
     }
     ORDER BY "activityAt" DESC, m."id" DESC
     LIMIT $2
  )
  SELECT ${matchListColumnsSql("$1")},
         floor(extract(epoch FROM last."activityAt") * 1000000)::bigint AS "cursorKey"
    ${matchListJoins(`CASE WHEN r."userId" = $1 THEN o."userId" ELSE r."userId" END`, `JOIN page last ON last."id" = m."id"`, "$1")}
   ORDER BY last."activityAt" DESC, m."id" DESC`;

const FIRST_PAGE: PreparedStatement = { name: "user-matches-first-page", text: userMatchesSql(false) };
const AFTER_CURSOR: PreparedStatement = { name: "user-matches-after-cursor", text: userMatchesSql(true) };

/** One page of a member's matches in the match-list row shape, in one prepared statement (a hot read). */
export const listUserMatches = async ({ userId, page }: { userId: string; page: PageQuery }) => {
  const after = cursorReplacements(page);
  const rows = await preparedRows<MatchListRow & { cursorKey: string }>(after ? AFTER_CURSOR : FIRST_PAGE, [
    userId,
    page.limit + 1,
    ...(after ? [after.cursorMicros, after.cursorId] : []),
  ]);
  return pageOf(rows, page.limit, (row) => ({ createdAtMicros: String(row.cursorKey), id: row.id }));
};
