import { type Migration, runSql } from "../migrate";

/**
 * Keeps `GET /api/search` fast however common a word is (docs/performance.md: p95 < 30 ms).
 *
 * Typo correction: the GiST trigram index on `search_terms` answered `%` / `<->` by walking most
 * of the tree once the table held ~60k terms (about 20 ms a word); a GIN trigram index finds the
 * few terms sharing enough trigrams in well under a millisecond, and sorting those is trivial.
 *
 * Ranking: ts_rank over every match (16k rows for "workshop") cost tens of milliseconds per
 * kind. `search_hits` ranks at most `candidate_limit` matches of each kind instead, found through
 * the GIN indexes. It runs with seq scans off (a LIMIT tempts the planner into scanning the table
 * "until it has enough", which for a word that is rare early in the table means all of it) and
 * with one cached generic plan per connection, so planning the three-part query is paid once.
 */
export const up: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    DROP INDEX search_terms_trigram;
    CREATE INDEX search_terms_trigram_gin ON search_terms USING gin ("term" gin_trgm_ops);

    CREATE FUNCTION search_hits(typed tsquery, corrected tsquery, hit_limit integer, candidate_limit integer)
      RETURNS TABLE ("kind" text, "id" uuid, "score" real)
      LANGUAGE plpgsql STABLE PARALLEL SAFE
      SET enable_seqscan = off
      SET plan_cache_mode = force_generic_plan
      AS $$
      #variable_conflict use_column
      BEGIN
        RETURN QUERY
          (SELECT 'spaceRequest'::text, c."id", ts_rank(c.search_vector, typed) + ts_rank(c.search_vector, corrected)
             FROM (SELECT t."id", t.search_vector, t."createdAt" FROM space_requests t
                    WHERE t.search_vector @@ corrected
                    LIMIT candidate_limit) AS c
            ORDER BY 3 DESC, c."createdAt" DESC, c."id"
            LIMIT hit_limit)
          UNION ALL
          -- Paused spaces are never found; the partial index carries the same condition.
          (SELECT 'spaceOffer'::text, c."id", ts_rank(c.search_vector, typed) + ts_rank(c.search_vector, corrected)
             FROM (SELECT t."id", t.search_vector, t."createdAt" FROM space_offers t
                    WHERE t."isActive" AND t.search_vector @@ corrected
                    LIMIT candidate_limit) AS c
            ORDER BY 3 DESC, c."createdAt" DESC, c."id"
            LIMIT hit_limit)
          UNION ALL
          (SELECT 'user'::text, c."id", ts_rank(c.search_vector, typed) + ts_rank(c.search_vector, corrected)
             FROM (SELECT t."id", t.search_vector, t."createdAt" FROM users t
                    WHERE t.search_vector @@ corrected
                    LIMIT candidate_limit) AS c
            ORDER BY 3 DESC, c."createdAt" DESC, c."id"
            LIMIT hit_limit);
      END
      $$;
    `,
  );

export const down: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    DROP FUNCTION search_hits(tsquery, tsquery, integer, integer);
    DROP INDEX search_terms_trigram_gin;
    CREATE INDEX search_terms_trigram ON search_terms USING gist ("term" gist_trgm_ops);
    `,
  );
