CREATE OR REPLACE FUNCTION public.notify_member_change()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    BEGIN
      PERFORM pg_notify('kindred_sessions', 'u:' || OLD."id");
      RETURN NULL;
    END $function$;
