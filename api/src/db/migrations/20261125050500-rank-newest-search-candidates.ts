import { type Migration, runSql } from "../migrate";

/** What differs between the three kinds `search_hits` finds. */
interface SearchedKind {
  kind: string;
  table: string;
  /** The rows search may find at all: paused spaces never are (their indexes are partial too). */
  findable: string;
  /** The kind's GIN index on its name, whose statistics say how common a word is in names. */
  nameIndex: string;
  nameVector: string;
  /** Newest first, in the order of a (createdAt, id) btree index of the kind. */
  newest: string;
}

const KINDS: SearchedKind[] = [
  {
    kind: "spaceRequest",
    table: "space_requests",
    findable: "true",
    nameIndex: "space_requests_title_search",
    nameVector: `to_tsvector('english'::regconfig, coalesce(t."title", ''))`,
    newest: `t."createdAt" DESC, t."id"`,
  },
  {
    kind: "spaceOffer",
    table: "space_offers",
    findable: `t."isActive"`,
    nameIndex: "space_offers_name_search",
    nameVector: `to_tsvector('english'::regconfig, coalesce(t."spaceName", ''))`,
    newest: `t."createdAt" DESC, t."id" DESC`,
  },
  {
    kind: "user",
    table: "users",
    findable: "true",
    nameIndex: "users_name_search",
    nameVector: `to_tsvector('english'::regconfig, coalesce(t."firstName", '') || ' ' || coalesce(t."lastName", ''))`,
    newest: `t."createdAt" DESC, t."id" DESC`,
  },
];

/**
 * Up to `candidate_limit` ids of `table` matching `query` into `ids`. Reading rows newest first
 * (`recent`: names from `search_names`, else the rows' stored vectors) and testing each costs up
 * to four times what the GIN index spends on one entry of a posting list, so it is chosen when
 * the statistics expect `candidate_limit` matches within a quarter of the entries the index
 * would read (and within half of `recent_rows`): for a common word in a large table, a few
 * hundred rows instead of tens of thousands of entries. If the rows read hold fewer matches after all, or the words are rare,
 * the GIN index answers with the first matches it yields. When one of several words is too rare
 * for the statistics, the index looks up that word alone and each of its few rows is tested for
 * the others: a prefix ("circle:*") is a bitmap of every row holding it, which the index cannot
 * skip through the way it skips through a plain word's list.
 */
const candidates = (
  { table, findable }: SearchedKind,
  ids: string,
  [statsTable, statsColumn]: [string, string],
  { recent, test, indexed }: { recent: string; test: string; indexed: (query: string) => string },
) => `
        SELECT s."share", s."indexed" * c.reltuples, s."rare" INTO matching, entries, rare_word
          FROM search_share('${statsTable}', '${statsColumn}', corrected) s, pg_class c
         WHERE c."oid" = '${table}'::regclass;
        ${ids} := NULL;
        IF matching > 0 AND candidate_limit / matching <= least(recent_rows / 2.0, entries / 4) THEN
          ${ids} := ARRAY(SELECT r."id" FROM (${recent} LIMIT recent_rows) AS r
                           WHERE r."vector" @@ corrected LIMIT candidate_limit);
          IF cardinality(${ids}) < candidate_limit THEN ${ids} := NULL; END IF;
        END IF;
        IF ${ids} IS NULL AND rare_word IS NOT NULL THEN
          ${ids} := ARRAY(SELECT t."id" FROM ${table} t
                           WHERE ${findable} AND ${indexed("rare_word")} AND (${test}) IS TRUE
                           LIMIT candidate_limit);
        ELSIF ${ids} IS NULL THEN
          ${ids} := ARRAY(SELECT t."id" FROM ${table} t WHERE ${findable} AND ${indexed("corrected")} LIMIT candidate_limit);
        END IF;`;

/**
 * One kind's hits: up to `candidate_limit` rows matching in the name and, when fewer match
 * there, up to as many matching anywhere (a name match outranks a match elsewhere, so the name
 * matches are never crowded out); ranked by ts_rank, best `hit_limit` first. In the stored
 * vector a name match is a match of weight A (`named` is `corrected` restricted to weight A).
 */
const kindHits = (kind: SearchedKind) => `
        ${candidates(kind, "by_name", [kind.nameIndex, "to_tsvector"], {
          recent: `SELECT n."id", n."name" AS "vector" FROM search_names n WHERE n."kind" = '${kind.kind}'
                    ORDER BY n."createdAt" DESC, n."id" DESC`,
          test: "t.search_vector @@ named",
          indexed: (query) => `${kind.nameVector} @@ ${query}`,
        })}
        anywhere := '{}';
        IF cardinality(by_name) < candidate_limit THEN
          ${candidates(kind, "anywhere", [kind.table, "search_vector"], {
            recent: `SELECT t."id", t.search_vector AS "vector" FROM ${kind.table} t WHERE ${kind.findable}
                      ORDER BY ${kind.newest}`,
            test: "t.search_vector @@ corrected",
            indexed: (query) => `t.search_vector @@ ${query}`,
          })}
        END IF;
        RETURN QUERY
          SELECT '${kind.kind}'::text, t."id", ts_rank(t.search_vector, typed) + ts_rank(t.search_vector, corrected)
            FROM ${kind.table} t
           WHERE t."id" = ANY (by_name || anywhere)
           ORDER BY 3 DESC, t."createdAt" DESC, t."id"
           LIMIT hit_limit;`;

/**
 * `search_hits` as every version declares it: seq scans off (a LIMIT tempts the planner into
 * scanning a table "until it has enough") and one cached generic plan per connection.
 */
