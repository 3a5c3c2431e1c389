import { type Migration, runSql } from "../migrate";

/**
 * Explore lists only requests that are open and not paused (a request nobody kept open after 45
 * days is paused and gets no new matches): the partial index holds just those rows.
 */
export const up: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    DROP INDEX space_requests_explore;
    CREATE INDEX space_requests_explore ON space_requests ("createdAt" DESC, "id" DESC)
      INCLUDE ("spaceType", "participants", "values", "accessNeeds", "userId")
      WHERE "status" IN ('pending', 'matched') AND "pausedAt" IS NULL;
    `,
  );

export const down: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    DROP INDEX space_requests_explore;
    CREATE INDEX space_requests_explore ON space_requests ("createdAt" DESC, "id" DESC)
      INCLUDE ("spaceType", "participants", "values", "accessNeeds", "userId")
      WHERE "status" IN ('pending', 'matched');
    `,
  );
