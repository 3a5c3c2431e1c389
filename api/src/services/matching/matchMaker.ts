import type { ListingSide } from "@kindred/contract";
import { MATCHING, type MatchFacts, MISSIONS, PROJECT_TYPES } from "@kindred/contract";
import { QueryTypes, type Transaction } from "sequelize";
import { database } from "../../db/database";
import { integerLiteral, textArrayLiteral, textLiteral } from "../../db/sqlLiteral";
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

/**
 * The candidates of one listing as `pairs` rows (`match_candidates`, db/sql/functions): the other
 * side's listings that fit it (open, of another member, a fitting space type and capacity, every
 * access need among the offer's features, at least one shared mission, neither owner blocking the
 * other nor suspended), newest first, at most `candidateWindow` of them (docs/matching.md "How far
 * it looks"), each with what the score reads (the pair's ids, the candidate's time, both space
 * types, whether the offer is sponsored, the shared counts) and nothing more. The function plans
 * its statements once per connection with its own planner settings, and reads the candidates from
 * the newest-first indexes of open listings, per fitting type, so the scan stops once the window
 * is full however many older listings there are. `listingId` and `candidateWindow` are SQL (a
 * parameter or a replacement); the contract's lists and who is suspended now go in as arguments.
 */
const pairsSql = (side: ListingSide, listingId: string, candidateWindow: string) => `
    pairs AS (
      SELECT * FROM match_candidates(${textLiteral(side)}, ${listingId}, ${candidateWindow},
                                     ${textArrayLiteral(MISSIONS)}, ${textArrayLiteral(PROJECT_TYPES)},
                                     ${SUSPENDED_MEMBER_IDS_SQL})
    )`;

/**
 * Scores every candidate (`scoreSql` of `scoring.ts`), keeps those with a shared mission and the
 * minimum score, takes the best few, reads both listings of each by id (owners, head count,
 * capacity, the lists the facts name, the names notifications use), inserts them with their
 * facts; `found` holds the rows it really inserted, with what notifications name: a pair that
 * exists already (the unique (request, offer) constraint) is skipped by ON CONFLICT DO NOTHING, so
 * a pair is never matched twice, even when two writes race. A statement continues with more CTEs
 * or its `SELECT`.
 */
export const matchCtes = (
  side: ListingSide,
  { listingId, candidateWindow }: { listingId: string; candidateWindow: string } = {
    listingId: ":listingId",
    candidateWindow: ":candidateWindow",
  },
) => `
  WITH ${pairsSql(side, listingId, candidateWindow)},
  best AS (
    SELECT p.*, ${scoreSql("p")} AS "score"
      FROM pairs p
     WHERE p."missionCount" > 0 AND ${scoreSql("p")} >= ${integerLiteral(MATCHING.minScore)}
     ORDER BY "score" DESC, "candidateCreatedAt" DESC, "spaceRequestId", "spaceOfferId"
     LIMIT ${integerLiteral(MATCHING.maxPerListing)}
  ),
  -- Both listings of the few pairs kept, and the shared ids in the request's order (the reasons
  -- name them).
  shared AS (
    SELECT b.*, r."userId" AS "requestOwnerId", o."userId" AS "offerOwnerId", r."participants", o."capacity",
           r."title" AS "requestTitle", o."spaceName", ARRAY(
             SELECT v FROM unnest(r."values") WITH ORDINALITY AS t(v, n)
              WHERE v = ANY(o."supportedCauses") GROUP BY v ORDER BY min(n)
           ) AS "sharedIds", ARRAY(
             SELECT v FROM unnest(r."accessNeeds") WITH ORDINALITY AS t(v, n) GROUP BY v ORDER BY min(n)
           ) AS "needsMet"
      FROM best b
      JOIN space_requests r ON r."id" = b."spaceRequestId"
      JOIN space_offers o ON o."id" = b."spaceOfferId"
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
    SELECT i.*, b."requestOwnerId", b."offerOwnerId", b."requestTitle", b."requestType", b."spaceName",
           cardinality(b."sharedIds")::int AS "sharedCount"
      FROM inserted i
      JOIN shared b ON b."spaceRequestId" = i."spaceRequestId" AND b."spaceOfferId" = i."spaceOfferId"
  )`;

/**
 * The order of `found`'s rows as `best` ranked them (score, newest candidate, ids), so a caller
 * sees its matches best first and ties always in the same order. `found` is `f`; `shared` joins
 * it as `s` (`rankedJoin`).
 */
export const RANKED_ORDER = `f."score" DESC, s."candidateCreatedAt" DESC, f."spaceRequestId", f."spaceOfferId"`;
export const rankedJoin = `JOIN shared s ON s."spaceRequestId" = f."spaceRequestId" AND s."spaceOfferId" = f."spaceOfferId"`;

const matchSql = (side: ListingSide) => `${matchCtes(side)}
  SELECT f.* FROM found f ${rankedJoin} ORDER BY ${RANKED_ORDER}`;

/** The statement's replacements for one listing (`matchCtes` with its default placeholders). */
export const matchReplacements = (listingId: string, candidateWindow: number = MATCHING.candidateWindow) => ({
  listingId,
  candidateWindow,
});

export interface MatchOptions {
  transaction?: Transaction;
  /** How many of the newest candidates are scored (tests make it small). */
  candidateWindow?: number;
}

/**
 * Matches one new or changed listing in one SQL statement (candidates, score, top 5, insert,
 * request status `pending` → `matched`) in `transaction` (or on its own). Returns the matches it
 * created; notifying is the caller's (`runMatching` matches and notifies in one statement).
 */
export const matchListing = async (
  side: ListingSide,
  listingId: string,
  { transaction, candidateWindow = MATCHING.candidateWindow }: MatchOptions = {},
): Promise<NewMatch[]> =>
  database().query<NewMatch>(matchSql(side), {
    replacements: matchReplacements(listingId, candidateWindow),
    type: QueryTypes.SELECT,
    transaction,
  });
