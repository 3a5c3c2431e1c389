import type { ListingSide } from "@kindred/contract";
import { QueryTypes, type Transaction } from "sequelize";
import { database } from "../../db/database";
import { currentLogger } from "../../logger";
import { queueInstantMailsSql } from "../email/instantMails";
import { type NotifiedMatch, newMatchEvents, newMatchNotificationsSql } from "../notifications/notifier";
import { publish } from "../realtime/publisher";
import { MATCH_PLANNER_SETTINGS, matchCtes, matchReplacements } from "./matchMaker";

/**
 * Matches one listing and notifies both owners of every new match (`notifyNewMatches`'s
 * notifications, instant mails and events), in one query string that runs as one transaction:
 * the planner settings, then one statement that matches, notifies and queues the mails.
 *
 * Every new match bumps both owners' match-list versions (a trigger), and those rows stay locked
 * until the transaction ends. Sent as separate round trips (settings, match, reset,
 * notifications, mails, commit), listings matched at the same moment with the same members (one
 * member's listings, popular spaces) queued behind each other's trips, each waiting its turn on
 * the busy event loop; now the locks last one statement and its commit.
 */
export const runMatching = async (side: ListingSide, listingId: string): Promise<NotifiedMatch[]> => {
  const created = await database().query<NotifiedMatch>(
    `${MATCH_PLANNER_SETTINGS};
     ${matchCtes(side)},
     notified AS (
       ${newMatchNotificationsSql("found")}
     ), mail AS (
       ${queueInstantMailsSql("notified")}
     )
     SELECT f.*, seeker."id" AS "seekerNotificationId", host."id" AS "hostNotificationId"
       FROM found f
       JOIN notified seeker ON seeker."matchId" = f."id" AND seeker."userId" = f."requestOwnerId"
       JOIN notified host ON host."matchId" = f."id" AND host."userId" = f."offerOwnerId"
      ORDER BY f."score" DESC`,
    { replacements: matchReplacements(listingId), type: QueryTypes.SELECT },
  );
  await publish(newMatchEvents(created));
  return created;
};

/**
 * Runs matching right after `transaction` (the listing's write) commits, before the response
 * leaves. Matching a committed listing means two listings written at the same moment still see
 * each other: whichever matches second finds the first, and a pair both find is inserted once
 * (ON CONFLICT DO NOTHING). A failure is logged, never turned into an error for a saved listing.
 */
export const matchAfterCommit = (transaction: Transaction | undefined, side: ListingSide, listingId: string): void => {
  const run = async () => {
    try {
      await runMatching(side, listingId);
    } catch (error) {
      currentLogger().warn({ err: error, side, listingId }, "matching failed");
    }
  };
  if (transaction) transaction.afterCommit(run);
  else void run();
};
