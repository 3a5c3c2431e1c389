import { type Migration, runSql } from "../migrate";

/**
 * `search_names`: the name of every findable request, active offer and member as a tsvector,
 * with an index newest first per kind that carries the name. Search reads it to find the newest
 * rows naming a common word (migration 20261125050500): an index-only scan over narrow entries
 * reads 15,700 names in about 2 ms where the listings' own rows took 12 ms. Triggers keep it
 * inside each write's own transaction: a row leaves it when deleted or paused and follows a
 * renamed name.
 */
export const up: Migration = async ({ context: { sequelize } }) => {
  await runSql(
    sequelize,
    `
    CREATE TABLE search_names (
      "kind" text NOT NULL,
      "id" uuid NOT NULL,
      "createdAt" timestamptz NOT NULL,
      "name" tsvector NOT NULL,
      PRIMARY KEY ("kind", "id")
    );
    CREATE INDEX search_names_newest ON search_names ("kind", "createdAt" DESC, "id" DESC) INCLUDE ("name");

    -- Arguments: the kind, the column saying the row may be found ('' when every row may), and
    -- the columns of its name.
    CREATE FUNCTION search_names_keep() RETURNS trigger
      LANGUAGE plpgsql
      AS $$
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
      $$;

    CREATE TRIGGER space_requests_search_names
      AFTER INSERT OR DELETE OR UPDATE OF "title", "createdAt" ON space_requests
      FOR EACH ROW EXECUTE FUNCTION search_names_keep('spaceRequest', '', 'title');
    CREATE TRIGGER space_offers_search_names
      AFTER INSERT OR DELETE OR UPDATE OF "spaceName", "isActive", "createdAt" ON space_offers
      FOR EACH ROW EXECUTE FUNCTION search_names_keep('spaceOffer', 'isActive', 'spaceName');
    CREATE TRIGGER users_search_names
      AFTER INSERT OR DELETE OR UPDATE OF "firstName", "lastName", "createdAt" ON users
      FOR EACH ROW EXECUTE FUNCTION search_names_keep('user', '', 'firstName', 'lastName');

    -- Every name from the rows themselves, as the triggers would have kept them (also run by
    -- \`npm run search:reindex\`).
    CREATE FUNCTION search_names_rebuild() RETURNS void
      LANGUAGE sql
      AS $$
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
      $$;
    SELECT search_names_rebuild();
    `,
  );
  // An index-only scan skips the table only for pages the visibility map marks all-visible.
  await sequelize.query("VACUUM ANALYZE search_names");
};

export const down: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    DROP TRIGGER users_search_names ON users;
    DROP TRIGGER space_offers_search_names ON space_offers;
    DROP TRIGGER space_requests_search_names ON space_requests;
    DROP FUNCTION search_names_rebuild();
    DROP FUNCTION search_names_keep();
    DROP TABLE search_names;
    `,
  );
