CREATE OR REPLACE FUNCTION public.space_requests_bump_lists_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    BEGIN
      PERFORM bump_match_lists(ARRAY(
        SELECT unnest(ARRAY[m."seekerId", m."hostId"]) FROM matches m
         WHERE m."spaceRequestId" IN (
           SELECT n."id" FROM new_listings n JOIN old_listings o ON o."id" = n."id"
            WHERE n."title" IS DISTINCT FROM o."title" OR n."userId" IS DISTINCT FROM o."userId")));
      RETURN NULL;
    END $function$;
