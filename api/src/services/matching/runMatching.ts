import type { ListingSide } from "@kindred/contract";
import { MATCHING } from "@kindred/contract";
import type { Transaction } from "sequelize";
import { type PreparedStatement, preparedRows } from "../../db/prepared";
import { integerLiteral } from "../../db/sqlLiteral";
import { currentLogger } from "../../logger";
import { queueInstantMailsSql } from "../email/instantMails";
import { type NotifiedMatch, newMatchEvents, newMatchNotificationsSql } from "../notifications/notifier";
import { publish } from "../realtime/publisher";
import { matchCtes, RANKED_ORDER, rankedJoin } from "./matchMaker";

/**
 * The statement that matches one listing (`$1`) and notifies both owners of every new match, for
 * each side: prepared by name, so PostgreSQL parses and plans it once per pooled connection.
 */
const MATCH_AND_NOTIFY = Object.fromEntries(
  (["request", "offer"] as const).map((side) => [
    side,
    {
      name: `match_and_notify_${side}`,
      text: `${matchCtes(side, { listingId: "$1::uuid", candidateWindow: integerLiteral(MATCHING.candidateWindow) })},
     notified AS (
       ${newMatchNotificationsSql("found")}
     ), mail AS (
       ${queueInstantMailsSql("notified")}
     )
     SELECT f.*, seeker."id" AS "seekerNotificationId", host."id" AS "hostNotificationId"
       FROM found f
       JOIN notified seeker ON seeker."matchId" = f."id" AND seeker."userId" = f."requestOwnerId"
       JOIN notified host ON host."matchId" = f."id" AND host."userId" = f."offerOwnerId"
       ${rankedJoin}
      ORDER BY ${RANKED_ORDER}`,
    },
  ]),
) as Record<ListingSide, PreparedStatement>;

/**
 * Matches one listing and notifies both owners of every new match (`notifyNewMatches`'s
 * notifications, instant mails and events) in one statement, which runs as one transaction: it
 * matches, notifies and queues the mails.
 *
 * Every new match bumps both owners' match-list versions (a trigger), and those rows stay locked
 * until the transaction ends. Sent as separate round trips (settings, match, reset,
 * notifications, mails, commit), listings matched at the same moment with the same members (one
 * member's listings, popular spaces) queued behind each other's trips, each waiting its turn on
 * the busy event loop; now the locks last one statement and its commit.
 */
export const runMatching = async (side: ListingSide, listingId: string): Promise<NotifiedMatch[]> => {
  const created = await preparedRows<NotifiedMatch>(MATCH_AND_NOTIFY[side], [listingId]);
  await publish(newMatchEvents(created));
  return created;
};

/**
 * Runs matching right after `transaction` (the listing's write) commits, before the response
 * leaves; without a transaction (the write committed on its own) at once, resolving when done.
 * Matching a committed listing means two listings written at the same moment still see
 * each other: whichever matches second finds the first, and a pair both find is inserted once
 * (ON CONFLICT DO NOTHING). A failure is logged, never turned into an error for a saved listing.
 */
export const matchAfterCommit = async (
  transaction: Transaction | undefined,
  side: ListingSide,
  listingId: string,
): Promise<void> => {
  const run = async () => {
    try {
      await runMatching(side, listingId);
    } catch (error) {
      currentLogger().warn({ err: error, side, listingId }, "matching failed");
    }
  };
  if (transaction) transaction.afterCommit(run);
  else await run();
};
