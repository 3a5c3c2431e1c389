CREATE OR REPLACE FUNCTION public.search_words(text[])
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$ SELECT translate(coalesce(array_to_string($1, ' '), ''), '-', ' ') $function$;
