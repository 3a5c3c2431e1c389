import { QueryTypes, type Transaction } from "sequelize";
import { database } from "../../db/database";
import { Block, User } from "../../db/models";
import { syncRequestStatus } from "../matching/requestStatus";

/** True when either member blocked the other: then they neither match nor message. */
export const blockedEitherWay = async (a: string, b: string, transaction?: Transaction): Promise<boolean> =>
  (await Block.count({ where: { blockerId: [a, b], blockedId: [a, b] }, transaction })) > 0;

/**
 * Blocks a member once (blocking again changes nothing) and closes every match between the two,
 * whichever side owns which listing; the requests among them get their status recomputed. The
 * blocked member is not told, so no notification is sent.
 */
export const blockMember = async (blockerId: string, blockedId: string, transaction?: Transaction) => {
  await Block.findOrCreate({ where: { blockerId, blockedId }, transaction });
  const closed = await database().query<{ spaceRequestId: string | null }>(
    `UPDATE matches m SET "status" = 'closed', "updatedAt" = now()
       FROM space_requests r, space_offers o
      WHERE r."id" = m."spaceRequestId" AND o."id" = m."spaceOfferId" AND m."status" <> 'closed'
        AND ((r."userId" = :blockerId AND o."userId" = :blockedId)
          OR (r."userId" = :blockedId AND o."userId" = :blockerId))
      RETURNING m."spaceRequestId"`,
    { replacements: { blockerId, blockedId }, type: QueryTypes.SELECT, transaction },
  );
  for (const requestId of new Set(closed.map((row) => row.spaceRequestId))) {
    await syncRequestStatus(requestId, transaction);
  }
};

/** Unblocks; matches closed by the block stay closed (new ones may form again). */
export const unblockMember = async (blockerId: string, blockedId: string, transaction?: Transaction) => {
  await Block.destroy({ where: { blockerId, blockedId }, transaction });
};

/** The member's blocks with the blocked members, most recent first. */
export const listBlocks = (blockerId: string) =>
  Block.findAll({
    where: { blockerId },
    include: [{ model: User, as: "blocked", required: true }],
    order: [
      ["createdAt", "DESC"],
      ["id", "ASC"],
    ],
  });
