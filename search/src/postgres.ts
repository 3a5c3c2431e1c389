import {
  emptyHits,
  HITS_KEY,
  type HitRow,
  type HitRowsQuery,
  SEARCH_RESULT_LIMIT,
  type SearchAnswer,
  type SearchBackend,
  type SearchKind,
} from "./index";
import { searchWords } from "./query";

/**
 * The one thing the PostgreSQL backend needs from the API: run a SELECT with bound parameters
 * (`$1`, `$2`…). Bound, never spliced into the text, so a word like `null` stays a word.
 */
export interface SqlClient {
  select<T extends object>(sql: string, bind: readonly unknown[]): Promise<T[]>;
}

/** Words shorter than this are matched as typed (as a prefix) and never corrected. */
export const MIN_TYPO_WORD_LENGTH = 4;
/** At most this many corrections per word, the closest first. */
const CORRECTIONS_PER_WORD = 3;

/**
 * How many matches of each kind are ranked (`search_hits`, migrations 20261122192000 and
 * 20261125050500): this many matching in the name and, unless those fill it, this many matching
 * anywhere. Below it ranking is exact. A word matching more rows ranks the newest of them when
 * the database's statistics count it common (found by reading rows newest first, so a very
 * common word costs about what a rare one does), else the first ones the GIN indexes yield.
 */
export const RANKED_CANDIDATES = 100;

/**
 * How many of the newest rows of a kind `search_hits` reads at most looking for a common word's
 * newest matches before it asks the GIN index instead; it reads that way only when statistics
 * expect twice `RANKED_CANDIDATES` matches among them, and stops at `RANKED_CANDIDATES`.
 */
export const RECENT_ROWS = 20_000;

/**
 * One statement: each word becomes "itself as a prefix, or one of its closest known words"
 * ("wrkshop" → `wrkshop:* | workshop`, found through the trigram index on `search_terms`), words
 * are ANDed, and `search_hits` finds the rows and ranks them by ts_rank over the weighted
 * `search_vector`, what was typed counting twice so an exact match beats a corrected one. Only
 * words without digits are corrections (migration 20261125051000): numbers and numbered names
 * are most of a large vocabulary, and comparing them all made correcting a short word slow.
 */
const CORRECTED = `
  WITH "corrected" AS (
    SELECT string_agg(
             '(' || array_to_string((w.word || ':*') || ARRAY(
               SELECT s."term" FROM search_terms s
                WHERE length(w.word) >= ${MIN_TYPO_WORD_LENGTH} AND s."term" % w.word AND s."term" <> w.word
                  AND s."term" !~ '[[:digit:]]'
                ORDER BY s."term" <-> w.word
                LIMIT ${CORRECTIONS_PER_WORD}), ' | ') || ')',
             ' & ' ORDER BY w.position) AS "query"
      FROM unnest($1::text[]) WITH ORDINALITY AS w(word, position)
  )`;
const HITS = `search_hits(to_tsquery('english', $2), to_tsquery('english', "corrected"."query"), $3::int, $4::int, $5::int)`;
const SEARCH_SQL = `${CORRECTED}
  SELECT h."kind", h."id", h."score" FROM "corrected", ${HITS} AS h`;
/** The search's parameters are $1 to $5; a rows query's start after them. */
const FIRST_ROWS_PARAMETER = 6;
// Built once per rows query's `sql`: the same text object each call is found again by its cached hash.
const withRowsTexts = new WeakMap<HitRowsQuery["sql"], string>();
/** The same hits as the CTE "hits", and the rows a `HitRowsQuery` reads over them, in one statement. */
const withRowsSql = (rows: HitRowsQuery) => {
  let text = withRowsTexts.get(rows.sql);
  if (text === undefined) {
    text = `${CORRECTED},
  "hits" AS (SELECT h."kind", h."id", h."score", h."position"
               FROM "corrected", ${HITS} WITH ORDINALITY AS h("kind", "id", "score", "position"))
  ${rows.sql(FIRST_ROWS_PARAMETER)}`;
    withRowsTexts.set(rows.sql, text);
  }
  return text;
};

/**
 * The default backend: the database is the index. The generated `search_vector` columns and the
 * `search_terms` triggers keep it current inside each write's own transaction, so `index` and
 * `remove` have nothing to do.
 */
export const createPostgresSearchBackend = (
  sql: SqlClient,
  {
    rankedCandidates = RANKED_CANDIDATES,
    recentRows = RECENT_ROWS,
  }: { rankedCandidates?: number; recentRows?: number } = {},
): SearchBackend => ({
  name: "postgres",
  index: async () => {},
  indexMany: async () => {},
  remove: async () => {},
  search: async (text, options = {}): Promise<SearchAnswer> => {
    const hits = emptyHits();
    const words = searchWords(text);
    if (words.length === 0) return options.rows ? { ...hits, rows: [] } : hits;
    const bind = [
      words,
      words.map((word) => `${word}:*`).join(" & "),
      options.limit ?? SEARCH_RESULT_LIMIT,
      rankedCandidates,
      recentRows,
    ];
    if (options.rows) {
      const rows = await sql.select<HitRow>(withRowsSql(options.rows), [...bind, ...options.rows.values]);
      for (const row of rows) hits[HITS_KEY[row.kind]].push({ id: row.hitId, score: Number(row.hitScore) });
      return { ...hits, rows };
    }
    const rows = await sql.select<{ kind: SearchKind; id: string; score: number | string }>(SEARCH_SQL, bind);
    for (const row of rows) hits[HITS_KEY[row.kind]].push({ id: row.id, score: Number(row.score) });
    return hits;
  },
  health: async () => {
    try {
      await sql.select("SELECT 1 FROM search_terms LIMIT 1", []);
      return { backend: "postgres", ok: true };
    } catch (error) {
      return { backend: "postgres", ok: false, detail: (error as Error).message };
    }
  },
});
