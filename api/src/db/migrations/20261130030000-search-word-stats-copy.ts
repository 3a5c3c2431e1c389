import { type Migration, runSql } from "../migrate";

/**
 * A copy of ANALYZE's most common lexemes of the six statistics `search_hits` reads (each kind's
 * name index and `search_vector`), one row a lexeme, so `search_share` finds a word's share with
 * an index probe instead of unnesting `pg_stats` (1.2-1.5 ms of PostgreSQL's CPU a search).
 * `search_word_stats_copies` says which ANALYZE each copy was taken after; `search_share` reads
 * `pg_stats` itself whenever another ANALYZE ran since (`search_stats_version`), and the search
 * outbox task copies anew (`search_word_stats_copy()`). The functions are in db/sql/functions.
 */
export const up: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `CREATE TABLE search_word_stats (
       "statsTable" name NOT NULL,
       "statsColumn" name NOT NULL,
       "lexeme" text COLLATE "C" NOT NULL,
       "share" real NOT NULL,
       PRIMARY KEY ("statsTable", "statsColumn", "lexeme"));
     CREATE TABLE search_word_stats_copies (
       "statsTable" name NOT NULL,
       "statsColumn" name NOT NULL,
       "version" text NOT NULL,
       "copiedAt" timestamptz NOT NULL DEFAULT now(),
       PRIMARY KEY ("statsTable", "statsColumn"))`,
  );

export const down: Migration = async ({ context: { sequelize } }) =>
  runSql(sequelize, `DROP TABLE search_word_stats_copies; DROP TABLE search_word_stats`);
