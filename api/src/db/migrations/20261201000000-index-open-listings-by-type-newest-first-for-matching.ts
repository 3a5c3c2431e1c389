import { type Migration, runSql } from "../migrate";

/**
 * Matching reads a listing's candidates newest first and stops once its window is full
 * (`match_candidates`, db/sql/functions). A listing of a type other than `other` fits only the
 * listings of its type and of type `other`: these indexes hold the open listings (active offers;
 * requests not paused) by type, newest first within each type, so matching reads the two fitting
 * types' entries merged newest first instead of passing every type's. Each entry carries every
 * column matching's conditions and score read, as the newest-first indexes'
 * (migration 20261125030000) do, which stay for a listing of type `other` (every type fits it).
 */
export const up: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    CREATE INDEX space_offers_matching_by_type ON space_offers ("spaceType", "createdAt" DESC, "id" DESC)
      INCLUDE ("capacity", "supportedCauses", "causeBits", "accessFeatures", "userId", "isSponsored")
      WHERE "isActive";
    CREATE INDEX space_requests_matching_by_type ON space_requests ("spaceType", "createdAt" DESC, "id" DESC)
      INCLUDE ("participants", "values", "valueBits", "accessNeeds", "userId")
      WHERE "pausedAt" IS NULL;
    `,
  );

export const down: Migration = async ({ context: { sequelize } }) =>
  runSql(sequelize, "DROP INDEX space_requests_matching_by_type; DROP INDEX space_offers_matching_by_type;");
