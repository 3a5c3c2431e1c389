CREATE OR REPLACE FUNCTION public.search_share(stats_table name, stats_column name, query tsquery, OUT share double precision, OUT indexed double precision, OUT rare tsquery)
 RETURNS record
 LANGUAGE sql
 STABLE PARALLEL SAFE
AS $function$
        WITH "common" AS (
               SELECT c."lexeme", c."share"
                 FROM pg_stats s,
                      unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) AS c("lexeme", "share")
                WHERE s.schemaname = current_schema() AND s.tablename = stats_table AND s.attname = stats_column
                  AND c."lexeme" IS NOT NULL),
             "words" AS (
               SELECT w."position", w."alternatives", least(1, coalesce(sum(c."share"), 0)) AS "share"
                 FROM regexp_split_to_table(query::text, ' & ') WITH ORDINALITY AS w("alternatives", "position")
                 CROSS JOIN LATERAL regexp_matches(w."alternatives", '''([^'']*)''(:\*)?', 'g') AS o("operand")
                 LEFT JOIN "common" c
                   ON CASE WHEN o."operand"[2] IS NULL THEN c."lexeme" = o."operand"[1]
                           ELSE starts_with(c."lexeme", o."operand"[1]) END
                GROUP BY w."position", w."alternatives")
        SELECT CASE WHEN count(*) = 0 OR min(w."share") = 0 THEN 0 ELSE exp(sum(ln(nullif(w."share", 0)))) END,
               coalesce(sum(w."share"), 0),
               CASE WHEN count(*) > 1
                    THEN ((array_agg(w."alternatives" ORDER BY w."position") FILTER (WHERE w."share" = 0))[1])::tsquery END
          FROM "words" w
      $function$;
