import { type Migration, runSql } from "../migrate";

/**
 * Access features of offers and access needs of requests (docs/matching.md): empty for every
 * existing listing. Matching reads a request's needs as a hard filter (`"accessFeatures" @> needs`),
 * and explore filters on both lists, so each has a GIN index like the other value lists.
 */
export const up: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    ALTER TABLE space_offers ADD COLUMN "accessFeatures" text[] NOT NULL DEFAULT '{}';
    ALTER TABLE space_requests ADD COLUMN "accessNeeds" text[] NOT NULL DEFAULT '{}';
    CREATE INDEX space_offers_access_features ON space_offers USING gin ("accessFeatures");
    CREATE INDEX space_requests_access_needs ON space_requests USING gin ("accessNeeds");
    `,
  );

export const down: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    ALTER TABLE space_requests DROP COLUMN "accessNeeds";
    ALTER TABLE space_offers DROP COLUMN "accessFeatures";
    `,
  );
