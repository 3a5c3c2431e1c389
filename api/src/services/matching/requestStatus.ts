import type { Transaction } from "sequelize";
import { database } from "../../db/database";

/**
 * A request's status follows its matches (docs/http-api.md): `completed` once one completed,
 * else `accepted` once one is accepted, else `matched` while one is under review, else `pending`.
 */
export const syncRequestStatus = async (spaceRequestId: string | null, transaction?: Transaction): Promise<void> => {
  if (!spaceRequestId) return;
  await database().query(
    `UPDATE space_requests r
        SET "status" = s."status", "updatedAt" = now()
       FROM (
         SELECT CASE
                  WHEN bool_or(m."status" = 'completed') THEN 'completed'
                  WHEN bool_or(m."status" = 'accepted') THEN 'accepted'
                  WHEN bool_or(m."status" = 'under_review') THEN 'matched'
                  ELSE 'pending'
                END AS "status"
           FROM matches m WHERE m."spaceRequestId" = :spaceRequestId
       ) s
      WHERE r."id" = :spaceRequestId AND r."status" IS DISTINCT FROM s."status"`,
    { replacements: { spaceRequestId }, transaction },
  );
};
