CREATE OR REPLACE FUNCTION public.search_outbox_enqueue()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        -- Only the Meilisearch backend reads the outbox. An API process searching in PostgreSQL
        -- itself (its tables are the index) turns this off on its connections
        -- (`kindred.search_outbox`, set by `createSequelize`), so its writes queue nothing to
        -- apply; any other writer (a migration, psql) queues as before, and that queue drains.
        IF current_setting('kindred.search_outbox', true) = 'off' THEN
          RETURN NULL;
        END IF;
        IF TG_OP = 'DELETE' THEN
          INSERT INTO search_outbox ("entity", "entityId", "op") VALUES (TG_ARGV[0], OLD."id", 'delete');
          RETURN OLD;
        END IF;
        INSERT INTO search_outbox ("entity", "entityId", "op") VALUES (TG_ARGV[0], NEW."id", 'upsert');
        RETURN NEW;
      END
      $function$;
