CREATE OR REPLACE FUNCTION public.notify_session_change()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    BEGIN
      IF TG_OP = 'DELETE' AND OLD."expire" <= now() THEN RETURN OLD; END IF;
      PERFORM pg_notify('kindred_sessions', 's:' || OLD."sid");
      RETURN NULL;
    END $function$;
