import { type Migration, runSql } from "../migrate";

/**
 * Explore ranks a page from its open-listing index alone (docs/performance.md): every column the
 * filters and the match score read is carried in that index (INCLUDE), so finding the page is an
 * index-only scan and only its few rows are read from the table. Measured on the bench volume,
 * ranking all open offers by score or walking them for a rare filter combination read a fifth of
 * the pages the table would. The per-type indexes of 20261124031000 are then not needed.
 */
export const up: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    DROP INDEX space_offers_explore_newest;
    DROP INDEX space_offers_explore_type;
    DROP INDEX space_requests_explore_newest;
    DROP INDEX space_requests_explore_type;
    CREATE INDEX space_offers_explore ON space_offers ("createdAt" DESC, "id" DESC)
      INCLUDE ("spaceType", "capacity", "availability", "supportedCauses", "accessFeatures", "isSponsored", "userId")
      WHERE "isActive";
    CREATE INDEX space_requests_explore ON space_requests ("createdAt" DESC, "id" DESC)
      INCLUDE ("spaceType", "participants", "values", "accessNeeds", "userId")
      WHERE "status" IN ('pending', 'matched');
    `,
  );

export const down: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    DROP INDEX space_requests_explore;
    DROP INDEX space_offers_explore;
    CREATE INDEX space_offers_explore_newest ON space_offers ("createdAt" DESC, "id" DESC) WHERE "isActive";
    CREATE INDEX space_offers_explore_type ON space_offers ("spaceType", "createdAt" DESC, "id" DESC) WHERE "isActive";
    CREATE INDEX space_requests_explore_newest ON space_requests ("createdAt" DESC, "id" DESC)
      WHERE "status" IN ('pending', 'matched');
    CREATE INDEX space_requests_explore_type ON space_requests ("spaceType", "createdAt" DESC, "id" DESC)
      WHERE "status" IN ('pending', 'matched');
    `,
  );
