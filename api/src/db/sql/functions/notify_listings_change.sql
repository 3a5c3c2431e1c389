CREATE OR REPLACE FUNCTION public.notify_listings_change()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    BEGIN
      PERFORM pg_notify('kindred_listings', '');
      RETURN NULL;
    END $function$;
