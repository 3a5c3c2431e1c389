CREATE OR REPLACE FUNCTION public.search_stats_version(stats_table name)
 RETURNS text
 LANGUAGE sql
 STABLE PARALLEL SAFE
AS $function$
        SELECT search_stats_heap_version(h.oid)
          FROM pg_class c
          LEFT JOIN pg_index i ON i.indexrelid = c.oid
          JOIN pg_class h ON h.oid = coalesce(i.indrelid, c.oid)
         WHERE c.relname = stats_table AND c.relnamespace = current_schema()::regnamespace
      $function$
