import { createHash } from "node:crypto";
import {
  EXPLORE_COUNT,
  type ExploreOffersQuery,
  type ExploreRequestsQuery,
  type ListingSide,
  MATCHING,
} from "@kindred/contract";
import { searchWords } from "@kindred/search/query";
import { userSummaryColumnsSql } from "../../db/fieldTables";
import { customPlanRows, literalRows, preparedRows } from "../../db/prepared";
import { openListingJsonSql } from "../../db/sqlJson";
import { integerLiteral, textArrayLiteral, textLiteral, uuidLiteral } from "../../db/sqlLiteral";
import { afterCursorSql, cursorKeySql } from "../../lib/paging";
import { SUSPENDED_MEMBER_IDS_SQL } from "../moderation/suspension";
import { decodeExploreCursor, encodeExploreCursor } from "./exploreCursor";
import { type ScoreSource, scoreCandidateSql } from "./exploreScore";

/** What one explore call asks for, as read by the route: the query, whom to hide, what to score against. */
export interface ExploreInput<Q> {
  query: Q;
  /** The signed-in viewer, whose blocked members' listings are left out; none for a visitor. */
  viewerId: string | undefined;
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
    // Open requests that are not paused (live requests): the generated column the partial indexes
    // select on (migration 20261206000000), so PostgreSQL can use them.
    open: `l."isOpen"`,
    values: `l."values"`,
    valueBits: `l."valueBits"`,
    access: `l."accessNeeds"`,
    headCount: `l."participants"`,
  },
} as const satisfies Record<ListingSide, unknown>;

type AnyExploreQuery = ExploreOffersQuery | ExploreRequestsQuery;

/** How a statement takes its values: written into its text (`db/sqlLiteral.ts`), or bound as `$n`. */
interface SqlValues {
  textArray: (values: readonly string[]) => string;
  text: (value: string) => string;
  uuid: (value: string) => string;
  integer: (value: number | string) => string;
}

const literalValues: SqlValues = {
  textArray: textArrayLiteral,
  text: textLiteral,
  uuid: uuidLiteral,
  integer: integerLiteral,
};

/** Values bound as `$1`, `$2`, … in the order `bound` collects them, each cast to its type. */
const boundValues = (bound: unknown[]): SqlValues => {
  const bind = (value: unknown, type: string) => {
    bound.push(value);
    return `$${bound.length}::${type}`;
  };
  return {
    textArray: (values) => bind(values, "text[]"),
    text: (value) => bind(value, "text"),
    uuid: (value) => bind(value, "uuid"),
    integer: (value) => bind(Number(integerLiteral(value)), "int"),
  };
};

/**
 * Values bound as `$1`, `$2`, … for a statement prepared by SQL `PREPARE` (`customPlanRows`), each
 * also written as a literal into `args`, in the same order, for its `EXECUTE`.
 */
const executedValues = (args: string[]): SqlValues => {
  const bind = (literal: string, type: string) => {
    args.push(literal);
    return `$${args.length}::${type}`;
  };
  return {
    textArray: (values) => bind(textArrayLiteral(values), "text[]"),
    text: (value) => bind(textLiteral(value), "text"),
    uuid: (value) => bind(uuidLiteral(value), "uuid"),
    integer: (value) => bind(integerLiteral(value), "int"),
  };
};

/**
 * The WHERE conditions of the filters given, their values written in or bound (`values`). Lists
 * match any value given, except access features, which must all be there; text matches every
 * word as a prefix.
 */
