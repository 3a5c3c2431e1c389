import { type Migration, runSql } from "../migrate";

/** The contract's missions, bits 0 to 9 of the listings' id bits (`listing_id_bits`). */
const MISSION_BITS = Array.from({ length: 10 }, (_, bit) => bit);

/**
 * Matching's candidates share at least one mission with the listing matched
 * (`match_candidates`, db/sql/functions). The newest-first indexes by type (migration
 * 20261201000000) hold every open listing of a type, so a listing whose missions few others hold
 * read past all of them: the bench's studio request read 2,899 studio offers for its 1,000
 * candidates and all 6,250 offers of type `other`, none of which shares one of its missions.
 * These indexes hold, for each mission, the open listings holding it (its bit set in their id
 * bits), by type and newest first, with the columns of the by-type indexes: matching merges the
 * listing's missions' scans newest first and drops the listings found under two missions, so it
 * reads only listings that share a mission. A listing holds a few missions, so each has an entry
 * in a few of them.
 */
export const up: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    MISSION_BITS.map(
      (bit) => `
    CREATE INDEX space_offers_matching_by_mission_${bit} ON space_offers ("spaceType", "createdAt" DESC, "id" DESC)
      INCLUDE ("capacity", "supportedCauses", "causeBits", "accessFeatures", "userId", "isSponsored")
      WHERE "isActive" AND ("causeBits" & ${2 ** bit}::bigint) <> 0;
    CREATE INDEX space_requests_matching_by_mission_${bit} ON space_requests ("spaceType", "createdAt" DESC, "id" DESC)
      INCLUDE ("participants", "values", "valueBits", "accessNeeds", "userId")
      WHERE "pausedAt" IS NULL AND ("valueBits" & ${2 ** bit}::bigint) <> 0;`,
    ).join(""),
  );

export const down: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    MISSION_BITS.map(
      (bit) =>
        `DROP INDEX space_offers_matching_by_mission_${bit}; DROP INDEX space_requests_matching_by_mission_${bit};`,
    ).join(" "),
  );
