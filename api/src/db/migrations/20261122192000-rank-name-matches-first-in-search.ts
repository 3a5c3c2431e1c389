import { type Migration, runSql } from "../migrate";

/**
 * Search ranks a bounded set of matches (migration 20261122191000); this makes sure a match in
 * the name is always in that set. Each kind's name (the A weight of `search_vector`) gets a GIN
 * index of its own, and `search_hits` takes up to `candidate_limit` rows matching there, so a
 * title match is never crowded out by rows that only mention the word in a description. Only when
 * the names do not already fill the set does it add as many rows matching anywhere (a name match
 * outranks a match elsewhere), which also skips the largest index scan for common words.
 */
export const up: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    CREATE INDEX space_requests_title_search ON space_requests
      USING gin (to_tsvector('english'::regconfig, coalesce("title", '')));
    CREATE INDEX space_offers_name_search ON space_offers
      USING gin (to_tsvector('english'::regconfig, coalesce("spaceName", ''))) WHERE "isActive";
    CREATE INDEX users_name_search ON users
      USING gin (to_tsvector('english'::regconfig, coalesce("firstName", '') || ' ' || coalesce("lastName", '')));

    CREATE OR REPLACE FUNCTION search_hits(typed tsquery, corrected tsquery, hit_limit integer, candidate_limit integer)
      RETURNS TABLE ("kind" text, "id" uuid, "score" real)
      LANGUAGE plpgsql STABLE PARALLEL SAFE
      SET enable_seqscan = off
      SET plan_cache_mode = force_generic_plan
      AS $$
      #variable_conflict use_column
      BEGIN
        -- Paused spaces are never found; the partial indexes carry the same condition.
        RETURN QUERY
          WITH "requests_by_name" AS MATERIALIZED (
                  SELECT t."id", t."createdAt", t.search_vector FROM space_requests t
                   WHERE to_tsvector('english'::regconfig, coalesce(t."title", '')) @@ corrected
                   LIMIT candidate_limit),
               "offers_by_name" AS MATERIALIZED (
                  SELECT t."id", t."createdAt", t.search_vector FROM space_offers t
                   WHERE t."isActive" AND to_tsvector('english'::regconfig, coalesce(t."spaceName", '')) @@ corrected
                   LIMIT candidate_limit),
               "users_by_name" AS MATERIALIZED (
                  SELECT t."id", t."createdAt", t.search_vector FROM users t
                   WHERE to_tsvector('english'::regconfig, coalesce(t."firstName", '') || ' ' || coalesce(t."lastName", '')) @@ corrected
                   LIMIT candidate_limit)
          (SELECT 'spaceRequest'::text, c."id", c."rank"
             FROM (SELECT DISTINCT ON (m."id") m."id", m."createdAt",
                          ts_rank(m.search_vector, typed) + ts_rank(m.search_vector, corrected) AS "rank"
                     FROM (SELECT * FROM "requests_by_name"
                           UNION ALL
                           (SELECT t."id", t."createdAt", t.search_vector FROM space_requests t
                             WHERE t.search_vector @@ corrected
                               AND (SELECT count(*) FROM "requests_by_name") < candidate_limit
                             LIMIT candidate_limit)) AS m
                    ORDER BY m."id") AS c
            ORDER BY c."rank" DESC, c."createdAt" DESC, c."id"
            LIMIT hit_limit)
          UNION ALL
          (SELECT 'spaceOffer'::text, c."id", c."rank"
             FROM (SELECT DISTINCT ON (m."id") m."id", m."createdAt",
                          ts_rank(m.search_vector, typed) + ts_rank(m.search_vector, corrected) AS "rank"
                     FROM (SELECT * FROM "offers_by_name"
                           UNION ALL
                           (SELECT t."id", t."createdAt", t.search_vector FROM space_offers t
                             WHERE t."isActive" AND t.search_vector @@ corrected
                               AND (SELECT count(*) FROM "offers_by_name") < candidate_limit
                             LIMIT candidate_limit)) AS m
                    ORDER BY m."id") AS c
            ORDER BY c."rank" DESC, c."createdAt" DESC, c."id"
            LIMIT hit_limit)
          UNION ALL
          (SELECT 'user'::text, c."id", c."rank"
             FROM (SELECT DISTINCT ON (m."id") m."id", m."createdAt",
                          ts_rank(m.search_vector, typed) + ts_rank(m.search_vector, corrected) AS "rank"
                     FROM (SELECT * FROM "users_by_name"
                           UNION ALL
                           (SELECT t."id", t."createdAt", t.search_vector FROM users t
                             WHERE t.search_vector @@ corrected
                               AND (SELECT count(*) FROM "users_by_name") < candidate_limit
                             LIMIT candidate_limit)) AS m
                    ORDER BY m."id") AS c
            ORDER BY c."rank" DESC, c."createdAt" DESC, c."id"
            LIMIT hit_limit);
      END
      $$;
    `,
  );

export const down: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    CREATE OR REPLACE FUNCTION search_hits(typed tsquery, corrected tsquery, hit_limit integer, candidate_limit integer)
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
    DROP INDEX users_name_search;
    DROP INDEX space_offers_name_search;
    DROP INDEX space_requests_title_search;
    `,
  );
