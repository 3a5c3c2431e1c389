import type { ListingSide } from "@kindred/contract";
import type { Transaction } from "sequelize";
import { database } from "../../db/database";
import { currentLogger } from "../../logger";
import { notifyNewMatches } from "../notifications/notifier";
import { matchListing, type NewMatch } from "./matchMaker";

/** Matches one listing and notifies both owners of every new match, in one transaction. */
export const runMatching = (side: ListingSide, listingId: string): Promise<NewMatch[]> =>
  database().transaction(async (transaction) => {
    const created = await matchListing(side, listingId, { transaction });
    await notifyNewMatches(created, transaction);
    return created;
  });

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
