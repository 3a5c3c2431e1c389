CREATE OR REPLACE FUNCTION public.search_names_rebuild()
 RETURNS void
 LANGUAGE sql
AS $function$
        DELETE FROM search_names;
        INSERT INTO search_names ("kind", "id", "createdAt", "name")
          SELECT 'spaceRequest', "id", "createdAt", to_tsvector('english'::regconfig, coalesce("title", ''))
            FROM space_requests
          UNION ALL
          SELECT 'spaceOffer', "id", "createdAt", to_tsvector('english'::regconfig, coalesce("spaceName", ''))
            FROM space_offers WHERE "isActive"
          UNION ALL
          SELECT 'user', "id", "createdAt", to_tsvector('english'::regconfig, concat_ws(' ', "firstName", "lastName"))
            FROM users;
      $function$;
