CREATE OR REPLACE FUNCTION public.users_notify_listings_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    BEGIN
      -- What explore and search show of a member (the public profile, the owner's summary) and
      -- whether a suspension hides them; keptAnswers.test.ts changes each shown column. Read by
      -- name from each row's JSON, so a migration that drops one of them can still update users.
      IF EXISTS (
        SELECT 1 FROM new_users n JOIN old_users o ON o."id" = n."id",
               unnest(ARRAY['firstName', 'lastName', 'profileImageUrl', 'coverImageUrl', 'bio', 'location',
                            'interests', 'createdAt', 'suspendedAt', 'suspendedUntil']) AS shown("column")
         WHERE to_jsonb(n) -> shown."column" IS DISTINCT FROM to_jsonb(o) -> shown."column") THEN
        PERFORM pg_notify('kindred_listings', '');
      END IF;
      RETURN NULL;
    END $function$;
