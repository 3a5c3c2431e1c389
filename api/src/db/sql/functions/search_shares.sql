CREATE OR REPLACE FUNCTION public.search_shares(query tsquery)
 RETURNS TABLE(source integer, share double precision, entries double precision, rare tsquery)
 LANGUAGE sql
 STABLE PARALLEL SAFE
AS $function$
        -- What search_share answers, for all six statistics search_hits reads (each kind's name
        -- index, then its search_vector; the numbers are search_hits' order) in one statement: the
        -- words are split once and each table's version read once. `entries` is the share of the
        -- table's rows the index holds an entry for, times those rows (the table's reltuples).
        WITH "heaps" AS (
               SELECT c."oid", c.reltuples AS "rows", search_stats_heap_version(c."oid") AS "version"
                 FROM pg_class c
                WHERE c."oid" IN ('space_requests'::regclass, 'space_offers'::regclass, 'users'::regclass)),
             "sources" AS (
               SELECT p."source", p."statsTable", p."statsColumn", h."rows",
                      EXISTS (SELECT 1 FROM search_word_stats_copies k
                               WHERE k."statsTable" = p."statsTable" AND k."statsColumn" = p."statsColumn"
                                 AND k."version" = h."version") AS "current"
                 FROM (VALUES (1, 'space_requests_title_search'::name, 'to_tsvector'::name, 'space_requests'::regclass),
                              (2, 'space_requests', 'search_vector', 'space_requests'),
                              (3, 'space_offers_name_search', 'to_tsvector', 'space_offers'),
                              (4, 'space_offers', 'search_vector', 'space_offers'),
                              (5, 'users_name_search', 'to_tsvector', 'users'),
                              (6, 'users', 'search_vector', 'users')) AS p("source", "statsTable", "statsColumn", "heap")
                 JOIN "heaps" h ON h."oid" = p."heap"),
             "operands" AS (
               SELECT w."position", w."alternatives", o."operand"[1] AS "word", o."operand"[2] IS NOT NULL AS "prefix"
                 FROM regexp_split_to_table(query::text, ' & ') WITH ORDINALITY AS w("alternatives", "position")
                 CROSS JOIN LATERAL regexp_matches(w."alternatives", '''([^'']*)''(:\*)?', 'g') AS o("operand")),
             "words" AS MATERIALIZED (
               SELECT s."source", p."position", p."alternatives", least(1, coalesce(sum(
                        CASE WHEN s."current"
                             THEN (SELECT sum(x."share") FROM search_word_stats x
                                    WHERE x."statsTable" = s."statsTable" AND x."statsColumn" = s."statsColumn"
                                      AND x."lexeme" >= p."word"
                                      AND x."lexeme" <= CASE WHEN p."prefix" THEN p."word" || chr(1114111) ELSE p."word" END
                                      AND CASE WHEN p."prefix" THEN starts_with(x."lexeme", p."word") ELSE x."lexeme" = p."word" END)
                             ELSE (SELECT sum(c."share")
                                     FROM pg_stats t,
                                          unnest(t.most_common_elems::text::text[], t.most_common_elem_freqs) AS c("lexeme", "share")
                                    WHERE t.schemaname = current_schema() AND t.tablename = s."statsTable"
                                      AND t.attname = s."statsColumn" AND c."lexeme" IS NOT NULL
                                      AND CASE WHEN p."prefix" THEN starts_with(c."lexeme", p."word") ELSE c."lexeme" = p."word" END)
                        END), 0)) AS "share"
                 FROM "sources" s CROSS JOIN "operands" p
                GROUP BY s."source", p."position", p."alternatives")
        SELECT s."source",
               CASE WHEN count(w."position") = 0 OR min(w."share") = 0 THEN 0 ELSE exp(sum(ln(nullif(w."share", 0)))) END,
               coalesce(sum(w."share"), 0)::double precision * s."rows",
               CASE WHEN count(w."position") > 1
                    THEN ((array_agg(w."alternatives" ORDER BY w."position") FILTER (WHERE w."share" = 0))[1])::tsquery END
          FROM "sources" s LEFT JOIN "words" w ON w."source" = s."source"
         GROUP BY s."source", s."rows"
      $function$
