CREATE OR REPLACE FUNCTION public.users_bump_lists_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    BEGIN
      PERFORM bump_match_lists(ARRAY(
        SELECT m."hostId" FROM matches m WHERE m."seekerId" IN (
        SELECT n."id" FROM new_users n JOIN old_users o ON o."id" = n."id"
         WHERE n."firstName" IS DISTINCT FROM o."firstName" OR n."lastName" IS DISTINCT FROM o."lastName"
            OR n."profileImageUrl" IS DISTINCT FROM o."profileImageUrl")
        UNION
        SELECT m."seekerId" FROM matches m WHERE m."hostId" IN (
        SELECT n."id" FROM new_users n JOIN old_users o ON o."id" = n."id"
         WHERE n."firstName" IS DISTINCT FROM o."firstName" OR n."lastName" IS DISTINCT FROM o."lastName"
            OR n."profileImageUrl" IS DISTINCT FROM o."profileImageUrl")));
      RETURN NULL;
    END $function$;
