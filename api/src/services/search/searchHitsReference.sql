-- search_hits as it was before its candidates were scored where they are read (they were fetched
-- again by id to be ranked): searchHitsScoring.test.ts checks the current search_hits answers the same.
CREATE OR REPLACE FUNCTION public.search_hits_reference(typed tsquery, corrected tsquery, hit_limit integer, candidate_limit integer, recent_rows integer)
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
        by_name uuid[];
        anywhere uuid[];
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
        by_name := NULL;
        IF matching > 0 AND candidate_limit / matching <= least(recent_rows / 2.0, entries / 4) THEN
          by_name := ARRAY(SELECT r."id" FROM (SELECT n."id", n."name" AS "vector" FROM search_names n WHERE n."kind" = 'spaceRequest'
                    ORDER BY n."createdAt" DESC, n."id" DESC LIMIT recent_rows) AS r
                           WHERE r."vector" @@ corrected LIMIT candidate_limit);
          IF cardinality(by_name) < candidate_limit THEN by_name := NULL; END IF;
        END IF;
        IF by_name IS NULL AND rare_word IS NOT NULL THEN
          by_name := ARRAY(SELECT t."id" FROM space_requests t
                           WHERE true AND to_tsvector('english'::regconfig, coalesce(t."title", '')) @@ rare_word AND (t.search_vector @@ named) IS TRUE
                           LIMIT candidate_limit);
        ELSIF by_name IS NULL THEN
          by_name := ARRAY(SELECT t."id" FROM space_requests t WHERE true AND to_tsvector('english'::regconfig, coalesce(t."title", '')) @@ corrected LIMIT candidate_limit);
        END IF;
        anywhere := '{}';
        IF cardinality(by_name) < candidate_limit THEN
          matching := word_shares[2]; entries := word_entries[2]; rare_word := rare_words[2];
        anywhere := NULL;
        IF matching > 0 AND candidate_limit / matching <= least(recent_rows / 2.0, entries / 4) THEN
          anywhere := ARRAY(SELECT r."id" FROM (SELECT t."id", t.search_vector AS "vector" FROM space_requests t WHERE true
                      ORDER BY t."createdAt" DESC, t."id" LIMIT recent_rows) AS r
                           WHERE r."vector" @@ corrected LIMIT candidate_limit);
          IF cardinality(anywhere) < candidate_limit THEN anywhere := NULL; END IF;
        END IF;
        IF anywhere IS NULL AND rare_word IS NOT NULL THEN
          anywhere := ARRAY(SELECT t."id" FROM space_requests t
                           WHERE true AND t.search_vector @@ rare_word AND (t.search_vector @@ corrected) IS TRUE
                           LIMIT candidate_limit);
        ELSIF anywhere IS NULL THEN
          anywhere := ARRAY(SELECT t."id" FROM space_requests t WHERE true AND t.search_vector @@ corrected LIMIT candidate_limit);
        END IF;
        END IF;
        RETURN QUERY
          SELECT 'spaceRequest'::text, t."id", CASE WHEN same THEN 2::real * ts_rank(t.search_vector, corrected)
                  ELSE ts_rank(t.search_vector, typed) + ts_rank(t.search_vector, corrected) END
            FROM space_requests t
           WHERE t."id" = ANY (by_name || anywhere)
           ORDER BY 3 DESC, t."createdAt" DESC, t."id"
           LIMIT hit_limit;

          matching := word_shares[3]; entries := word_entries[3]; rare_word := rare_words[3];
        by_name := NULL;
        IF matching > 0 AND candidate_limit / matching <= least(recent_rows / 2.0, entries / 4) THEN
          by_name := ARRAY(SELECT r."id" FROM (SELECT n."id", n."name" AS "vector" FROM search_names n WHERE n."kind" = 'spaceOffer'
                    ORDER BY n."createdAt" DESC, n."id" DESC LIMIT recent_rows) AS r
                           WHERE r."vector" @@ corrected LIMIT candidate_limit);
          IF cardinality(by_name) < candidate_limit THEN by_name := NULL; END IF;
        END IF;
        IF by_name IS NULL AND rare_word IS NOT NULL THEN
          by_name := ARRAY(SELECT t."id" FROM space_offers t
                           WHERE t."isActive" AND to_tsvector('english'::regconfig, coalesce(t."spaceName", '')) @@ rare_word AND (t.search_vector @@ named) IS TRUE
                           LIMIT candidate_limit);
        ELSIF by_name IS NULL THEN
          by_name := ARRAY(SELECT t."id" FROM space_offers t WHERE t."isActive" AND to_tsvector('english'::regconfig, coalesce(t."spaceName", '')) @@ corrected LIMIT candidate_limit);
        END IF;
        anywhere := '{}';
        IF cardinality(by_name) < candidate_limit THEN
          matching := word_shares[4]; entries := word_entries[4]; rare_word := rare_words[4];
        anywhere := NULL;
        IF matching > 0 AND candidate_limit / matching <= least(recent_rows / 2.0, entries / 4) THEN
          anywhere := ARRAY(SELECT r."id" FROM (SELECT t."id", t.search_vector AS "vector" FROM space_offers t WHERE t."isActive"
                      ORDER BY t."createdAt" DESC, t."id" DESC LIMIT recent_rows) AS r
                           WHERE r."vector" @@ corrected LIMIT candidate_limit);
          IF cardinality(anywhere) < candidate_limit THEN anywhere := NULL; END IF;
        END IF;
        IF anywhere IS NULL AND rare_word IS NOT NULL THEN
          anywhere := ARRAY(SELECT t."id" FROM space_offers t
                           WHERE t."isActive" AND t.search_vector @@ rare_word AND (t.search_vector @@ corrected) IS TRUE
                           LIMIT candidate_limit);
        ELSIF anywhere IS NULL THEN
          anywhere := ARRAY(SELECT t."id" FROM space_offers t WHERE t."isActive" AND t.search_vector @@ corrected LIMIT candidate_limit);
        END IF;
        END IF;
        RETURN QUERY
          SELECT 'spaceOffer'::text, t."id", CASE WHEN same THEN 2::real * ts_rank(t.search_vector, corrected)
                  ELSE ts_rank(t.search_vector, typed) + ts_rank(t.search_vector, corrected) END
            FROM space_offers t
           WHERE t."id" = ANY (by_name || anywhere)
           ORDER BY 3 DESC, t."createdAt" DESC, t."id"
           LIMIT hit_limit;

          matching := word_shares[5]; entries := word_entries[5]; rare_word := rare_words[5];
        by_name := NULL;
        IF matching > 0 AND candidate_limit / matching <= least(recent_rows / 2.0, entries / 4) THEN
          by_name := ARRAY(SELECT r."id" FROM (SELECT n."id", n."name" AS "vector" FROM search_names n WHERE n."kind" = 'user'
                    ORDER BY n."createdAt" DESC, n."id" DESC LIMIT recent_rows) AS r
                           WHERE r."vector" @@ corrected LIMIT candidate_limit);
          IF cardinality(by_name) < candidate_limit THEN by_name := NULL; END IF;
        END IF;
        IF by_name IS NULL AND rare_word IS NOT NULL THEN
          by_name := ARRAY(SELECT t."id" FROM users t
                           WHERE true AND to_tsvector('english'::regconfig, coalesce(t."firstName", '') || ' ' || coalesce(t."lastName", '')) @@ rare_word AND (t.search_vector @@ named) IS TRUE
                           LIMIT candidate_limit);
        ELSIF by_name IS NULL THEN
          by_name := ARRAY(SELECT t."id" FROM users t WHERE true AND to_tsvector('english'::regconfig, coalesce(t."firstName", '') || ' ' || coalesce(t."lastName", '')) @@ corrected LIMIT candidate_limit);
        END IF;
        anywhere := '{}';
        IF cardinality(by_name) < candidate_limit THEN
          matching := word_shares[6]; entries := word_entries[6]; rare_word := rare_words[6];
        anywhere := NULL;
        IF matching > 0 AND candidate_limit / matching <= least(recent_rows / 2.0, entries / 4) THEN
          anywhere := ARRAY(SELECT r."id" FROM (SELECT t."id", t.search_vector AS "vector" FROM users t WHERE true
                      ORDER BY t."createdAt" DESC, t."id" DESC LIMIT recent_rows) AS r
                           WHERE r."vector" @@ corrected LIMIT candidate_limit);
          IF cardinality(anywhere) < candidate_limit THEN anywhere := NULL; END IF;
        END IF;
        IF anywhere IS NULL AND rare_word IS NOT NULL THEN
          anywhere := ARRAY(SELECT t."id" FROM users t
                           WHERE true AND t.search_vector @@ rare_word AND (t.search_vector @@ corrected) IS TRUE
                           LIMIT candidate_limit);
        ELSIF anywhere IS NULL THEN
          anywhere := ARRAY(SELECT t."id" FROM users t WHERE true AND t.search_vector @@ corrected LIMIT candidate_limit);
        END IF;
        END IF;
        RETURN QUERY
          SELECT 'user'::text, t."id", CASE WHEN same THEN 2::real * ts_rank(t.search_vector, corrected)
                  ELSE ts_rank(t.search_vector, typed) + ts_rank(t.search_vector, corrected) END
            FROM users t
           WHERE t."id" = ANY (by_name || anywhere)
           ORDER BY 3 DESC, t."createdAt" DESC, t."id"
           LIMIT hit_limit;
      END
      $function$;
