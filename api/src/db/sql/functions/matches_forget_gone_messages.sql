CREATE OR REPLACE FUNCTION public.matches_forget_gone_messages()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    BEGIN
      UPDATE matches m SET "lastMessageAt" = (SELECT max(msg."createdAt") FROM messages msg WHERE msg."matchId" = m."id")
       WHERE m."id" IN (SELECT DISTINCT "matchId" FROM gone_messages);
      RETURN NULL;
    END $function$;
