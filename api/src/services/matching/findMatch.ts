import type { Transaction } from "sequelize";
import { Match, SpaceOffer, SpaceRequest } from "../../db/models";
import { NotFoundError } from "../../errors";

/**
 * The match named by `:id` with both listings loaded (either may be gone), which the match policy
 * needs to know the parties, in one query. An unknown id is not found (404). With `lock`,
 * the match row (not the listings) is locked until the transaction ends, so two lifecycle changes
 * never interleave.
 */
export const findMatch = async (
  id: string,
  { transaction, lock = false }: { transaction?: Transaction; lock?: boolean } = {},
): Promise<Match> => {
  const match = await Match.findByPk(id, {
    include: [SpaceRequest, SpaceOffer],
    transaction,
    ...(lock && transaction ? { lock: { level: transaction.LOCK.UPDATE, of: Match } } : {}),
  });
  if (!match) throw NotFoundError();
  return match;
};

/** What tells a match's parties: the owners of its two listings (a deleted listing is null). */
export interface MatchSides {
  spaceRequest?: { userId: string } | null;
  spaceOffer?: { userId: string } | null;
}

/** The two parties' ids (null for a side whose listing was deleted). */
export const partiesOf = (match: MatchSides) => ({
  seekerId: match.spaceRequest?.userId ?? null,
  hostId: match.spaceOffer?.userId ?? null,
});

/** The other party of `userId` in the match, if still known. */
export const otherPartyOf = (match: MatchSides, userId: string): string | null => {
  const { seekerId, hostId } = partiesOf(match);
  return userId === seekerId ? hostId : seekerId;
};
