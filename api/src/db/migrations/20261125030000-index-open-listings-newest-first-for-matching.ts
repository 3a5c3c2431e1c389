import { type Migration, runSql } from "../migrate";

/**
 * Matching scores a new or changed listing against at most the newest `candidateWindow`
 * candidates (services/matching/matchMaker.ts). These indexes hold the listings matching still
 * considers (active offers; requests not paused), newest first, each entry carrying every column
 * matching's conditions and score read, so finding the window is an index-only scan that stops
 * once the window is full, however many listings are older. They are narrower than explore's
 * indexes on purpose: the planner takes the ordered scan only when it is cheaper than reading
 * the table.
 */
export const up: Migration = async ({ context: { sequelize } }) => {
  await runSql(
    sequelize,
    `
    CREATE INDEX space_offers_matching ON space_offers ("createdAt" DESC, "id" DESC)
      INCLUDE ("spaceType", "capacity", "supportedCauses", "causeBits", "accessFeatures", "userId", "isSponsored")
      WHERE "isActive";
    CREATE INDEX space_requests_matching ON space_requests ("createdAt" DESC, "id" DESC)
      INCLUDE ("spaceType", "participants", "values", "valueBits", "accessNeeds", "userId")
      WHERE "pausedAt" IS NULL;
    `,
  );
  // An index-only scan skips the table only for pages the visibility map marks all-visible.
  await sequelize.query("VACUUM ANALYZE space_offers, space_requests");
};

export const down: Migration = async ({ context: { sequelize } }) =>
  runSql(sequelize, "DROP INDEX space_requests_matching; DROP INDEX space_offers_matching;");
