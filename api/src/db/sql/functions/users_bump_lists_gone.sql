CREATE OR REPLACE FUNCTION public.users_bump_lists_gone()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    BEGIN
      PERFORM bump_match_lists(ARRAY(
        SELECT m."hostId" FROM matches m WHERE m."seekerId" IN (SELECT "id" FROM old_users)
        UNION
        SELECT m."seekerId" FROM matches m WHERE m."hostId" IN (SELECT "id" FROM old_users)));
      DELETE FROM match_list_versions WHERE "memberId" IN (SELECT "id" FROM old_users);
      RETURN NULL;
    END $function$;
