CREATE OR REPLACE FUNCTION public.search_hits(typed tsquery, corrected tsquery, hit_limit integer, candidate_limit integer, recent_rows integer)
 RETURNS TABLE(kind text, id uuid, score real)
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
 SET enable_seqscan TO 'off'
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
      #variable_conflict use_column
      DECLARE
        -- The same words restricted to weight A, the name's weight in every search_vector.
        named tsquery := regexp_replace(corrected::text, '(''[^'']*'')(?::(\*))?', '\1:\2A', 'g')::tsquery;
        -- A kind's candidates matching in the name, then anywhere: ids, and where the rows were
        -- read, each one's score and creation time (scored where they are read, not fetched again).
        by_name_ids uuid[];
        by_name_scores real[];
        by_name_times timestamptz[];
        anywhere_ids uuid[];
        anywhere_scores real[];
        anywhere_times timestamptz[];
        matching double precision;
        entries double precision;
        rare_word tsquery;
        -- What search_shares answers for each of its six statistics, in its order.
        word_shares double precision[];
        word_entries double precision[];
        rare_words tsquery[];
        -- Typed and corrected are the same query when no word was corrected: ranked once, counted twice.
        same boolean := typed = corrected;
      BEGIN
        SELECT array_agg(s."share" ORDER BY s."source"), array_agg(s."entries" ORDER BY s."source"),
               array_agg(s."rare" ORDER BY s."source")
          INTO word_shares, word_entries, rare_words
          FROM search_shares(corrected) s;
        matching := word_shares[1]; entries := word_entries[1]; rare_word := rare_words[1];
        by_name_ids := NULL; by_name_scores := NULL; by_name_times := NULL;
        IF matching > 0 AND candidate_limit / matching <= least(recent_rows / 2.0, entries / 4) THEN
          -- search_names holds no vector: these candidates are scored from their rows below.
          by_name_ids := ARRAY(SELECT r."id" FROM (SELECT n."id", n."name" AS "vector" FROM search_names n WHERE n."kind" = 'spaceRequest'
                    ORDER BY n."createdAt" DESC, n."id" DESC LIMIT recent_rows) AS r
                           WHERE r."vector" @@ corrected LIMIT candidate_limit);
          IF cardinality(by_name_ids) < candidate_limit THEN by_name_ids := NULL; END IF;
        END IF;
        IF by_name_ids IS NULL AND rare_word IS NOT NULL THEN
          SELECT coalesce(array_agg(c."id"), '{}'), array_agg(c."score"), array_agg(c."createdAt")
            INTO by_name_ids, by_name_scores, by_name_times
            FROM (SELECT t."id", CASE WHEN same THEN 2::real * ts_rank(t.search_vector, corrected)
                  ELSE ts_rank(t.search_vector, typed) + ts_rank(t.search_vector, corrected) END AS "score", t."createdAt" FROM space_requests t
                           WHERE true AND to_tsvector('english'::regconfig, coalesce(t."title", '')) @@ rare_word AND (t.search_vector @@ named) IS TRUE
                           LIMIT candidate_limit) AS c;
        ELSIF by_name_ids IS NULL THEN
          SELECT coalesce(array_agg(c."id"), '{}'), array_agg(c."score"), array_agg(c."createdAt")
            INTO by_name_ids, by_name_scores, by_name_times
            FROM (SELECT t."id", CASE WHEN same THEN 2::real * ts_rank(t.search_vector, corrected)
                  ELSE ts_rank(t.search_vector, typed) + ts_rank(t.search_vector, corrected) END AS "score", t."createdAt" FROM space_requests t
                           WHERE true AND to_tsvector('english'::regconfig, coalesce(t."title", '')) @@ corrected LIMIT candidate_limit) AS c;
        END IF;
        anywhere_ids := '{}'; anywhere_scores := '{}'; anywhere_times := '{}';
        IF cardinality(by_name_ids) < candidate_limit THEN
          matching := word_shares[2]; entries := word_entries[2]; rare_word := rare_words[2];
        anywhere_ids := NULL;
        IF matching > 0 AND candidate_limit / matching <= least(recent_rows / 2.0, entries / 4) THEN
          SELECT coalesce(array_agg(c."id"), '{}'), array_agg(c."score"), array_agg(c."createdAt")
            INTO anywhere_ids, anywhere_scores, anywhere_times
            FROM (SELECT r."id", CASE WHEN same THEN 2::real * ts_rank(r."vector", corrected)
                  ELSE ts_rank(r."vector", typed) + ts_rank(r."vector", corrected) END AS "score", r."createdAt"
                  FROM (SELECT t."id", t."createdAt", t.search_vector AS "vector" FROM space_requests t WHERE true
                      ORDER BY t."createdAt" DESC, t."id" LIMIT recent_rows) AS r
                           WHERE r."vector" @@ corrected LIMIT candidate_limit) AS c;
          IF cardinality(anywhere_ids) < candidate_limit THEN anywhere_ids := NULL; END IF;
        END IF;
        IF anywhere_ids IS NULL AND rare_word IS NOT NULL THEN
          SELECT coalesce(array_agg(c."id"), '{}'), array_agg(c."score"), array_agg(c."createdAt")
            INTO anywhere_ids, anywhere_scores, anywhere_times
            FROM (SELECT t."id", CASE WHEN same THEN 2::real * ts_rank(t.search_vector, corrected)
                  ELSE ts_rank(t.search_vector, typed) + ts_rank(t.search_vector, corrected) END AS "score", t."createdAt" FROM space_requests t
                           WHERE true AND t.search_vector @@ rare_word AND (t.search_vector @@ corrected) IS TRUE
                           LIMIT candidate_limit) AS c;
        ELSIF anywhere_ids IS NULL THEN
          SELECT coalesce(array_agg(c."id"), '{}'), array_agg(c."score"), array_agg(c."createdAt")
            INTO anywhere_ids, anywhere_scores, anywhere_times
            FROM (SELECT t."id", CASE WHEN same THEN 2::real * ts_rank(t.search_vector, corrected)
                  ELSE ts_rank(t.search_vector, typed) + ts_rank(t.search_vector, corrected) END AS "score", t."createdAt" FROM space_requests t
                           WHERE true AND t.search_vector @@ corrected LIMIT candidate_limit) AS c;
        END IF;
        END IF;
        -- The name matches read from search_names, scored from their rows; then both lists ranked.
        IF by_name_scores IS NULL AND cardinality(by_name_ids) > 0 THEN
          SELECT array_agg(t."id"), array_agg(CASE WHEN same THEN 2::real * ts_rank(t.search_vector, corrected) ELSE ts_rank(t.search_vector, typed) + ts_rank(t.search_vector, corrected) END), array_agg(t."createdAt")
            INTO by_name_ids, by_name_scores, by_name_times FROM space_requests t WHERE t."id" = ANY (by_name_ids);
        END IF;
        RETURN QUERY SELECT 'spaceRequest'::text, r."id", r."score" FROM search_ranked(by_name_ids, by_name_scores, by_name_times, anywhere_ids, anywhere_scores, anywhere_times, hit_limit) r;

        matching := word_shares[3]; entries := word_entries[3]; rare_word := rare_words[3];
        by_name_ids := NULL; by_name_scores := NULL; by_name_times := NULL;
        IF matching > 0 AND candidate_limit / matching <= least(recent_rows / 2.0, entries / 4) THEN
          -- search_names holds no vector: these candidates are scored from their rows below.
          by_name_ids := ARRAY(SELECT r."id" FROM (SELECT n."id", n."name" AS "vector" FROM search_names n WHERE n."kind" = 'spaceOffer'
                    ORDER BY n."createdAt" DESC, n."id" DESC LIMIT recent_rows) AS r
                           WHERE r."vector" @@ corrected LIMIT candidate_limit);
          IF cardinality(by_name_ids) < candidate_limit THEN by_name_ids := NULL; END IF;
        END IF;
        IF by_name_ids IS NULL AND rare_word IS NOT NULL THEN
          SELECT coalesce(array_agg(c."id"), '{}'), array_agg(c."score"), array_agg(c."createdAt")
            INTO by_name_ids, by_name_scores, by_name_times
            FROM (SELECT t."id", CASE WHEN same THEN 2::real * ts_rank(t.search_vector, corrected)
                  ELSE ts_rank(t.search_vector, typed) + ts_rank(t.search_vector, corrected) END AS "score", t."createdAt" FROM space_offers t
                           WHERE t."isActive" AND to_tsvector('english'::regconfig, coalesce(t."spaceName", '')) @@ rare_word AND (t.search_vector @@ named) IS TRUE
                           LIMIT candidate_limit) AS c;
        ELSIF by_name_ids IS NULL THEN
          SELECT coalesce(array_agg(c."id"), '{}'), array_agg(c."score"), array_agg(c."createdAt")
            INTO by_name_ids, by_name_scores, by_name_times
            FROM (SELECT t."id", CASE WHEN same THEN 2::real * ts_rank(t.search_vector, corrected)
                  ELSE ts_rank(t.search_vector, typed) + ts_rank(t.search_vector, corrected) END AS "score", t."createdAt" FROM space_offers t
                           WHERE t."isActive" AND to_tsvector('english'::regconfig, coalesce(t."spaceName", '')) @@ corrected LIMIT candidate_limit) AS c;
        END IF;
        anywhere_ids := '{}'; anywhere_scores := '{}'; anywhere_times := '{}';
        IF cardinality(by_name_ids) < candidate_limit THEN
          matching := word_shares[4]; entries := word_entries[4]; rare_word := rare_words[4];
        anywhere_ids := NULL;
        IF matching > 0 AND candidate_limit / matching <= least(recent_rows / 2.0, entries / 4) THEN
          SELECT coalesce(array_agg(c."id"), '{}'), array_agg(c."score"), array_agg(c."createdAt")
            INTO anywhere_ids, anywhere_scores, anywhere_times
            FROM (SELECT r."id", CASE WHEN same THEN 2::real * ts_rank(r."vector", corrected)
                  ELSE ts_rank(r."vector", typed) + ts_rank(r."vector", corrected) END AS "score", r."createdAt"
                  FROM (SELECT t."id", t."createdAt", t.search_vector AS "vector" FROM space_offers t WHERE t."isActive"
                      ORDER BY t."createdAt" DESC, t."id" DESC LIMIT recent_rows) AS r
                           WHERE r."vector" @@ corrected LIMIT candidate_limit) AS c;
          IF cardinality(anywhere_ids) < candidate_limit THEN anywhere_ids := NULL; END IF;
        END IF;
        IF anywhere_ids IS NULL AND rare_word IS NOT NULL THEN
          SELECT coalesce(array_agg(c."id"), '{}'), array_agg(c."score"), array_agg(c."createdAt")
            INTO anywhere_ids, anywhere_scores, anywhere_times
            FROM (SELECT t."id", CASE WHEN same THEN 2::real * ts_rank(t.search_vector, corrected)
                  ELSE ts_rank(t.search_vector, typed) + ts_rank(t.search_vector, corrected) END AS "score", t."createdAt" FROM space_offers t
                           WHERE t."isActive" AND t.search_vector @@ rare_word AND (t.search_vector @@ corrected) IS TRUE
                           LIMIT candidate_limit) AS c;
        ELSIF anywhere_ids IS NULL THEN
          SELECT coalesce(array_agg(c."id"), '{}'), array_agg(c."score"), array_agg(c."createdAt")
            INTO anywhere_ids, anywhere_scores, anywhere_times
            FROM (SELECT t."id", CASE WHEN same THEN 2::real * ts_rank(t.search_vector, corrected)
                  ELSE ts_rank(t.search_vector, typed) + ts_rank(t.search_vector, corrected) END AS "score", t."createdAt" FROM space_offers t
                           WHERE t."isActive" AND t.search_vector @@ corrected LIMIT candidate_limit) AS c;
        END IF;
        END IF;
        IF by_name_scores IS NULL AND cardinality(by_name_ids) > 0 THEN
          SELECT array_agg(t."id"), array_agg(CASE WHEN same THEN 2::real * ts_rank(t.search_vector, corrected) ELSE ts_rank(t.search_vector, typed) + ts_rank(t.search_vector, corrected) END), array_agg(t."createdAt")
            INTO by_name_ids, by_name_scores, by_name_times FROM space_offers t WHERE t."id" = ANY (by_name_ids);
        END IF;
        RETURN QUERY SELECT 'spaceOffer'::text, r."id", r."score" FROM search_ranked(by_name_ids, by_name_scores, by_name_times, anywhere_ids, anywhere_scores, anywhere_times, hit_limit) r;

        matching := word_shares[5]; entries := word_entries[5]; rare_word := rare_words[5];
        by_name_ids := NULL; by_name_scores := NULL; by_name_times := NULL;
        IF matching > 0 AND candidate_limit / matching <= least(recent_rows / 2.0, entries / 4) THEN
          -- search_names holds no vector: these candidates are scored from their rows below.
          by_name_ids := ARRAY(SELECT r."id" FROM (SELECT n."id", n."name" AS "vector" FROM search_names n WHERE n."kind" = 'user'
                    ORDER BY n."createdAt" DESC, n."id" DESC LIMIT recent_rows) AS r
                           WHERE r."vector" @@ corrected LIMIT candidate_limit);
          IF cardinality(by_name_ids) < candidate_limit THEN by_name_ids := NULL; END IF;
        END IF;
        IF by_name_ids IS NULL AND rare_word IS NOT NULL THEN
          SELECT coalesce(array_agg(c."id"), '{}'), array_agg(c."score"), array_agg(c."createdAt")
            INTO by_name_ids, by_name_scores, by_name_times
            FROM (SELECT t."id", CASE WHEN same THEN 2::real * ts_rank(t.search_vector, corrected)
                  ELSE ts_rank(t.search_vector, typed) + ts_rank(t.search_vector, corrected) END AS "score", t."createdAt" FROM users t
                           WHERE true AND to_tsvector('english'::regconfig, coalesce(t."firstName", '') || ' ' || coalesce(t."lastName", '')) @@ rare_word AND (t.search_vector @@ named) IS TRUE
                           LIMIT candidate_limit) AS c;
        ELSIF by_name_ids IS NULL THEN
          SELECT coalesce(array_agg(c."id"), '{}'), array_agg(c."score"), array_agg(c."createdAt")
            INTO by_name_ids, by_name_scores, by_name_times
            FROM (SELECT t."id", CASE WHEN same THEN 2::real * ts_rank(t.search_vector, corrected)
                  ELSE ts_rank(t.search_vector, typed) + ts_rank(t.search_vector, corrected) END AS "score", t."createdAt" FROM users t
                           WHERE true AND to_tsvector('english'::regconfig, coalesce(t."firstName", '') || ' ' || coalesce(t."lastName", '')) @@ corrected LIMIT candidate_limit) AS c;
        END IF;
        anywhere_ids := '{}'; anywhere_scores := '{}'; anywhere_times := '{}';
        IF cardinality(by_name_ids) < candidate_limit THEN
          matching := word_shares[6]; entries := word_entries[6]; rare_word := rare_words[6];
        anywhere_ids := NULL;
        IF matching > 0 AND candidate_limit / matching <= least(recent_rows / 2.0, entries / 4) THEN
          SELECT coalesce(array_agg(c."id"), '{}'), array_agg(c."score"), array_agg(c."createdAt")
            INTO anywhere_ids, anywhere_scores, anywhere_times
            FROM (SELECT r."id", CASE WHEN same THEN 2::real * ts_rank(r."vector", corrected)
                  ELSE ts_rank(r."vector", typed) + ts_rank(r."vector", corrected) END AS "score", r."createdAt"
                  FROM (SELECT t."id", t."createdAt", t.search_vector AS "vector" FROM users t WHERE true
                      ORDER BY t."createdAt" DESC, t."id" DESC LIMIT recent_rows) AS r
                           WHERE r."vector" @@ corrected LIMIT candidate_limit) AS c;
          IF cardinality(anywhere_ids) < candidate_limit THEN anywhere_ids := NULL; END IF;
        END IF;
        IF anywhere_ids IS NULL AND rare_word IS NOT NULL THEN
          SELECT coalesce(array_agg(c."id"), '{}'), array_agg(c."score"), array_agg(c."createdAt")
            INTO anywhere_ids, anywhere_scores, anywhere_times
            FROM (SELECT t."id", CASE WHEN same THEN 2::real * ts_rank(t.search_vector, corrected)
                  ELSE ts_rank(t.search_vector, typed) + ts_rank(t.search_vector, corrected) END AS "score", t."createdAt" FROM users t
                           WHERE true AND t.search_vector @@ rare_word AND (t.search_vector @@ corrected) IS TRUE
                           LIMIT candidate_limit) AS c;
        ELSIF anywhere_ids IS NULL THEN
          SELECT coalesce(array_agg(c."id"), '{}'), array_agg(c."score"), array_agg(c."createdAt")
            INTO anywhere_ids, anywhere_scores, anywhere_times
            FROM (SELECT t."id", CASE WHEN same THEN 2::real * ts_rank(t.search_vector, corrected)
                  ELSE ts_rank(t.search_vector, typed) + ts_rank(t.search_vector, corrected) END AS "score", t."createdAt" FROM users t
                           WHERE true AND t.search_vector @@ corrected LIMIT candidate_limit) AS c;
        END IF;
        END IF;
        IF by_name_scores IS NULL AND cardinality(by_name_ids) > 0 THEN
          SELECT array_agg(t."id"), array_agg(CASE WHEN same THEN 2::real * ts_rank(t.search_vector, corrected) ELSE ts_rank(t.search_vector, typed) + ts_rank(t.search_vector, corrected) END), array_agg(t."createdAt")
            INTO by_name_ids, by_name_scores, by_name_times FROM users t WHERE t."id" = ANY (by_name_ids);
        END IF;
        RETURN QUERY SELECT 'user'::text, r."id", r."score" FROM search_ranked(by_name_ids, by_name_scores, by_name_times, anywhere_ids, anywhere_scores, anywhere_times, hit_limit) r;
      END
      $function$;