const filtersSql = (side: ListingSide, query: AnyExploreQuery, viewerId: string | undefined, values: SqlValues) => {
  const sql = SIDES[side];
  // Suspended members' listings stay out until the suspension ends (docs/security.md).
  const conditions: string[] = [sql.open, `l."userId" <> ALL(${SUSPENDED_MEMBER_IDS_SQL})`];
  if (query.spaceType.length > 0) conditions.push(`l."spaceType" = ANY(${values.textArray(query.spaceType)})`);
  if (query.minCapacity !== null) conditions.push(`${sql.headCount} >= ${values.integer(query.minCapacity)}`);
  if (query.cause.length > 0) conditions.push(`${sql.values} && ${values.textArray(query.cause)}`);
  if (query.accessFeature.length > 0) conditions.push(`${sql.access} @> ${values.textArray(query.accessFeature)}`);
  if ("availability" in query && query.availability.length > 0) {
    conditions.push(`l."availability" && ${values.textArray(query.availability)}`);
  }
  if ("communityInvestment" in query && query.communityInvestment.length > 0) {
    conditions.push(`l."supportedCauses" && ${values.textArray(query.communityInvestment)}`);
  }
  const words = searchWords(query.q ?? "");
  if (words.length > 0) {
    const prefixes = words.map((word) => `${word}:*`).join(" & ");
    conditions.push(`l.search_vector @@ to_tsquery('english', ${values.text(prefixes)})`);
  }
  // The members the viewer blocked, read in the same statement (an index-only scan of blocks_pair).
  if (viewerId) {
    conditions.push(
      `l."userId" <> ALL(ARRAY(SELECT b."blockedId" FROM blocks b WHERE b."blockerId" = ${values.uuid(viewerId)}))`,
    );
  }
  return conditions.join("\n AND ");
};

/** One row of a page: its item's JSON (open after its owner's `"name":`), the owner's names, its cursor key (and score). */
interface ExploreRow {
  id: string;
  json: string;
  ownerFirstName: string | null;
  ownerLastName: string | null;
  cursorKey: string;
  matchScore?: string | number;
  /** How many open listings the filters find, up to the cap and one more; on a full first page only. */
  found?: number | null;
}

/**
 * A page's columns of listing `l` and its owner `u`: the item's JSON text up to the owner's name
 * (`openListingJsonSql`: PostgreSQL writes the text, and the server passes it on unparsed), and
 * the names `displayName` words it from (`presenters/explore.ts` closes it).
 */
const columnsOf = (side: ListingSide) =>
  `${openListingJsonSql(side, "l", "u")} AS "json", ${userSummaryColumnsSql("u", "owner")}`;

/** The owners of a page's listings come in the same statement. */
const withOwner = `JOIN users u ON u."id" = l."userId"`;

/** A page's last statement: its rows `r` whole, with their owners and cursor keys, best first. */
const pageRowsSql = (side: ListingSide, extra: string, order: string) => `
  SELECT r."id", ${columnsOf(side)}, ${cursorKeySql("r")} AS "cursorKey"${extra}
    FROM ranked r JOIN ${SIDES[side].table} l ON l."id" = r."id" ${withOwner}
   ORDER BY ${order}`;

/** Where a page starts and how many rows it reads (one more than it shows), as SQL literals. */
interface PageAt {
  limit: string;
  /** The cursor's key (and score, when sorted by it); none on a first page. */
  after: { micros: string; id: string; score: string } | null;
}

/** The open listings passing the filters, newest first, from `lib/paging.ts`'s keyset (after the cursor). */
const newestRankSql = (side: ListingSide, where: string, { limit, after }: PageAt) => `
    SELECT l."id", l."createdAt"
      FROM ${SIDES[side].table} l
     WHERE ${where}${after ? `\n AND ${afterCursorSql("l", "createdAt", after)}` : ""}
     ORDER BY l."createdAt" DESC, l."id" DESC
     LIMIT ${limit}`;

/**
 * How many open listings pass the filters `where`, up to `EXPLORE_COUNT.cap` and one more: the
 * scan stops there, so a broad filter costs at most that many rows (an exact count of all 50k
 * offers cost 3-6 ms of PostgreSQL's CPU a page).
 */
const FOUND_LIMIT = EXPLORE_COUNT.cap + 1;

/**
 * Newest first: the keyset of `lib/paging.ts`. The page is found from the open-listing index
 * alone (its INCLUDE columns carry what the filters read, migration 20261124032000), then its
 * few rows are read whole, with their cursor keys.
 *
 * A first page also says how many the filters find, so it first takes up to `FOUND_LIMIT` of
 * them in any order, planned for that (a filter that finds few is a bitmap of its indexes, not a
 * walk of the whole open-listing index in date order to find nothing). When that is all of them,
 * the page is their newest, sorted from those few; otherwise the newest are walked from the
 * index, which soon finds a page among so many. One statement: one round trip, one snapshot.
 */
