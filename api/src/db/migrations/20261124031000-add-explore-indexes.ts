import { type Migration, runSql } from "../migrate";

/**
 * Explore (`GET /api/explore/offers|requests`, docs/performance.md) lists open listings newest
 * first, filtered. The partial indexes hold exactly the open rows in that order, so an unfiltered
 * or loosely filtered page reads its few rows off the front; the per-type ones serve a space type
 * filter the same way. Selective filters (a rare cause, access feature or word) go through the GIN
 * indexes of the value lists and the search vector instead and sort what little they find.
 */
export const up: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    CREATE INDEX space_offers_explore_newest ON space_offers ("createdAt" DESC, "id" DESC) WHERE "isActive";
    CREATE INDEX space_offers_explore_type ON space_offers ("spaceType", "createdAt" DESC, "id" DESC) WHERE "isActive";
    CREATE INDEX space_requests_explore_newest ON space_requests ("createdAt" DESC, "id" DESC)
      WHERE "status" IN ('pending', 'matched');
    CREATE INDEX space_requests_explore_type ON space_requests ("spaceType", "createdAt" DESC, "id" DESC)
      WHERE "status" IN ('pending', 'matched');
    `,
  );

export const down: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    DROP INDEX space_requests_explore_type;
    DROP INDEX space_requests_explore_newest;
    DROP INDEX space_offers_explore_type;
    DROP INDEX space_offers_explore_newest;
    `,
  );
