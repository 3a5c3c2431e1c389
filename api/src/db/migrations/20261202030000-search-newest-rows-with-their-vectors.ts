import { type Migration, runSql } from "../migrate";

/** The GIN indexes a search reads: each kind's name and `search_vector`, and typo correction's words. */
const SEARCH_GIN_INDEXES = [
  "space_requests_title_search",
  "space_requests_search_vector",
  "space_offers_name_search",
  "space_offers_search_vector",
  "users_name_search",
  "users_search_vector",
  "search_terms_trigram_words",
];

/**
 * Two costs every search paid (answers unchanged):
 * - `search_hits` (db/sql/functions) reads a common word's candidates among the newest active
 *   offers and the newest members, testing each row's `search_vector` and scoring the matches:
 *   about 1,400 offers for "yoga" or "garden" on the bench data, each on a heap page of its own.
 *   These entries carry the vector, in the order those reads ask for, so the read is an
 *   index-only scan of narrow pages instead of a heap page per row.
 * - A GIN index with `fastupdate` keeps new entries in a pending list until a vacuum (or 4 MB of
 *   them) moves them into the index, and every scan reads the whole list: 1,500 request writes
 *   added about 0.5 ms of CPU to each search. The search indexes now take each write's entries
 *   at once (the write pays its own entries, the search nothing), and what is pending now is
 *   moved in.
 */
export const up: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    CREATE INDEX space_offers_search_newest ON space_offers ("createdAt" DESC, "id" DESC)
      INCLUDE ("search_vector") WHERE "isActive";
    CREATE INDEX users_search_newest ON users ("createdAt" DESC, "id" DESC) INCLUDE ("search_vector");
    ${SEARCH_GIN_INDEXES.map((index) => `ALTER INDEX ${index} SET (fastupdate = off);`).join("\n    ")}
    SELECT gin_clean_pending_list(i::regclass) FROM unnest(ARRAY[${SEARCH_GIN_INDEXES.map((index) => `'${index}'`).join(", ")}]) AS i;
    `,
  );

export const down: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `${SEARCH_GIN_INDEXES.map((index) => `ALTER INDEX ${index} RESET (fastupdate);`).join("\n")}
     DROP INDEX users_search_newest; DROP INDEX space_offers_search_newest;`,
  );
