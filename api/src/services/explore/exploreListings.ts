import type { ExploreOffersQuery, ExploreRequestsQuery, ListingSide } from "@kindred/contract";
import { MISSIONS, PROJECT_TYPES } from "@kindred/contract";
import { searchWords } from "@kindred/search/query";
import type { ModelStatic } from "sequelize";
import { database } from "../../db/database";
import { SpaceOffer, SpaceRequest } from "../../db/models";
import { afterCursorSql, cursorKeySql } from "../../lib/paging";
import { sharedCounts, splitIds } from "../matching/matchMaker";
import { scoreSql } from "../matching/scoring";
import { decodeExploreCursor, encodeExploreCursor } from "./exploreCursor";

/** What one explore call asks for, as read by the route: the query, whom to hide, what to score against. */
export interface ExploreInput<Q> {
  query: Q;
  /** Owners whose listings the viewer blocked. */
  hiddenOwnerIds: readonly string[];
}

/**
 * The SQL of each kind that is browsed (`l`): which rows are open, which columns the filters read,
 * and for `sort=score` the other kind's listing (`s`) and the candidate row `p` that `scoreSql`
 * reads, built like the matching engine's (`splitIds`, `sharedCounts`).
 */
const SIDES = {
  offer: {
    table: "space_offers",
    open: `l."isActive"`,
    values: `l."supportedCauses"`,
    access: `l."accessFeatures"`,
    headCount: `l."capacity"`,
    source: `SELECT r."spaceType" AS "requestType", ${splitIds(`r."values"`)} FROM space_requests r WHERE r."id" = :against`,
    candidate: `SELECT shared.*, s."requestType", l."spaceType" AS "offerType", l."isSponsored"`,
  },
  request: {
    table: "space_requests",
    // Open requests; the same words as the partial index of migration 20261124031000.
    open: `l."status" IN ('pending', 'matched')`,
    values: `l."values"`,
    access: `l."accessNeeds"`,
    headCount: `l."participants"`,
    source: `SELECT o."spaceType" AS "offerType", o."isSponsored", ${splitIds(`o."supportedCauses"`)}
               FROM space_offers o WHERE o."id" = :against`,
    candidate: `SELECT shared.*, l."spaceType" AS "requestType", s."offerType", s."isSponsored"`,
  },
} as const satisfies Record<ListingSide, unknown>;

type AnyExploreQuery = ExploreOffersQuery | ExploreRequestsQuery;

/**
 * The WHERE conditions of the filters given, and their replacements. Lists match any value given,
 * except access features, which must all be there; text matches every word as a prefix.
 */
const filtersSql = (side: ListingSide, query: AnyExploreQuery, hiddenOwnerIds: readonly string[]) => {
  const sql = SIDES[side];
  const conditions: string[] = [sql.open];
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

const MODELS = { offer: SpaceOffer, request: SpaceRequest } as const;

/** The model's own columns of `l` (not the search vector), so rows map onto model instances. */
const columnsOf = (side: ListingSide) =>
  Object.values((MODELS[side] as ModelStatic<SpaceOffer>).getAttributes())
    .map((attribute) => `l."${attribute.field}"`)
    .join(", ");

/** Newest first: the keyset of `lib/paging.ts` over the partial "open" indexes. */
const newestSql = (side: ListingSide, where: string, after: boolean) => `
  SELECT ${columnsOf(side)}, ${cursorKeySql("l")} AS "cursorKey"
    FROM ${SIDES[side].table} l
   WHERE ${where}${after ? `\n AND ${afterCursorSql("l")}` : ""}
   ORDER BY l."createdAt" DESC, l."id" DESC
   LIMIT :limit`;

/** Best match score first (the matching rule's weights, `scoreSql`), then newest. */
const scoreOrderSql = (side: ListingSide, where: string, after: boolean) => `
  WITH s AS (${SIDES[side].source})
  SELECT * FROM (
    SELECT ${columnsOf(side)}, ${cursorKeySql("l")} AS "cursorKey", ${scoreSql("p")} AS "matchScore"
      FROM ${SIDES[side].table} l
      CROSS JOIN s
      ${sharedCounts("s", SIDES[side].values)}
      CROSS JOIN LATERAL (${SIDES[side].candidate}) p
     WHERE ${where}
  ) l
  ${after ? `WHERE (l."matchScore", l."createdAt", l."id") < (:cursorScore, timestamptz 'epoch' + :cursorMicros::bigint * interval '1 microsecond', :cursorId)` : ""}
  ORDER BY l."matchScore" DESC, l."createdAt" DESC, l."id" DESC
  LIMIT :limit`;

/**
 * One page of open listings of `side` with the query's filters, newest or best-scoring first
 * (`against` is checked by the caller: one of the viewer's own listings of the other kind).
 */
export const exploreListings = async <S extends ListingSide>(
  side: S,
  { query, hiddenOwnerIds }: ExploreInput<AnyExploreQuery>,
) => {
  const { where, replacements } = filtersSql(side, query, hiddenOwnerIds);
  const cursor = query.cursor ? decodeExploreCursor(query.cursor, query.sort) : null;
  const build = query.sort === "score" ? scoreOrderSql : newestSql;
  const rows = (await database().query(build(side, where, cursor !== null), {
    model: MODELS[side] as ModelStatic<SpaceOffer>,
    mapToModel: true,
    replacements: {
      ...replacements,
      limit: query.limit + 1,
      against: query.against ?? null,
      missions: [...MISSIONS],
      projectTypes: [...PROJECT_TYPES],
      ...(cursor ? { cursorMicros: cursor.createdAtMicros, cursorId: cursor.id, cursorScore: cursor.score } : {}),
    },
  })) as unknown as (S extends "offer" ? SpaceOffer : SpaceRequest)[];
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  const scoreOf = (row: SpaceOffer | SpaceRequest) =>
    query.sort === "score" ? Number(row.get("matchScore")) : undefined;
  return {
    items: items.map((listing) => ({ listing, matchScore: scoreOf(listing) })),
    nextCursor:
      rows.length > query.limit && last
        ? encodeExploreCursor({
            createdAtMicros: String(last.get("cursorKey")),
            id: last.id,
            score: scoreOf(last) ?? null,
          })
        : null,
  };
};
