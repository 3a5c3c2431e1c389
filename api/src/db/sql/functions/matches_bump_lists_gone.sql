CREATE OR REPLACE FUNCTION public.matches_bump_lists_gone()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    BEGIN
      PERFORM bump_match_lists(ARRAY(SELECT "seekerId" FROM old_matches UNION SELECT "hostId" FROM old_matches));
      RETURN NULL;
    END $function$;
