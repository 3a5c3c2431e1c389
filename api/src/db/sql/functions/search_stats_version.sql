CREATE OR REPLACE FUNCTION public.search_stats_version(stats_table name)
 RETURNS text
 LANGUAGE sql
 STABLE PARALLEL SAFE
AS $function$
        SELECT (pg_stat_get_analyze_count(h.oid) + pg_stat_get_autoanalyze_count(h.oid))::text || ' '
               || coalesce(greatest(pg_stat_get_last_analyze_time(h.oid), pg_stat_get_last_autoanalyze_time(h.oid))::text, '-')
          FROM pg_class c
          LEFT JOIN pg_index i ON i.indexrelid = c.oid
          JOIN pg_class h ON h.oid = coalesce(i.indrelid, c.oid)
         WHERE c.relname = stats_table AND c.relnamespace = current_schema()::regnamespace
      $function$
