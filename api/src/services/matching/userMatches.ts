import type { PageQuery } from "@kindred/contract";
import { type PreparedStatement, preparedRows } from "../../db/prepared";
import { cursorReplacements, pageOf } from "../../lib/paging";
import {
  MATCH_LIST_SOURCE_COLUMNS,
  type MatchListRow,
  matchListColumnsSql,
  matchListJoins,
} from "../listings/listingMatches";

const activityAt = `coalesce(m."lastMessageAt", m."createdAt")`;

/**
 * One side's matches of member `$1`, newest activity first, at most `$2`, through that side's
 * index, with the columns the match-list row reads (`MATCH_LIST_SOURCE_COLUMNS`).
 */
const sideSql = (party: "seekerId" | "hostId", afterCursor: boolean) => `(
      SELECT ${MATCH_LIST_SOURCE_COLUMNS.map((name) => `m."${name}"`).join(", ")}, ${activityAt} AS "activityAt"
        FROM matches m
       WHERE m."${party}" = $1
         ${afterCursor ? `AND (${activityAt}, m."id") < (timestamptz 'epoch' + $3::bigint * interval '1 microsecond', $4::uuid)` : ""}
       ORDER BY ${activityAt} DESC, m."id" DESC
       LIMIT $2)`;

/**
 * A member's matches on either side (`$1`), most recent activity first (the last message, else
 * the match's creation), `$2` rows, after the keyset cursor `($3, $4)` on that activity time.
 *
 * The page is chosen first, from each side's index on (party, activity) (migration
 * 20261124022000): two scans that stop at the page, merged (a member on both sides of a match
 * counts it once), carrying the match columns along; titles, the other party and unread counts
 * are then joined for that page alone. Times come back as ISO text, ready to send. Each row also
 * carries the version of the member's list the page was read at (`match_list_versions`, "0" before
 * any change), from the same snapshot, so the page can be kept for as long as that version holds.
 */
const userMatchesSql = (afterCursor: boolean) => `
  WITH page AS (
    SELECT * FROM (${sideSql("seekerId", afterCursor)} UNION ${sideSql("hostId", afterCursor)}) m
     ORDER BY m."activityAt" DESC, m."id" DESC
     LIMIT $2
  )
  SELECT ${matchListColumnsSql("$1")},
         floor(extract(epoch FROM last."activityAt") * 1000000)::bigint::text AS "cursorKey",
         coalesce((SELECT v."version" FROM match_list_versions v WHERE v."memberId" = $1), 0)::text AS "listVersion"
    ${matchListJoins(
      `CASE WHEN m."seekerId" = $1 THEN m."hostId" ELSE m."seekerId" END`,
      `CROSS JOIN LATERAL (SELECT m."lastMessageAt" AS "createdAt", m."activityAt") last`,
      "$1",
      "page m",
    )}
   ORDER BY last."activityAt" DESC, m."id" DESC`;

const FIRST_PAGE: PreparedStatement = { name: "user-matches-first-page", text: userMatchesSql(false) };
const AFTER_CURSOR: PreparedStatement = { name: "user-matches-after-cursor", text: userMatchesSql(true) };

/**
 * One page of a member's matches in the match-list row shape, in one prepared statement (a hot
 * read), with the list version it was read at (null for an empty page, which has no row to say).
 */
export const listUserMatches = async ({ userId, page }: { userId: string; page: PageQuery }) => {
  const after = cursorReplacements(page);
  const rows = await preparedRows<MatchListRow & { cursorKey: string; listVersion: string }>(
    after ? AFTER_CURSOR : FIRST_PAGE,
    [userId, page.limit + 1, ...(after ? [after.cursorMicros, after.cursorId] : [])],
  );
  return {
    ...pageOf(rows, page.limit, (row) => ({ createdAtMicros: String(row.cursorKey), id: row.id })),
    version: rows[0]?.listVersion ?? null,
  };
};

const LIST_VERSION: PreparedStatement = {
  name: "match-list-version",
  text: `SELECT "version"::text AS "version" FROM match_list_versions WHERE "memberId" = $1`,
};

/** The member's match-list version now ("0" before any change): one primary-key read. */
export const matchListVersion = async (userId: string): Promise<string> =>
  (await preparedRows<{ version: string }>(LIST_VERSION, [userId]))[0]?.version ?? "0";

/**
 * How many of the other parties' messages member `$1` has not read, over every match they are a
 * party to: each side's matches through its index, their unread messages through `messages_unread`.
 */
const UNREAD_COUNT: PreparedStatement = {
  name: "user-unread-message-count",
  text: `SELECT count(*)::int AS "count"
           FROM messages msg
          WHERE NOT msg."isRead"
            AND msg."senderId" IS DISTINCT FROM $1
            AND msg."matchId" IN (SELECT "id" FROM matches WHERE "seekerId" = $1
                                  UNION SELECT "id" FROM matches WHERE "hostId" = $1)`,
};

/** The member's unread messages over all their matches (the Messages badge). */
export const unreadMessageCount = async (userId: string): Promise<number> =>
  (await preparedRows<{ count: number }>(UNREAD_COUNT, [userId]))[0]?.count ?? 0;
