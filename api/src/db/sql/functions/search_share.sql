CREATE OR REPLACE FUNCTION public.search_share(stats_table name, stats_column name, query tsquery, OUT share double precision, OUT indexed double precision, OUT rare tsquery)
 RETURNS record
 LANGUAGE sql
 STABLE PARALLEL SAFE
AS $function$
        WITH "copy" AS (
               SELECT EXISTS (SELECT 1 FROM search_word_stats_copies k
                               WHERE k."statsTable" = stats_table AND k."statsColumn" = stats_column
                                 AND k."version" = search_stats_version(stats_table)) AS "current"),
             "common" AS (
               SELECT c."lexeme", c."share"
                 FROM pg_stats s,
                      unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) AS c("lexeme", "share")
                WHERE NOT (SELECT "current" FROM "copy")
                  AND s.schemaname = current_schema() AND s.tablename = stats_table AND s.attname = stats_column
                  AND c."lexeme" IS NOT NULL),
             "operands" AS (
               SELECT w."position", w."alternatives", o."operand"[1] AS "word", o."operand"[2] IS NOT NULL AS "prefix"
                 FROM regexp_split_to_table(query::text, ' & ') WITH ORDINALITY AS w("alternatives", "position")
                 CROSS JOIN LATERAL regexp_matches(w."alternatives", '''([^'']*)''(:\*)?', 'g') AS o("operand")),
             "words" AS (
               SELECT p."position", p."alternatives", least(1, coalesce(sum(
                        CASE WHEN (SELECT "current" FROM "copy")
                             THEN (SELECT sum(x."share") FROM search_word_stats x
                                    WHERE x."statsTable" = stats_table AND x."statsColumn" = stats_column
                                      AND x."lexeme" >= p."word"
                                      AND x."lexeme" <= CASE WHEN p."prefix" THEN p."word" || chr(1114111) ELSE p."word" END
                                      AND CASE WHEN p."prefix" THEN starts_with(x."lexeme", p."word") ELSE x."lexeme" = p."word" END)
                             ELSE (SELECT sum(c."share") FROM "common" c
                                    WHERE CASE WHEN p."prefix" THEN starts_with(c."lexeme", p."word") ELSE c."lexeme" = p."word" END)
                        END), 0)) AS "share"
                 FROM "operands" p
                GROUP BY p."position", p."alternatives")
        SELECT CASE WHEN count(*) = 0 OR min(w."share") = 0 THEN 0 ELSE exp(sum(ln(nullif(w."share", 0)))) END,
               coalesce(sum(w."share"), 0),
               CASE WHEN count(*) > 1
                    THEN ((array_agg(w."alternatives" ORDER BY w."position") FILTER (WHERE w."share" = 0))[1])::tsquery END
          FROM "words" w
      $function$
