import { type Migration, runSql } from "../migrate";

/**
 * Matching scores a new or changed listing against at most the newest `candidateWindow`
 * candidates (services/matching/matchMaker.ts). A new request finds its offers through the
 * newest-first index of active offers that explore keeps (`space_offers_explore`); a new offer
 * finds its requests through this one: every request matching still considers (not paused),
 * newest first, carrying every column its conditions read, so the scan stops when the window
 * is full, however many requests are older.
 */
export const up: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    CREATE INDEX space_requests_matching ON space_requests ("createdAt" DESC, "id" DESC)
      INCLUDE ("spaceType", "participants", "values", "accessNeeds", "userId")
      WHERE "pausedAt" IS NULL;
    `,
  );

export const down: Migration = async ({ context: { sequelize } }) =>
  runSql(sequelize, "DROP INDEX space_requests_matching;");
