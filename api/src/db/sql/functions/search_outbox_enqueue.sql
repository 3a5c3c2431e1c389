CREATE OR REPLACE FUNCTION public.search_outbox_enqueue()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        IF TG_OP = 'DELETE' THEN
          INSERT INTO search_outbox ("entity", "entityId", "op") VALUES (TG_ARGV[0], OLD."id", 'delete');
          RETURN OLD;
        END IF;
        INSERT INTO search_outbox ("entity", "entityId", "op") VALUES (TG_ARGV[0], NEW."id", 'upsert');
        RETURN NEW;
      END
      $function$;
