CREATE OR REPLACE FUNCTION public.search_names_keep()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      DECLARE
        fields jsonb;
      BEGIN
        IF TG_OP = 'DELETE' THEN
          DELETE FROM search_names WHERE "kind" = TG_ARGV[0] AND "id" = OLD."id";
          RETURN NULL;
        END IF;
        fields := to_jsonb(NEW);
        IF TG_ARGV[1] <> '' AND NOT (fields ->> TG_ARGV[1])::boolean THEN
          DELETE FROM search_names WHERE "kind" = TG_ARGV[0] AND "id" = NEW."id";
        ELSE
          INSERT INTO search_names ("kind", "id", "createdAt", "name")
            VALUES (TG_ARGV[0], NEW."id", NEW."createdAt",
                    to_tsvector('english'::regconfig, concat_ws(' ', fields ->> TG_ARGV[2], fields ->> TG_ARGV[3])))
            ON CONFLICT ("kind", "id") DO UPDATE SET "createdAt" = EXCLUDED."createdAt", "name" = EXCLUDED."name";
        END IF;
        RETURN NULL;
      END
      $function$;
