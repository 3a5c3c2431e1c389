CREATE OR REPLACE FUNCTION public.search_stats_heap_version(heap oid)
 RETURNS text
 LANGUAGE sql
 STABLE PARALLEL SAFE
AS $function$
        SELECT (pg_stat_get_analyze_count(heap) + pg_stat_get_autoanalyze_count(heap))::text || ' '
               || coalesce(greatest(pg_stat_get_last_analyze_time(heap), pg_stat_get_last_autoanalyze_time(heap))::text, '-')
      $function$
