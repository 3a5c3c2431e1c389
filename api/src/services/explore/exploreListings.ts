import {
  EXPLORE_COUNT,
  type ExploreOffersQuery,
  type ExploreRequestsQuery,
  type ListingSide,
  MATCHING,
} from "@kindred/contract";
import { searchWords } from "@kindred/search/query";
import { type InferAttributes, QueryTypes } from "sequelize";
import { database } from "../../db/database";
import { columnsSql, SPACE_OFFER_FIELDS, SPACE_REQUEST_FIELDS, userSummaryColumnsSql } from "../../db/fieldTables";
import type { SpaceOffer, SpaceRequest } from "../../db/models";
import { afterCursorSql, cursorKeySql } from "../../lib/paging";
import { SUSPENDED_MEMBER_IDS_SQL } from "../moderation/suspension";
import { decodeExploreCursor, encodeExploreCursor } from "./exploreCursor";
import { type ScoreSource, scoreCandidateSql } from "./exploreScore";

/** What one explore call asks for, as read by the route: the query, whom to hide, what to score against. */
export interface ExploreInput<Q> {
  query: Q;
  /** Owners whose listings the viewer blocked. */
  hiddenOwnerIds: readonly string[];
  /** What `sort=score` scores against (the route checked it is the viewer's). */
  source: ScoreSource | null;
}

/** The SQL of each kind that is browsed (`l`): which rows are open and which columns the filters read. */
const SIDES = {
  offer: {
    table: "space_offers",
    open: `l."isActive"`,
    values: `l."supportedCauses"`,
    valueBits: `l."causeBits"`,
    access: `l."accessFeatures"`,
    headCount: `l."capacity"`,
  },
  request: {
    table: "space_requests",
    // Open requests that are not paused (live requests); the same words as the partial indexes of
    // migrations 20261124049000 and 20261125010000, so PostgreSQL can use them.
    open: `l."status" IN ('pending', 'matched') AND l."pausedAt" IS NULL`,
    values: `l."values"`,
    valueBits: `l."valueBits"`,
    access: `l."accessNeeds"`,
    headCount: `l."participants"`,
  },
} as const satisfies Record<ListingSide, unknown>;

type AnyExploreQuery = ExploreOffersQuery | ExploreRequestsQuery;

/**
 * The WHERE conditions of the filters given, and their replacements. Lists match any value given,
 * except access features, which must all be there; text matches every word as a prefix.
 */
const filtersSql = (side: ListingSide, query: AnyExploreQuery, hiddenOwnerIds: readonly string[]) => {
  const sql = SIDES[side];
  // Suspended members' listings stay out until the suspension ends (docs/security.md).
  const conditions: string[] = [sql.open, `l."userId" <> ALL(${SUSPENDED_MEMBER_IDS_SQL})`];
  const replacements: Record<string, unknown> = {};
  const add = (condition: string, values: Record<string, unknown>) => {
    conditions.push(condition);
    Object.assign(replacements, values);
  };
  if (query.spaceType.length > 0) add(`l."spaceType" = ANY(ARRAY[:spaceType]::text[])`, { spaceType: query.spaceType });
  if (query.minCapacity !== null) add(`${sql.headCount} >= :minCapacity`, { minCapacity: query.minCapacity });
  if (query.cause.length > 0) add(`${sql.values} && ARRAY[:cause]::text[]`, { cause: query.cause });
  if (query.accessFeature.length > 0) {
    add(`${sql.access} @> ARRAY[:accessFeature]::text[]`, { accessFeature: query.accessFeature });
  }
  if ("availability" in query && query.availability.length > 0) {
    add(`l."availability" && ARRAY[:availability]::text[]`, { availability: query.availability });
  }
  if ("communityInvestment" in query && query.communityInvestment.length > 0) {
    add(`l."supportedCauses" && ARRAY[:investments]::text[]`, { investments: query.communityInvestment });
  }
  const words = searchWords(query.q ?? "");
  if (words.length > 0) {
    add(`l.search_vector @@ to_tsquery('english', :words)`, { words: words.map((word) => `${word}:*`).join(" & ") });
  }
  if (hiddenOwnerIds.length > 0) add(`l."userId" <> ALL(ARRAY[:hidden]::uuid[])`, { hidden: hiddenOwnerIds });
  return { where: conditions.join("\n AND "), replacements };
};

