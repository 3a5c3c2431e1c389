CREATE OR REPLACE FUNCTION public.messages_bump_lists_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    BEGIN
      PERFORM bump_match_lists(ARRAY(
        SELECT unnest(ARRAY[m."seekerId", m."hostId"]) FROM matches m
         WHERE m."id" IN (
           SELECT n."matchId" FROM new_messages n JOIN old_messages o ON o."id" = n."id"
            WHERE n."isRead" IS DISTINCT FROM o."isRead" OR n."senderId" IS DISTINCT FROM o."senderId"
               OR n."matchId" IS DISTINCT FROM o."matchId"
           UNION
           SELECT o."matchId" FROM new_messages n JOIN old_messages o ON o."id" = n."id"
            WHERE n."matchId" IS DISTINCT FROM o."matchId")));
      RETURN NULL;
    END $function$;
