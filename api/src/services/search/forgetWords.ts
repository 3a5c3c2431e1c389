import { QueryTypes, type Transaction } from "sequelize";
import { database } from "../../db/database";

/**
 * The words a member's own rows put in `search_terms` (the typo-correction word list), split as
 * the `search_terms_collect` trigger splits them: their profile, requests and offers.
 */
const WORDS_OF_MEMBER = `
  SELECT DISTINCT word
    FROM (
      SELECT concat_ws(' ', "firstName", "lastName", "bio", "location", array_to_string("interests", ' '))
        FROM users WHERE "id" = :userId
      UNION ALL
      SELECT concat_ws(' ', "title", array_to_string("values", ' '), "description", "spaceType", "location")
        FROM space_requests WHERE "userId" = :userId
      UNION ALL
      SELECT concat_ws(' ', "spaceName", array_to_string("supportedCauses", ' '), "description", "spaceType", "address")
        FROM space_offers WHERE "userId" = :userId
    ) AS source(words),
    regexp_split_to_table(lower(words), '[^[:alnum:]]+') AS word
   WHERE length(word) BETWEEN 3 AND 40`;

/**
 * Removes each of `words` from `search_terms` unless a row still standing uses it. "Uses" is
 * judged on the rows' search vectors, stemmed as search stems them (so "workshops" stays while a
 * row says "workshop"), through their GIN indexes; paused offers, outside the offers' partial
 * index, are read once for their lexemes. A word that stems to nothing (a stop word) finds
 * nothing in search either, so it goes.
 */
const FORGET_UNUSED = `
  WITH candidate AS (
    SELECT word, plainto_tsquery('english'::regconfig, word) AS query,
           ARRAY(SELECT lexeme FROM unnest(to_tsvector('english'::regconfig, word))) AS lexemes
      FROM unnest(ARRAY[:words]::text[]) AS word
  ),
  paused AS MATERIALIZED (
    SELECT DISTINCT lexeme
      FROM space_offers o, unnest(o.search_vector) AS l(lexeme, positions, weights)
     WHERE NOT o."isActive"
  )
  DELETE FROM search_terms t
   USING candidate c
   WHERE t."term" = c.word
     AND (numnode(c.query) = 0 OR NOT (
       EXISTS (SELECT 1 FROM users u WHERE u.search_vector @@ c.query)
       OR EXISTS (SELECT 1 FROM space_requests r WHERE r.search_vector @@ c.query)
       OR EXISTS (SELECT 1 FROM space_offers o WHERE o."isActive" AND o.search_vector @@ c.query)
       OR EXISTS (SELECT 1 FROM paused p WHERE p.lexeme = ANY (c.lexemes))
     ))`;

/** Read before the member's rows go: the words to check once they have. */
export const searchWordsOf = async (userId: string, transaction?: Transaction): Promise<string[]> => {
  const rows = await database().query<{ word: string }>(WORDS_OF_MEMBER, {
    replacements: { userId },
    type: QueryTypes.SELECT,
    transaction,
  });
  return rows.map((row) => row.word);
};

/**
 * After a member's rows are deleted: their words leave the word list unless someone else's row
 * uses them, so typo correction can no longer turn a query into a departed member's name.
 * (`search_names`, the rows' search vectors and an external index's documents go with the rows,
 * by triggers and the search outbox.)
 */
export const forgetUnusedSearchWords = async (words: readonly string[], transaction?: Transaction): Promise<void> => {
  if (words.length === 0) return;
  await database().query(FORGET_UNUSED, { replacements: { words: [...words] }, transaction });
};