const newestSql = (side: ListingSide, where: string, page: PageAt) => {
  if (page.after)
    return `WITH ranked AS (${newestRankSql(side, where, page)})${pageRowsSql(side, "", `r."createdAt" DESC, r."id" DESC`)}`;
  return `
  WITH found AS MATERIALIZED (
    SELECT l."id", l."createdAt" FROM ${SIDES[side].table} l WHERE ${where} LIMIT ${FOUND_LIMIT}
  ),
  counted AS (SELECT count(*)::int AS "found" FROM found),
  ranked AS (
    (SELECT "id", "createdAt" FROM found WHERE (SELECT "found" FROM counted) < ${FOUND_LIMIT}
      ORDER BY "createdAt" DESC, "id" DESC LIMIT ${page.limit})
    UNION ALL
    (${newestRankSql(side, `${where}\n AND (SELECT "found" FROM counted) = ${FOUND_LIMIT}`, page)})
  )${pageRowsSql(side, `, (SELECT "found" FROM counted) AS "found"`, `r."createdAt" DESC, r."id" DESC`)}`;
};

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
  { limit, after }: PageAt,
  scoring: { candidate: string; score: string; shares: string },
) => {
  const rank = (condition: string) => `
    SELECT l."id", l."createdAt", ${scoring.score} AS "matchScore"
      FROM ${SIDES[side].table} l
      ${scoring.candidate}
     WHERE ${where}${
       after
         ? `\n AND (${scoring.score}, l."createdAt", l."id")
               < (${after.score}, timestamptz 'epoch' + ${after.micros}::bigint * interval '1 microsecond', ${after.id})`
         : ""
     }
       AND ${condition}
     ORDER BY "matchScore" DESC, l."createdAt" DESC, l."id" DESC
     LIMIT ${limit}`;
  return `
  SET LOCAL max_parallel_workers_per_gather = 0;
  WITH sharing AS MATERIALIZED (${rank(scoring.shares)}),
  decided AS (
    SELECT count(*) = ${limit} AND min("matchScore") > ${NOTHING_SHARED_MAX} AS "bySharingAlone" FROM sharing
  ),
  ranked AS (
    SELECT * FROM sharing WHERE (SELECT "bySharingAlone" FROM decided)
    UNION ALL
    (${rank(`NOT (SELECT "bySharingAlone" FROM decided)`)})
  )${pageRowsSql(
    side,
    // A full first page counts what the filters find; PostgreSQL runs the count only then.
    `, r."matchScore"${
      after
        ? ""
        : `, CASE WHEN (SELECT count(*) FROM ranked) = ${limit}
            THEN (SELECT count(*)::int FROM (SELECT 1 FROM ${SIDES[side].table} l WHERE ${where} LIMIT ${FOUND_LIMIT}) s)
            END AS "found"`
    }`,
    `r."matchScore" DESC, r."createdAt" DESC, r."id" DESC`,
  )}`;
};

/** What a first page says of how many the filters find: exact up to the cap, else the cap and `capped`. */
export interface ExploreCount {
  count: number;
  capped: boolean;
}

/** A first page's count from the rows found (`FOUND_LIMIT` at most): exact up to the cap, else the cap. */
const countOf = (found: number): ExploreCount =>
  found > EXPLORE_COUNT.cap ? { count: EXPLORE_COUNT.cap, capped: true } : { count: found, capped: false };

/**
 * Whether a page's statement is kept prepared, one per filter shape (`keptStatement`), planned once
 * per pooled connection for any values (the pool's `plan_cache_mode = force_generic_plan`): a
 * newest-first first page whose only filters, if any, are lists matched through their GIN indexes
 * (causes, community investments, availability). Its generic plan was checked to be the plan
 * planning for the values chose, also for a value no listing has (docs/performance.md). Every other
 * page keeps its values written in and is planned for them on each call: a space type, a head count,
 * access features or words make a generic plan walk the whole open-listing index when few or no
 * listings match, and later pages and score sorts were not checked.
 */
export const keepsPlan = (query: AnyExploreQuery, sortedByScore: boolean) =>
  !query.cursor &&
  !sortedByScore &&
  query.spaceType.length === 0 &&
  query.minCapacity === null &&
  query.accessFeature.length === 0 &&
  searchWords(query.q ?? "").length === 0;