const searchHitsFunction = (parameters: string, declarations: string, body: string) => `
    CREATE FUNCTION search_hits(${parameters})
      RETURNS TABLE ("kind" text, "id" uuid, "score" real)
      LANGUAGE plpgsql STABLE PARALLEL SAFE
      SET enable_seqscan = off
      SET plan_cache_mode = force_generic_plan
      AS $$
      #variable_conflict use_column
      ${declarations}
      BEGIN
        ${body}
      END
      $$;`;

/**
 * Keeps search as fast over 10x the rows as over today's (docs/performance.md, issue #14).
 *
 * `search_hits` (migration 20261122192000) took its bounded candidates from GIN bitmap scans,
 * which read a word's whole posting list before any LIMIT applies: 52k titles hold "pottery" at
 * 10x, 12 ms per kind. Now a common word's candidates are the newest rows holding it, found by
 * reading rows newest first (a few hundred for a common word; names from `search_names`,
 * migration 20261125050000). "Common" comes from the planner's
 * own statistics (`search_share`, from ANALYZE's most common lexemes), so a rare word still goes
 * to the GIN index, which is cheap for it. Which rows are ranked changes only when more than
 * `candidate_limit` match; below that every match is still ranked.
 */
export const up: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    -- What the statistics expect of \`query\` (words ANDed, each a list of alternatives): the share
    -- of rows matching it, a word's share being the sum of the most common lexemes it names (a
    -- prefix names every lexeme starting with it), words taken as independent; and the share of
    -- the rows the GIN index reads entries for (every word's); and, of several words, the first
    -- the statistics do not know (a lexeme too rare for them counts as 0).
    CREATE FUNCTION search_share(stats_table name, stats_column name, query tsquery,
                                 OUT "share" double precision, OUT "indexed" double precision, OUT "rare" tsquery)
      LANGUAGE sql STABLE PARALLEL SAFE
      AS $$
        WITH "common" AS (
               SELECT c."lexeme", c."share"
                 FROM pg_stats s,
                      unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) AS c("lexeme", "share")
                WHERE s.schemaname = current_schema() AND s.tablename = stats_table AND s.attname = stats_column
                  AND c."lexeme" IS NOT NULL),
             "words" AS (
               SELECT w."position", w."alternatives", least(1, coalesce(sum(c."share"), 0)) AS "share"
                 FROM regexp_split_to_table(query::text, ' & ') WITH ORDINALITY AS w("alternatives", "position")
                 CROSS JOIN LATERAL regexp_matches(w."alternatives", '''([^'']*)''(:\\*)?', 'g') AS o("operand")
                 LEFT JOIN "common" c
                   ON CASE WHEN o."operand"[2] IS NULL THEN c."lexeme" = o."operand"[1]
                           ELSE starts_with(c."lexeme", o."operand"[1]) END
                GROUP BY w."position", w."alternatives")
        SELECT CASE WHEN count(*) = 0 OR min(w."share") = 0 THEN 0 ELSE exp(sum(ln(nullif(w."share", 0)))) END,
               coalesce(sum(w."share"), 0),
               CASE WHEN count(*) > 1
                    THEN ((array_agg(w."alternatives" ORDER BY w."position") FILTER (WHERE w."share" = 0))[1])::tsquery END
          FROM "words" w
      $$;

    DROP FUNCTION search_hits(tsquery, tsquery, integer, integer);
    ${searchHitsFunction(
      "typed tsquery, corrected tsquery, hit_limit integer, candidate_limit integer, recent_rows integer",
      `DECLARE
        -- The same words restricted to weight A, the name's weight in every search_vector.
        named tsquery := regexp_replace(corrected::text, '(''[^'']*'')(?::(\\*))?', '\\1:\\2A', 'g')::tsquery;
        by_name uuid[];
        anywhere uuid[];
        matching double precision;
        entries double precision;
        rare_word tsquery;`,
      KINDS.map(kindHits).join("\n"),
    )}
    `,
  );

/** The 20261122192000 `search_hits` for one kind: the first matches the GIN indexes yield. */
const firstMatchesHits = ({ kind, table, findable }: SearchedKind) => `
          (SELECT '${kind}'::text, c."id", c."rank"
             FROM (SELECT DISTINCT ON (m."id") m."id", m."createdAt",
                          ts_rank(m.search_vector, typed) + ts_rank(m.search_vector, corrected) AS "rank"
                     FROM (SELECT * FROM "${table}_by_name"
                           UNION ALL
                           (SELECT t."id", t."createdAt", t.search_vector FROM ${table} t
                             WHERE ${findable} AND t.search_vector @@ corrected
                               AND (SELECT count(*) FROM "${table}_by_name") < candidate_limit
                             LIMIT candidate_limit)) AS m
                    ORDER BY m."id") AS c
            ORDER BY c."rank" DESC, c."createdAt" DESC, c."id"
            LIMIT hit_limit)`;

export const down: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    DROP FUNCTION search_hits(tsquery, tsquery, integer, integer, integer);
    DROP FUNCTION search_share(name, name, tsquery);
    ${searchHitsFunction(
      "typed tsquery, corrected tsquery, hit_limit integer, candidate_limit integer",
      "",
      `RETURN QUERY
          WITH ${KINDS.map(
            ({ table, findable, nameVector }) => `"${table}_by_name" AS MATERIALIZED (
                  SELECT t."id", t."createdAt", t.search_vector FROM ${table} t
                   WHERE ${findable} AND ${nameVector} @@ corrected
                   LIMIT candidate_limit)`,
          ).join(",\n               ")}
          ${KINDS.map(firstMatchesHits).join("\n          UNION ALL")};`,
    )}
    `,
  );
