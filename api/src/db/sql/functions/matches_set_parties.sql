CREATE OR REPLACE FUNCTION public.matches_set_parties()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    BEGIN
      IF TG_OP = 'INSERT' OR NEW."spaceRequestId" IS DISTINCT FROM OLD."spaceRequestId" THEN
        NEW."seekerId" := (SELECT r."userId" FROM space_requests r WHERE r."id" = NEW."spaceRequestId");
      END IF;
      IF TG_OP = 'INSERT' OR NEW."spaceOfferId" IS DISTINCT FROM OLD."spaceOfferId" THEN
        NEW."hostId" := (SELECT o."userId" FROM space_offers o WHERE o."id" = NEW."spaceOfferId");
      END IF;
      RETURN NEW;
    END $function$;
