import { type Migration, runSql } from "../migrate";

/**
 * Explore's `sort=score` ranks every open listing by its score against one of the viewer's own
 * (docs/performance.md). Testing each of the source's ids against each row's text array, over
 * the wide explore index, took 50-100 ms for the bench's 50k offers. Each listing now also stores
 * its shared-id list as one bigint, a bit per id of the contract's value lists
 * (`listing_id_bits`), so a shared count is `bit_count(row & source)`. A narrow partial index per
 * kind carries just what the ranking and the plain filters (space type, head count, blocked
 * owners) read, so ranking is an index-only scan of a few integer operations a row; filters on
 * lists and words still go through their GIN indexes or the wide explore index.
 *
 * The list is frozen here: a bit keeps its meaning as long as rows store it. An id outside it
 * sets bit 62; explore then scores with the arrays themselves (`exploreScore.ts`), so the score
 * stays exact, only slower. An id added to the contract later needs a migration that appends it
 * to the list and recomputes the columns (`exploreIdBits.test.ts` fails until then).
 */
const IDS = [
  // Missions
  "community-education",
  "youth-development",
  "creative-arts",
  "wellness-healing",
  "environmental-action",
  "social-justice",
  "entrepreneurship",
  "community-building",
  "affordable-access",
  "cultural-preservation",
  // Project types (activities)
  "workshop",
  "support-group",
  "creative-studio",
  "community-meeting",
  "skill-share",
  "wellness-session",
  "performance",
  "collaboration",
  "mentorship",
  "study-group",
  // Impacts
  "accessible-pricing",
  "underserved-populations",
  "skill-building",
  "healing-trauma",
  "environmental-benefit",
  "intergenerational",
  "cultural-bridge",
  "economic-empowerment",
  "mental-health",
  "creative-expression",
  // Community investments
  "free-community",
  "sliding-scale",
  "skills-exchange",
  "partial-cost",
  "nonprofit-free",
  "underserved-free",
  "time-banking",
  "reciprocal",
];

export const up: Migration = async ({ context: { sequelize } }) => {
  await runSql(
    sequelize,
    `
    CREATE FUNCTION listing_id_bits(ids text[]) RETURNS bigint
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$
        SELECT coalesce(bit_or(coalesce(
                 1::bigint << (array_position(ARRAY[${IDS.map((id) => `'${id}'`).join(", ")}]::text[], id) - 1),
                 1::bigint << 62)), 0)
          FROM unnest(ids) AS id
      $$;

    ALTER TABLE space_offers ADD COLUMN "causeBits" bigint NOT NULL
      GENERATED ALWAYS AS (listing_id_bits("supportedCauses")) STORED;
    ALTER TABLE space_requests ADD COLUMN "valueBits" bigint NOT NULL
      GENERATED ALWAYS AS (listing_id_bits("values")) STORED;

    CREATE INDEX space_offers_explore_score ON space_offers ("createdAt" DESC, "id" DESC)
      INCLUDE ("causeBits", "isSponsored", "capacity", "userId", "spaceType")
      WHERE "isActive";
    CREATE INDEX space_requests_explore_score ON space_requests ("createdAt" DESC, "id" DESC)
      INCLUDE ("valueBits", "participants", "userId", "spaceType")
      WHERE "status" IN ('pending', 'matched') AND "pausedAt" IS NULL;
    `,
  );
  // Adding a stored column rewrote both tables, which leaves their visibility maps empty: until a
  // vacuum marks the pages all-visible again, an index-only scan still reads every row's page.
  // VACUUM cannot run in a transaction, so it runs after the one above.
  await sequelize.query("VACUUM ANALYZE space_offers, space_requests");
};

export const down: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    DROP INDEX space_requests_explore_score;
    DROP INDEX space_offers_explore_score;
    ALTER TABLE space_requests DROP COLUMN "valueBits";
    ALTER TABLE space_offers DROP COLUMN "causeBits";
    DROP FUNCTION listing_id_bits(text[]);
    `,
  );
