CREATE OR REPLACE FUNCTION public.matches_note_new_messages()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    BEGIN
      UPDATE matches m SET "lastMessageAt" = greatest(m."lastMessageAt", added."createdAt")
        FROM (SELECT "matchId", max("createdAt") AS "createdAt" FROM added_messages GROUP BY "matchId") added
       WHERE m."id" = added."matchId";
      RETURN NULL;
    END $function$;
