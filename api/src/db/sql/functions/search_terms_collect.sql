CREATE OR REPLACE FUNCTION public.search_terms_collect()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      DECLARE
        row_json jsonb := to_jsonb(NEW);
        column_name text;
        words text := '';
      BEGIN
        FOREACH column_name IN ARRAY TG_ARGV LOOP
          words := words || ' ' || coalesce(row_json ->> column_name, '');
        END LOOP;
        INSERT INTO search_terms ("term")
          SELECT DISTINCT word FROM regexp_split_to_table(lower(words), '[^[:alnum:]]+') AS word
           WHERE length(word) BETWEEN 3 AND 40
          ON CONFLICT DO NOTHING;
        RETURN NULL;
      END
      $function$;
