import type { ListingSide } from "@kindred/contract";
import { MATCHING, MISSIONS, PROJECT_TYPES } from "@kindred/contract";
import { QueryTypes, type Transaction } from "sequelize";
import type { Sequelize } from "sequelize-typescript";

/** A match the engine just inserted, with what the notifications need to name it. */
export interface NewMatch {
  id: string;
  spaceRequestId: string;
  spaceOfferId: string;
  score: number;
  reasons: string[];
  requestOwnerId: string;
  offerOwnerId: string;
  requestTitle: string;
  requestType: string;
  spaceName: string;
  sharedCount: number;
}

/** The source listing's value ids split by kind, computed once per run. */
const splitIds = (array: string) => `
  ARRAY(SELECT DISTINCT v FROM unnest(${array}) v WHERE v = ANY(ARRAY[:missions]::text[])) AS "missionIds",
  ARRAY(SELECT DISTINCT v FROM unnest(${array}) v WHERE v = ANY(ARRAY[:projectTypes]::text[])) AS "projectTypeIds",
  ARRAY(SELECT DISTINCT v FROM unnest(${array}) v
         WHERE v <> ALL(ARRAY[:missions]::text[]) AND v <> ALL(ARRAY[:projectTypes]::text[])) AS "otherIds"`;

/**
 * How many of the source's ids of each kind the candidate's array holds, as columns of one lateral
 * row (`shared`): one pass over the source's short lists per candidate, computed once however often
 * the score uses it.
 */
const sharedCounts = (source: string, candidateArray: string) => `
  CROSS JOIN LATERAL (
    SELECT count(*) FILTER (WHERE v = ANY(${source}."missionIds"))::int AS "missionCount",
           count(*) FILTER (WHERE v = ANY(${source}."projectTypeIds"))::int AS "projectTypeCount",
           count(*) FILTER (WHERE v = ANY(${source}."otherIds"))::int AS "otherCount"
      FROM unnest(${source}."missionIds" || ${source}."projectTypeIds" || ${source}."otherIds") v
     WHERE v = ANY(${candidateArray})
  ) shared`;

/**
 * The candidates of one listing as `pairs` rows. The other side is filtered by the GIN index of
 * its value array (`&&` with the source's missions: no shared mission, no match), by activity,
 * owner, capacity and space type.
 *
 * A new request's offers are found by ANDing two indexes: the GIN one and the partial
 * `space_offers_active_type` ("spaceType", "capacity") WHERE "isActive", which takes the space
 * types that fit (the request's and `other`; every type present when the request says `other`)
 * and the capacity (every offer has at least 1, so no head count means a capacity of 1 or more).
 * That reads a fifth of the heap rows the mission alone would.
 */
const PAIRS_SQL: Record<ListingSide, string> = {
  request: `
    source AS (
      SELECT r.*, ${splitIds(`r."values"`)},
             CASE WHEN r."spaceType" = 'other'
                  THEN ARRAY(SELECT DISTINCT "spaceType" FROM space_offers WHERE "isActive")
                  ELSE ARRAY[r."spaceType", 'other'] END AS "fittingTypes",
             coalesce(r."participants", 1) AS "minCapacity"
        FROM space_requests r WHERE r."id" = :listingId
    ),
    pairs AS (
      SELECT r."id" AS "spaceRequestId", o."id" AS "spaceOfferId", o."createdAt" AS "candidateCreatedAt",
             r."userId" AS "requestOwnerId", o."userId" AS "offerOwnerId", r."title" AS "requestTitle",
             r."spaceType" AS "requestType", o."spaceType" AS "offerType", o."spaceName",
             r."participants", o."capacity", o."isSponsored", r."values", o."supportedCauses",
             shared.*
        FROM source r
        JOIN space_offers o
          ON o."supportedCauses" && (SELECT "missionIds" FROM source)
         AND o."isActive"
         AND o."spaceType" = ANY((SELECT "fittingTypes" FROM source)::text[])
         AND o."capacity" >= (SELECT "minCapacity" FROM source)
         AND o."userId" <> r."userId"
        ${sharedCounts("r", `o."supportedCauses"`)}
    )`,
  offer: `
    source AS (
      SELECT o.*, ${splitIds(`o."supportedCauses"`)}
        FROM space_offers o WHERE o."id" = :listingId AND o."isActive"
    ),
    pairs AS (
      SELECT r."id" AS "spaceRequestId", o."id" AS "spaceOfferId", r."createdAt" AS "candidateCreatedAt",
             r."userId" AS "requestOwnerId", o."userId" AS "offerOwnerId", r."title" AS "requestTitle",
             r."spaceType" AS "requestType", o."spaceType" AS "offerType", o."spaceName",
             r."participants", o."capacity", o."isSponsored", r."values", o."supportedCauses",
             shared.*
        FROM source o
        JOIN space_requests r
          ON r."values" && (SELECT "missionIds" FROM source)
         AND r."userId" <> o."userId"
         AND (r."participants" IS NULL OR o."capacity" >= r."participants")
         AND (o."spaceType" = r."spaceType" OR o."spaceType" = 'other' OR r."spaceType" = 'other')
        ${sharedCounts("o", `r."values"`)}
    )`,
};

/** Elements of `array` kept by `condition` (on `v`), in the array's order. */
const filtered = (array: string, condition: string) =>
  `ARRAY(SELECT v FROM unnest(${array}) WITH ORDINALITY AS t(v, n) WHERE ${condition} ORDER BY n)`;

