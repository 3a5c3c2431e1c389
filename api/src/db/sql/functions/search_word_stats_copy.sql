CREATE OR REPLACE FUNCTION public.search_word_stats_copy()
 RETURNS integer
 LANGUAGE plpgsql
AS $function$
      DECLARE
        pair record;
        version text;
        copied integer := 0;
      BEGIN
        FOR pair IN
          SELECT p."statsTable", p."statsColumn", p."heap", k."version" AS "copiedVersion"
            FROM (VALUES ('space_requests_title_search'::name, 'to_tsvector'::name, 'space_requests'::regclass),
                         ('space_requests', 'search_vector', 'space_requests'),
                         ('space_offers_name_search', 'to_tsvector', 'space_offers'),
                         ('space_offers', 'search_vector', 'space_offers'),
                         ('users_name_search', 'to_tsvector', 'users'),
                         ('users', 'search_vector', 'users')) AS p("statsTable", "statsColumn", "heap")
            LEFT JOIN search_word_stats_copies k ON k."statsTable" = p."statsTable" AND k."statsColumn" = p."statsColumn"
        LOOP
          version := search_stats_version(pair."statsTable");
          CONTINUE WHEN version IS NOT DISTINCT FROM pair."copiedVersion";
          BEGIN
            -- ANALYZE holds this lock from its start to its commit, and moves the version before it
            -- commits: holding it, the statistics read below are the ones the version names.
            EXECUTE format('LOCK TABLE %s IN SHARE UPDATE EXCLUSIVE MODE NOWAIT', pair."heap");
          EXCEPTION WHEN lock_not_available THEN
            CONTINUE;
          END;
          DELETE FROM search_word_stats w WHERE w."statsTable" = pair."statsTable" AND w."statsColumn" = pair."statsColumn";
          INSERT INTO search_word_stats ("statsTable", "statsColumn", "lexeme", "share")
          SELECT pair."statsTable", pair."statsColumn", c."lexeme", c."share"
            FROM pg_stats s,
                 unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) AS c("lexeme", "share")
           WHERE s.schemaname = current_schema() AND s.tablename = pair."statsTable" AND s.attname = pair."statsColumn"
             AND c."lexeme" IS NOT NULL;
          INSERT INTO search_word_stats_copies ("statsTable", "statsColumn", "version", "copiedAt")
          VALUES (pair."statsTable", pair."statsColumn", version, now())
          ON CONFLICT ("statsTable", "statsColumn") DO UPDATE SET "version" = EXCLUDED."version", "copiedAt" = now();
          copied := copied + 1;
        END LOOP;
        RETURN copied;
      END
      $function$
