import { type Migration, runSql } from "../migrate";

/**
 * Typo correction draws only on words without digits (the search query says the same).
 *
 * The trigram index answers `term % word` with every term sharing a third of the word's
 * trigrams, and each is then compared in full: for a four-letter word, every term starting with
 * the same two letters. Numbers, house numbers and numbered names ("martinez30") are most of
 * the words a large community uses (599,901 of 600,041 at 10x the bench data), so correcting
 * "maya" compared 12,500 of them, 14 ms. A typo is not corrected into such a word (it is still
 * found as typed, and by prefix); the index of the words left is a few hundred entries.
 */
export const up: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    CREATE INDEX search_terms_trigram_words ON search_terms USING gin ("term" gin_trgm_ops)
      WHERE "term" !~ '[[:digit:]]';
    DROP INDEX search_terms_trigram_gin;
    `,
  );

export const down: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    CREATE INDEX search_terms_trigram_gin ON search_terms USING gin ("term" gin_trgm_ops);
    DROP INDEX search_terms_trigram_words;
    `,
  );
