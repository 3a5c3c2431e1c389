import type { ListingSide } from "@kindred/contract";
import { MATCHING, type MatchFacts, MISSIONS, PROJECT_TYPES } from "@kindred/contract";
import { QueryTypes, type Transaction } from "sequelize";
import { database } from "../../db/database";
import { SUSPENDED_MEMBER_IDS_SQL } from "../moderation/suspension";
import { scoreSql } from "./scoring";

/** A match the engine just inserted, with what the notifications need to name it. */
export interface NewMatch {
  id: string;
  spaceRequestId: string;
  spaceOfferId: string;
  score: number;
  facts: MatchFacts;
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
 * The source's ids of each kind as bits (`listing_id_bits`, migration 20261125010000), and
 * whether bits say it all: they do unless the source holds an id outside the list they know.
 */
const sourceBits = `listing_id_bits(s."missionIds") AS "missionBits",
       listing_id_bits(s."projectTypeIds") AS "projectTypeBits",
       listing_id_bits(s."otherIds") AS "otherBits",
       listing_id_bits(s."missionIds" || s."projectTypeIds" || s."otherIds") & (1::bigint << 62) = 0 AS "bitsSayAll"`;

/**
 * How many of the source's ids of each kind the candidate holds: a few integer operations on its
 * stored bits (`candidateBits`), or, for a source with an id the bits do not know, a pass over
 * the source's short lists against the candidate's array.
 */
const sharedCounts = (source: string, candidateArray: string, candidateBits: string) =>
  (
    [
      ["missionCount", "missionBits", "missionIds"],
      ["projectTypeCount", "projectTypeBits", "projectTypeIds"],
      ["otherCount", "otherBits", "otherIds"],
    ] as const
  )
    .map(
      ([count, bits, ids]) => `CASE WHEN ${source}."bitsSayAll"
               THEN bit_count((${candidateBits} & ${source}."${bits}")::bit(64))::int
               ELSE (SELECT count(*) FROM unnest(${source}."${ids}") v WHERE v = ANY(${candidateArray}))::int
             END AS "${count}"`,
    )
    .join(",\n             ");

/** Neither owner blocked the other (either way round): a blocked pair never matches. */
const notBlocked = `NOT EXISTS (
           SELECT 1 FROM blocks b
            WHERE (b."blockerId" = r."userId" AND b."blockedId" = o."userId")
               OR (b."blockerId" = o."userId" AND b."blockedId" = r."userId"))
             AND o."userId" <> ALL(${SUSPENDED_MEMBER_IDS_SQL})
             AND r."userId" <> ALL(${SUSPENDED_MEMBER_IDS_SQL})`;

/**
 * The candidates of one listing as `pairs` rows: the other side's listings that fit it (active,
 * of another member, a fitting space type and capacity, every access need among the offer's
 * features, at least one shared mission, neither owner blocking the other nor suspended), newest first, at
 * most `:candidateWindow` of them (docs/matching.md "How far it looks").
 *
 * The window keeps the statement's cost flat as the community grows: the candidates come from
 * the newest-first indexes of open listings (`space_offers_matching`, `space_requests_matching`),
 * whose entries carry every column the conditions read, and the scan stops once the window is
 * full, however many older listings there are. The conditions are one `IS TRUE` expression so
 * that no other index serves them: every listing of a type, or a bitmap of every listing sharing
 * a mission, sorted by age, costs what the whole community costs, which the window avoids. Inside
 * it the cheap comparisons come first (capacity, type), the array tests last: every index entry
 * the scan passes is tested, most fail, and AND stops at the first that does.
 */
const PAIRS_SQL: Record<ListingSide, string> = {
  request: `
    source AS MATERIALIZED (
      SELECT s.*, ${sourceBits} FROM (
        SELECT r."id", r."userId", r."spaceType", r."participants", r."values", r."accessNeeds",
               ${splitIds(`r."values"`)},
               CASE WHEN r."spaceType" = 'other'
                    THEN ARRAY(SELECT DISTINCT "spaceType" FROM space_offers WHERE "isActive")
                    ELSE ARRAY[r."spaceType", 'other'] END AS "fittingTypes",
               coalesce(r."participants", 1) AS "minCapacity"
          FROM space_requests r WHERE r."id" = :listingId AND r."pausedAt" IS NULL
      ) s
    ),
    pairs AS (
      SELECT r."id" AS "spaceRequestId", o."id" AS "spaceOfferId", o."createdAt" AS "candidateCreatedAt",
             r."userId" AS "requestOwnerId", o."userId" AS "offerOwnerId",
             r."spaceType" AS "requestType", o."spaceType" AS "offerType",
             r."participants", o."capacity", o."isSponsored", r."values", o."supportedCauses",
             r."accessNeeds", ${sharedCounts("r", `o."supportedCauses"`, `o."causeBits"`)}
        FROM source r
        CROSS JOIN LATERAL (
          SELECT o."id", o."createdAt", o."userId", o."spaceType", o."capacity", o."isSponsored",
                 o."supportedCauses", o."causeBits"
            FROM space_offers o
           WHERE o."isActive"
             AND (o."capacity" >= r."minCapacity"
                  AND o."spaceType" = ANY(r."fittingTypes")
                  AND o."supportedCauses" && r."missionIds"
                  AND o."accessFeatures" @> r."accessNeeds") IS TRUE
             AND o."userId" <> r."userId"
             AND ${notBlocked}
           ORDER BY o."createdAt" DESC, o."id" DESC
           LIMIT :candidateWindow
        ) o
    )`,
  offer: `
    source AS MATERIALIZED (
      SELECT s.*, ${sourceBits} FROM (
        SELECT o."id", o."userId", o."spaceType", o."capacity", o."isSponsored", o."supportedCauses",
               o."accessFeatures", ${splitIds(`o."supportedCauses"`)}
          FROM space_offers o WHERE o."id" = :listingId AND o."isActive"
      ) s
    ),
    pairs AS (
      SELECT r."id" AS "spaceRequestId", o."id" AS "spaceOfferId", r."createdAt" AS "candidateCreatedAt",
             r."userId" AS "requestOwnerId", o."userId" AS "offerOwnerId",
             r."spaceType" AS "requestType", o."spaceType" AS "offerType",
             r."participants", o."capacity", o."isSponsored", r."values", o."supportedCauses",
             r."accessNeeds", ${sharedCounts("o", `r."values"`, `r."valueBits"`)}
        FROM source o
        CROSS JOIN LATERAL (
          SELECT r."id", r."createdAt", r."userId", r."spaceType", r."participants", r."values", r."accessNeeds",
                 r."valueBits"
            FROM space_requests r
           WHERE r."pausedAt" IS NULL
             AND ((r."participants" IS NULL OR o."capacity" >= r."participants")
                  AND (o."spaceType" = r."spaceType" OR o."spaceType" = 'other' OR r."spaceType" = 'other')
                  AND r."values" && o."missionIds"
                  AND r."accessNeeds" <@ o."accessFeatures") IS TRUE
             AND r."userId" <> o."userId"
             AND ${notBlocked}
           ORDER BY r."createdAt" DESC, r."id" DESC
           LIMIT :candidateWindow
        ) r
    )`,
};

/**
 * Scores every candidate (`scoreSql` of `scoring.ts`), keeps those with a shared mission and the
 * minimum score, takes the best few, inserts them with their facts; `found` holds the rows it
 * really inserted, with what notifications name: a pair that exists already (the unique
 * (request, offer) constraint) is skipped by ON CONFLICT DO NOTHING, so a pair is never matched
 * twice, even when two writes race. A statement continues with more CTEs or its `SELECT`.
 */
export const matchCtes = (side: ListingSide) => `
  WITH ${PAIRS_SQL[side]},
  best AS (
    SELECT p.*, ${scoreSql("p")} AS "score"
      FROM pairs p
     WHERE p."missionCount" > 0 AND ${scoreSql("p")} >= :minScore
     ORDER BY "score" DESC, "candidateCreatedAt" DESC, "spaceRequestId", "spaceOfferId"
     LIMIT :maxPerListing
  ),
  -- The shared ids, in the request's order, only for the few pairs kept (the reasons name them).
  shared AS (
    SELECT b.*, ARRAY(
             SELECT v FROM unnest(b."values") WITH ORDINALITY AS t(v, n)
              WHERE v = ANY(b."supportedCauses") GROUP BY v ORDER BY min(n)
           ) AS "sharedIds", ARRAY(
             SELECT v FROM unnest(b."accessNeeds") WITH ORDINALITY AS t(v, n) GROUP BY v ORDER BY min(n)
           ) AS "needsMet"
      FROM best b
  ),
  inserted AS (
    INSERT INTO matches ("spaceRequestId", "spaceOfferId", "score", "facts")
    SELECT s."spaceRequestId", s."spaceOfferId", s."score", jsonb_build_object(
             'sharedIds', to_jsonb(s."sharedIds"),
             'requestType', s."requestType",
             'offerType', s."offerType",
             'participants', s."participants",
             'capacity', s."capacity",
             'sponsored', s."isSponsored")
           -- Needs only when there are some, so matches without any read as they always did.
           || CASE WHEN cardinality(s."needsMet") > 0
                   THEN jsonb_build_object('accessNeeds', to_jsonb(s."needsMet")) ELSE '{}'::jsonb END
      FROM shared s
    ON CONFLICT ("spaceRequestId", "spaceOfferId") DO NOTHING
    RETURNING "id", "spaceRequestId", "spaceOfferId", "score", "facts"
  ),
  matched_requests AS (
    UPDATE space_requests SET "status" = 'matched', "updatedAt" = now()
     WHERE "id" IN (SELECT "spaceRequestId" FROM inserted) AND "status" = 'pending'
  ),
  found AS (
    SELECT i.*, b."requestOwnerId", b."offerOwnerId", r."title" AS "requestTitle", b."requestType", o."spaceName",
           cardinality(b."sharedIds")::int AS "sharedCount"
      FROM inserted i
      JOIN shared b ON b."spaceRequestId" = i."spaceRequestId" AND b."spaceOfferId" = i."spaceOfferId"
      JOIN space_requests r ON r."id" = i."spaceRequestId"
      JOIN space_offers o ON o."id" = i."spaceOfferId"
  )`;

const matchSql = (side: ListingSide) => `${matchCtes(side)}
  SELECT * FROM found ORDER BY "score" DESC`;

const WEIGHTS = {
  missions: [...MISSIONS],
  projectTypes: [...PROJECT_TYPES],
  minScore: MATCHING.minScore,
  maxPerListing: MATCHING.maxPerListing,
};

/** The statement's replacements for one listing. */
export const matchReplacements = (listingId: string, candidateWindow: number = MATCHING.candidateWindow) => ({
  listingId,
  candidateWindow,
  ...WEIGHTS,
});

/**
 * The planner cannot know how soon the window fills (it guesses a handful of candidates in all),
 * so left alone it reads the whole table and sorts it. For the matching statement only, the
 * newest-first index is its one way in: the scan stops when the window is full. (`SET LOCAL`: in
 * a transaction, or in front of the statement in one query string, which runs as one.)
 */
export const MATCH_PLANNER_SETTINGS = "SET LOCAL enable_seqscan = off; SET LOCAL enable_bitmapscan = off";

export interface MatchOptions {
  transaction?: Transaction;
  /** How many of the newest candidates are scored (tests make it small). */
  candidateWindow?: number;
}

/**
 * Matches one new or changed listing in one SQL statement (candidates, score, top 5, insert,
 * request status `pending` → `matched`) in `transaction` (or its own). Returns the matches it
 * created; notifying is the caller's (`runMatching` matches and notifies in one statement).
 */
export const matchListing = async (
  side: ListingSide,
  listingId: string,
  { transaction, candidateWindow = MATCHING.candidateWindow }: MatchOptions = {},
): Promise<NewMatch[]> => {
  const run = async (within: Transaction) => {
    await database().query(MATCH_PLANNER_SETTINGS, { transaction: within });
    const created = await database().query<NewMatch>(matchSql(side), {
      replacements: matchReplacements(listingId, candidateWindow),
      type: QueryTypes.SELECT,
      transaction: within,
    });
    // (A failed statement ends the transaction, and its settings with it.)
    await database().query("RESET enable_seqscan; RESET enable_bitmapscan", { transaction: within });
    return created;
  };
  return transaction ? run(transaction) : database().transaction(run);
};