const FIELDS = { offer: SPACE_OFFER_FIELDS, request: SPACE_REQUEST_FIELDS } as const;

/** One row of a page: the listing's columns, its owner's summary, its cursor key (and score). */
type ExploreRow<S extends ListingSide> = InferAttributes<S extends "offer" ? SpaceOffer : SpaceRequest> & {
  id: string;
  userId: string;
  ownerFirstName: string | null;
  ownerLastName: string | null;
  ownerProfileImageUrl: string | null;
  cursorKey: string;
  matchScore?: string | number;
};

/**
 * The listing's columns of `l` from its field table (`db/fieldTables.ts`: every model attribute,
 * not the search vector) under their attribute names, and the
 * owner's summary columns of `u`: a page is plain rows, read in one statement, never model
 * instances (building those cost more CPU than the query).
 */
const columnsOf = (side: ListingSide) => `${columnsSql(FIELDS[side], "l")}, ${userSummaryColumnsSql("u", "owner")}`;

/** The owners of a page's listings come in the same statement. */
const withOwner = `JOIN users u ON u."id" = l."userId"`;

/**
 * Newest first: the keyset of `lib/paging.ts`. The page is found from the open-listing index
 * alone (its INCLUDE columns carry what the filters read, migration 20261124032000), then its
 * few rows are read whole, with their cursor keys.
 */
const newestSql = (side: ListingSide, where: string, after: boolean) => `
  WITH ranked AS (
    SELECT l."id", l."createdAt"
      FROM ${SIDES[side].table} l
     WHERE ${where}${after ? `\n AND ${afterCursorSql("l")}` : ""}
     ORDER BY l."createdAt" DESC, l."id" DESC
     LIMIT :limit
  )
  SELECT ${columnsOf(side)}, ${cursorKeySql("r")} AS "cursorKey"
    FROM ranked r JOIN ${SIDES[side].table} l ON l."id" = r."id" ${withOwner}
   ORDER BY r."createdAt" DESC, r."id" DESC`;

/** The most a listing sharing no id with the source can score: both bonuses, nothing shared. */
const NOTHING_SHARED_MAX = MATCHING.sameSpaceTypeBonus + MATCHING.sponsoredBonus;

/**
 * Best match score first (`scoreSql` over `scoreCandidateSql`'s row), then newest. Only ids,
 * times and scores are ranked, with no filter from the narrow explore-score index alone
 * (migration 20261125010000); the page's few rows are read whole afterwards, and only their
 * cursor keys are computed (a numeric per row, which cost more than the score over every listing).
 *
 * Most of the work of scoring every listing is wasted on those sharing no id with the source:
 * they score at most NOTHING_SHARED_MAX. So the listings sharing an id are ranked first, which
 * skips the score and the sort for all the others; when that page is full and its last score is
 * above NOTHING_SHARED_MAX, no other listing can be on it and it is the answer, exactly.
 * Otherwise every listing is ranked, and the first ranking only cost its scan.
 *
 * The ranking runs without parallel workers (`SET LOCAL` lasts only for this statement's own
 * implicit transaction): on the bench's busy 2-core machine they made it slower, p95 21 ms
 * instead of 14 ms for all 50k offers.
 */
const scoreOrderSql = (
  side: ListingSide,
  where: string,
  after: boolean,
  scoring: { candidate: string; score: string; shares: string },
) => {
  const rank = (condition: string) => `
    SELECT l."id", l."createdAt", ${scoring.score} AS "matchScore"
      FROM ${SIDES[side].table} l
      ${scoring.candidate}
     WHERE ${where}${
       after
         ? `\n AND (${scoring.score}, l."createdAt", l."id")
               < (:cursorScore, timestamptz 'epoch' + :cursorMicros::bigint * interval '1 microsecond', :cursorId)`
         : ""
     }
       AND ${condition}
     ORDER BY "matchScore" DESC, l."createdAt" DESC, l."id" DESC
     LIMIT :limit`;
  return `
  SET LOCAL max_parallel_workers_per_gather = 0;
  WITH sharing AS MATERIALIZED (${rank(scoring.shares)}),
  decided AS (
    SELECT count(*) = :limit AND min("matchScore") > ${NOTHING_SHARED_MAX} AS "bySharingAlone" FROM sharing
  ),
  ranked AS (
    SELECT * FROM sharing WHERE (SELECT "bySharingAlone" FROM decided)
    UNION ALL
    (${rank(`NOT (SELECT "bySharingAlone" FROM decided)`)})
  )
  SELECT ${columnsOf(side)}, ${cursorKeySql("r")} AS "cursorKey", r."matchScore"
    FROM ranked r JOIN ${SIDES[side].table} l ON l."id" = r."id" ${withOwner}
   ORDER BY r."matchScore" DESC, r."createdAt" DESC, r."id" DESC`;
};