/**
 * Scores every candidate (the weights of DESIGN.md section 4, mirrored by `scorePair`), keeps those
 * with a shared mission and the minimum score, takes the best few, inserts them and returns the
 * rows it really inserted: a pair that exists already (the unique (request, offer) constraint) is
 * skipped by ON CONFLICT DO NOTHING, so a pair is never matched twice, even when two writes race.
 */
const matchSql = (side: ListingSide) => `
  WITH ${PAIRS_SQL[side]},
  best AS (
    SELECT p.*,
           p."missionCount" * :missionWeight
             + p."projectTypeCount" * :projectTypeWeight
             + p."otherCount" * :impactWeight
             + CASE WHEN p."requestType" = p."offerType" THEN :sameSpaceTypeBonus ELSE 0 END
             + CASE WHEN p."isSponsored" THEN :sponsoredBonus ELSE 0 END AS "score"
      FROM pairs p
     WHERE p."missionCount" > 0
       AND p."missionCount" * :missionWeight
             + p."projectTypeCount" * :projectTypeWeight
             + p."otherCount" * :impactWeight
             + CASE WHEN p."requestType" = p."offerType" THEN :sameSpaceTypeBonus ELSE 0 END
             + CASE WHEN p."isSponsored" THEN :sponsoredBonus ELSE 0 END >= :minScore
     ORDER BY "score" DESC, "candidateCreatedAt" DESC, "spaceRequestId", "spaceOfferId"
     LIMIT :maxPerListing
  ),
  -- The shared ids, in the request's order, only for the few pairs kept (they make the reasons).
  shared AS (
    SELECT b.*, ARRAY(
             SELECT v FROM unnest(b."values") WITH ORDINALITY AS t(v, n)
              WHERE v = ANY(b."supportedCauses") GROUP BY v ORDER BY min(n)
           ) AS "sharedIds"
      FROM best b
  ),
  parts AS (
    SELECT s.*,
           ${filtered(`s."sharedIds"`, "v = ANY(ARRAY[:missions]::text[])")} AS "sharedMissions",
           ${filtered(`s."sharedIds"`, "v = ANY(ARRAY[:projectTypes]::text[])")} AS "sharedProjectTypes",
           ${filtered(`s."sharedIds"`, "v <> ALL(ARRAY[:missions]::text[]) AND v <> ALL(ARRAY[:projectTypes]::text[])")} AS "sharedOther"
      FROM shared s
  ),
  inserted AS (
    INSERT INTO matches ("spaceRequestId", "spaceOfferId", "score", "reasons")
    SELECT b."spaceRequestId", b."spaceOfferId", b."score", array_remove(ARRAY[
             CASE WHEN cardinality(b."sharedMissions") > 0
                  THEN 'Shared missions: ' || array_to_string(b."sharedMissions", ', ') END,
             CASE WHEN cardinality(b."sharedProjectTypes") > 0
                  THEN 'Shared activities: ' || array_to_string(b."sharedProjectTypes", ', ') END,
             CASE WHEN cardinality(b."sharedOther") > 0
                  THEN 'Shared values: ' || array_to_string(b."sharedOther", ', ') END,
             CASE WHEN b."requestType" = b."offerType"
                  THEN 'Both want ' || (CASE WHEN left(b."requestType", 1) IN ('a', 'e', 'i', 'o', 'u') THEN 'an ' ELSE 'a ' END)
                       || b."requestType" || ' space'
                  ELSE 'Flexible space type (' || b."requestType" || ' / ' || b."offerType" || ')' END,
             CASE WHEN b."participants" IS NULL THEN 'Room for ' || b."capacity"
                  ELSE 'Room for ' || b."capacity" || ' (you need ' || b."participants" || ')' END,
             CASE WHEN b."isSponsored" THEN 'Partner space' END
           ], NULL)
      FROM parts b
    ON CONFLICT ("spaceRequestId", "spaceOfferId") DO NOTHING
    RETURNING "id", "spaceRequestId", "spaceOfferId", "score", "reasons"
  ),
  matched_requests AS (
    UPDATE space_requests SET "status" = 'matched', "updatedAt" = now()
     WHERE "id" IN (SELECT "spaceRequestId" FROM inserted) AND "status" = 'pending'
  )
  SELECT i.*, b."requestOwnerId", b."offerOwnerId", b."requestTitle", b."requestType", b."spaceName",
         cardinality(b."sharedIds")::int AS "sharedCount"
    FROM inserted i
    JOIN parts b ON b."spaceRequestId" = i."spaceRequestId" AND b."spaceOfferId" = i."spaceOfferId"
   ORDER BY i."score" DESC`;

const WEIGHTS = {
  missions: [...MISSIONS],
  projectTypes: [...PROJECT_TYPES],
  missionWeight: MATCHING.missionWeight,
  projectTypeWeight: MATCHING.projectTypeWeight,
  impactWeight: MATCHING.impactWeight,
  sameSpaceTypeBonus: MATCHING.sameSpaceTypeBonus,
  sponsoredBonus: MATCHING.sponsoredBonus,
  minScore: MATCHING.minScore,
  maxPerListing: MATCHING.maxPerListing,
};

/**
 * Matches one new or changed listing in one SQL statement (candidates, score, top 5, insert,
 * request status `pending` → `matched`). Returns the matches it created; notifying is the
 * caller's (`services/matching/runMatching.ts`).
 */
export const matchListing = async (
  sequelize: Sequelize,
  side: ListingSide,
  listingId: string,
  transaction?: Transaction,
): Promise<NewMatch[]> =>
  sequelize.query<NewMatch>(matchSql(side), {
    replacements: { listingId, ...WEIGHTS },
    type: QueryTypes.SELECT,
    transaction,
  });
