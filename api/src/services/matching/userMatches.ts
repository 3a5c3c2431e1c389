import type { PageQuery } from "@kindred/contract";
import { QueryTypes, type Transaction } from "sequelize";
import type { Sequelize } from "sequelize-typescript";
import { cursorReplacements, pageOf } from "../../lib/paging";
import type { MatchListRow } from "../../presenters/match";
import { matchListColumns, matchListJoins } from "../listings/listingMatches";

/**
 * A member's matches on either side, most recent activity first (the last message, else the
 * match's creation), paged by a keyset on that activity time. Same row shape and joins as a
 * listing's matches.
 */
export const listUserMatches = async (
  sequelize: Sequelize,
  { userId, page }: { userId: string; page: PageQuery },
  transaction?: Transaction,
) => {
  const after = cursorReplacements(page);
  const rows = await sequelize.query<MatchListRow & { cursorKey: string }>(
    `SELECT * FROM (
       SELECT ${matchListColumns},
              coalesce(last."createdAt", m."createdAt") AS "activityAt",
              floor(extract(epoch FROM coalesce(last."createdAt", m."createdAt")) * 1000000)::bigint AS "cursorKey"
         ${matchListJoins(`CASE WHEN r."userId" = :ownerId THEN o."userId" ELSE r."userId" END`)}
        WHERE m."spaceRequestId" IN (SELECT "id" FROM space_requests WHERE "userId" = :ownerId)
           OR m."spaceOfferId" IN (SELECT "id" FROM space_offers WHERE "userId" = :ownerId)
     ) mine
     ${
       after
         ? `WHERE ("activityAt", "id") < (timestamptz 'epoch' + :cursorMicros::bigint * interval '1 microsecond', :cursorId)`
         : ""
     }
     ORDER BY "activityAt" DESC, "id" DESC
     LIMIT :limit`,
    {
      replacements: { ownerId: userId, limit: page.limit + 1, ...after },
      type: QueryTypes.SELECT,
      transaction,
    },
  );
  return pageOf(rows, page.limit, (row) => ({ createdAtMicros: String(row.cursorKey), id: row.id }));
};
