import { type Migration, runSql } from "../migrate";

/**
 * Explore's requests filtered by space type (`services/explore/exploreListings.ts`): a first page
 * counts up to 1,001 of the open requests its filters find, and the only index holding open
 * requests (live: pending or matched, not paused) with their space type was the newest-first
 * score index, so a type filter read every type's entries to count one type's (13,251 entries
 * for 1,001 classrooms of 20 or more in the bench data, 1.6 ms of PostgreSQL's CPU). This index
 * holds the open requests by type, newest first within each type, with every column explore's
 * filters and score read, so the count reads only that type's entries, without the table, as
 * offers' `space_offers_matching_by_type` (migration 20261201000000) does for offers; matching's
 * index of requests by type cannot, as it also holds closed requests and not their status.
 */
export const up: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    CREATE INDEX space_requests_explore_by_type ON space_requests ("spaceType", "createdAt" DESC, "id" DESC)
      INCLUDE ("participants", "values", "valueBits", "accessNeeds", "userId")
      WHERE "status" IN ('pending', 'matched') AND "pausedAt" IS NULL;
    `,
  );

export const down: Migration = async ({ context: { sequelize } }) =>
  runSql(sequelize, "DROP INDEX space_requests_explore_by_type;");