/** What a first page says of how many the filters find: exact up to the cap, else the cap and `capped`. */
export interface ExploreCount {
  count: number;
  capped: boolean;
}

/**
 * How many open listings of `side` pass the filters `where`, up to `EXPLORE_COUNT.cap`: the scan
 * stops at the first `cap + 1` rows it finds, so a broad filter costs at most that many (an exact
 * count of all 50k offers cost 3-6 ms of PostgreSQL's CPU a page).
 */
const countListings = async (
  side: ListingSide,
  where: string,
  replacements: Record<string, unknown>,
): Promise<ExploreCount> => {
  const [row] = await database().query<{ count: number }>(
    `SELECT count(*)::int AS "count" FROM (SELECT 1 FROM ${SIDES[side].table} l WHERE ${where} LIMIT :countLimit) s`,
    { type: QueryTypes.SELECT, replacements: { ...replacements, countLimit: EXPLORE_COUNT.cap + 1 } },
  );
  const count = row?.count ?? 0;
  return count > EXPLORE_COUNT.cap ? { count: EXPLORE_COUNT.cap, capped: true } : { count, capped: false };
};

/**
 * One page of open listings of `side` with the query's filters, newest first, or best-scoring
 * first against `source` when sorted by score.
 */
export const exploreListings = async <S extends ListingSide>(
  side: S,
  { query, hiddenOwnerIds, source }: ExploreInput<AnyExploreQuery>,
) => {
  const { where, replacements } = filtersSql(side, query, hiddenOwnerIds);
  const cursor = query.cursor ? decodeExploreCursor(query.cursor, query.sort) : null;
  const scoring =
    query.sort === "score" && source
      ? scoreCandidateSql(side, source, { ids: SIDES[side].values, bits: SIDES[side].valueBits })
      : null;
  const sql = scoring ? scoreOrderSql(side, where, cursor !== null, scoring) : newestSql(side, where, cursor !== null);
  const rows = await database().query<ExploreRow<S>>(sql, {
    type: QueryTypes.SELECT,
    replacements: {
      ...replacements,
      ...scoring?.replacements,
      limit: query.limit + 1,
      ...(cursor ? { cursorMicros: cursor.createdAtMicros, cursorId: cursor.id, cursorScore: cursor.score } : {}),
    },
  });
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  const more = rows.length > query.limit;
  const scoreOf = (row: ExploreRow<S>) => (scoring ? Number(row.matchScore) : undefined);
  return {
    items: items.map((row) => ({
      listing: row as InferAttributes<S extends "offer" ? SpaceOffer : SpaceRequest>,
      owner: {
        id: row.userId,
        firstName: row.ownerFirstName,
        lastName: row.ownerLastName,
        profileImageUrl: row.ownerProfileImageUrl,
      },
      matchScore: scoreOf(row),
    })),
    // The first page says how many the filters find; when it holds them all, they are its items.
    // Counted only then, after the page: a filter that finds few (or none, which can walk a whole
    // index) is not searched twice, and a count that stops at the cap adds little to a broad one.
    totalCount: cursor
      ? null
      : more
        ? await countListings(side, where, replacements)
        : { count: items.length, capped: false },
    nextCursor:
      more && last
        ? encodeExploreCursor({
            createdAtMicros: String(last.cursorKey),
            id: last.id,
            score: scoreOf(last) ?? null,
          })
        : null,
  };
};