/**
 * Whether a page that is planned for its values (not `keepsPlan`) is parsed once per pooled
 * connection and planned for its values on each call (`customPlanRows`): a first page sorted newest
 * first. Its text is then the same on every call of its filter shape, its values bound. Later pages
 * write their cursor into the text, and score sorts their source's ids, so each would be a shape of
 * its own; they stay one simple query each (`literalRows`).
 */
export const parsesOnce = (query: AnyExploreQuery, sortedByScore: boolean) =>
  !query.cursor && !sortedByScore && !keepsPlan(query, sortedByScore);

/**
 * The statements of one kind of shape, named by their text (the same text on every call of a
 * shape; `prefix` tells the kinds apart). A shape is its kind, its filters, whether a viewer is
 * signed in and its page size; at most `limit` are named, and each pooled connection prepares those
 * it runs, so odd page sizes cannot fill every connection with statements.
 */
const namedShapes = (prefix: string, limit: number) => {
  const names = new Map<string, string>();
  /** The named statement of a shape's text, or none when `limit` are named already. */
  return (text: string) => {
    let name = names.get(text);
    if (!name) {
      if (names.size >= limit) return null;
      name = `${prefix}${createHash("sha1").update(text).digest("hex").slice(0, 20)}`;
      names.set(text, name);
    }
    return { name, text };
  };
};

/** The kept shapes' statements (`keepsPlan`): 32 a page size. */
const keptStatement = namedShapes("explore_", 64);

/** The statements parsed once (`parsesOnce`), planned for their values on each call. */
const parsedStatement = namedShapes("explore_custom_", 64);

/**
 * One page of open listings of `side` with the query's filters, newest first, or best-scoring
 * first against `source` when sorted by score: each item's JSON text (open after its owner's
 * `"name":`, for `presenters/explore.ts` to close), with its owner's names and its score.
 */
export const exploreListings = async (
  side: ListingSide,
  { query, viewerId, source }: ExploreInput<AnyExploreQuery>,
  /** `"written"` sends every page as one simple query, its values written in (tests compare the other ways' answers with it). */
  plans: "kept" | "written" = "kept",
) => {
  const scoring =
    query.sort === "score" && source
      ? scoreCandidateSql(side, source, { ids: SIDES[side].values, bits: SIDES[side].valueBits })
      : null;
  const cursor = query.cursor ? decodeExploreCursor(query.cursor, query.sort) : null;
  const page: PageAt = {
    limit: integerLiteral(query.limit + 1),
    after: cursor && {
      micros: integerLiteral(cursor.createdAtMicros),
      id: uuidLiteral(cursor.id),
      score: cursor.score === null ? "NULL" : integerLiteral(cursor.score),
    },
  };
  const pageOf = (values: SqlValues) => {
    const where = filtersSql(side, query, viewerId, values);
    return scoring ? scoreOrderSql(side, where, page, scoring) : newestSql(side, where, page);
  };
  const bound: unknown[] = [];
  const kept =
    plans === "kept" && keepsPlan(query, scoring !== null) ? keptStatement(pageOf(boundValues(bound))) : null;
  const args: string[] = [];
  const parsed =
    plans === "kept" && parsesOnce(query, scoring !== null) ? parsedStatement(pageOf(executedValues(args))) : null;
  const rows = kept
    ? await preparedRows<ExploreRow>(kept, bound)
    : parsed
      ? await customPlanRows<ExploreRow>(parsed, args)
      : await literalRows<ExploreRow>(pageOf(literalValues));
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  const more = rows.length > query.limit;
  const scoreOf = (row: ExploreRow) => (scoring ? Number(row.matchScore) : undefined);
  return {
    items: items.map((row) => ({
      json: row.json,
      ownerFirstName: row.ownerFirstName,
      ownerLastName: row.ownerLastName,
      matchScore: scoreOf(row),
    })),
    // The first page says how many the filters find; when it holds them all, they are its items.
    // The statement counted them only when the page is full (up to the cap and one more).
    totalCount: cursor ? null : countOf(more ? (rows[0]?.found ?? 0) : items.length),
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
