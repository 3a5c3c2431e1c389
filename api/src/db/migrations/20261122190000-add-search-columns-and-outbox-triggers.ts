import { type Migration, runSql } from "../migrate";

/**
 * Search (docs/http-api.md "Search"). The PostgreSQL backend reads one generated column per
 * searchable table, `search_vector`: weighted full text (names and titles A, value lists B,
 * descriptions and bios C, type and place D), prefix-searchable through its GIN index. Typos are
 * handled on words, not rows: `search_terms` holds every word those fields ever used, and a
 * trigram index there turns "wrkshop" into "workshop" before the full-text query runs, so a typo
 * costs one small index lookup however many listings there are. Emails and contact emails are
 * never part of either.
 * Triggers write every change to `search_outbox` in the same transaction, which feeds an
 * external backend (Meilisearch) so no update is lost while it is down.
 */
export const up: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    CREATE EXTENSION IF NOT EXISTS pg_trgm;

    -- array_to_string is only STABLE in general; over text[] it is immutable, which generated columns need.
    CREATE FUNCTION search_words(text[]) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT translate(coalesce(array_to_string($1, ' '), ''), '-', ' ') $$;

    ALTER TABLE space_requests
      ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english'::regconfig, coalesce("title", '')), 'A') ||
        setweight(to_tsvector('english'::regconfig, search_words("values")), 'B') ||
        setweight(to_tsvector('english'::regconfig, coalesce("description", '')), 'C') ||
        setweight(to_tsvector('english'::regconfig, translate(coalesce("spaceType", '') || ' ' || coalesce("location", ''), '-', ' ')), 'D')
      ) STORED;
    CREATE INDEX space_requests_search_vector ON space_requests USING gin (search_vector);

    ALTER TABLE space_offers
      ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english'::regconfig, coalesce("spaceName", '')), 'A') ||
        setweight(to_tsvector('english'::regconfig, search_words("supportedCauses")), 'B') ||
        setweight(to_tsvector('english'::regconfig, coalesce("description", '')), 'C') ||
        setweight(to_tsvector('english'::regconfig, translate(coalesce("spaceType", '') || ' ' || coalesce("address", ''), '-', ' ')), 'D')
      ) STORED;
    CREATE INDEX space_offers_search_vector ON space_offers USING gin (search_vector) WHERE "isActive";

    ALTER TABLE users
      ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english'::regconfig, coalesce("firstName", '') || ' ' || coalesce("lastName", '')), 'A') ||
        setweight(to_tsvector('english'::regconfig, search_words("interests")), 'B') ||
        setweight(to_tsvector('english'::regconfig, coalesce("bio", '')), 'C') ||
        setweight(to_tsvector('english'::regconfig, coalesce("location", '')), 'D')
      ) STORED;
    CREATE INDEX users_search_vector ON users USING gin (search_vector);

    CREATE TABLE search_terms ("term" text PRIMARY KEY);
    CREATE INDEX search_terms_trigram ON search_terms USING gist ("term" gist_trgm_ops);

    -- Words only accumulate: a word no row uses any more just expands a query to nothing.
    CREATE FUNCTION search_terms_collect() RETURNS trigger
      LANGUAGE plpgsql
      AS $$
      DECLARE
        row_json jsonb := to_jsonb(NEW);
        column_name text;
        words text := '';
      BEGIN
        FOREACH column_name IN ARRAY TG_ARGV LOOP
          words := words || ' ' || coalesce(row_json ->> column_name, '');
        END LOOP;
        INSERT INTO search_terms ("term")
          SELECT DISTINCT word FROM regexp_split_to_table(lower(words), '[^[:alnum:]]+') AS word
           WHERE length(word) BETWEEN 3 AND 40
          ON CONFLICT DO NOTHING;
        RETURN NULL;
      END
      $$;

    CREATE TRIGGER space_requests_search_terms
      AFTER INSERT OR UPDATE OF "title", "values", "description", "spaceType", "location" ON space_requests
      FOR EACH ROW EXECUTE FUNCTION search_terms_collect('title', 'values', 'description', 'spaceType', 'location');
    CREATE TRIGGER space_offers_search_terms
      AFTER INSERT OR UPDATE OF "spaceName", "supportedCauses", "description", "spaceType", "address" ON space_offers
      FOR EACH ROW EXECUTE FUNCTION search_terms_collect('spaceName', 'supportedCauses', 'description', 'spaceType', 'address');
    CREATE TRIGGER users_search_terms
      AFTER INSERT OR UPDATE OF "firstName", "lastName", "bio", "location", "interests" ON users
      FOR EACH ROW EXECUTE FUNCTION search_terms_collect('firstName', 'lastName', 'bio', 'location', 'interests');

    INSERT INTO search_terms ("term")
      SELECT DISTINCT word
        FROM (
          SELECT concat_ws(' ', "title", array_to_string("values", ' '), "description", "spaceType", "location") FROM space_requests
          UNION ALL
          SELECT concat_ws(' ', "spaceName", array_to_string("supportedCauses", ' '), "description", "spaceType", "address") FROM space_offers
          UNION ALL
          SELECT concat_ws(' ', "firstName", "lastName", "bio", "location", array_to_string("interests", ' ')) FROM users
        ) AS source(words),
        regexp_split_to_table(lower(words), '[^[:alnum:]]+') AS word
       WHERE length(word) BETWEEN 3 AND 40
      ON CONFLICT DO NOTHING;

    CREATE FUNCTION search_outbox_enqueue() RETURNS trigger
      LANGUAGE plpgsql
      AS $$
      BEGIN
        IF TG_OP = 'DELETE' THEN
          INSERT INTO search_outbox ("entity", "entityId", "op") VALUES (TG_ARGV[0], OLD."id", 'delete');
          RETURN OLD;
        END IF;
        INSERT INTO search_outbox ("entity", "entityId", "op") VALUES (TG_ARGV[0], NEW."id", 'upsert');
        RETURN NEW;
      END
      $$;

    CREATE TRIGGER space_requests_search_outbox AFTER INSERT OR UPDATE OR DELETE ON space_requests
      FOR EACH ROW EXECUTE FUNCTION search_outbox_enqueue('space_request');
    CREATE TRIGGER space_offers_search_outbox AFTER INSERT OR UPDATE OR DELETE ON space_offers
      FOR EACH ROW EXECUTE FUNCTION search_outbox_enqueue('space_offer');
    -- Sign-ins and role changes touch users too; only the public, searchable fields matter.
    CREATE TRIGGER users_search_outbox AFTER INSERT OR DELETE OR UPDATE OF "firstName", "lastName", "bio", "location", "interests" ON users
      FOR EACH ROW EXECUTE FUNCTION search_outbox_enqueue('user');
    `,
  );

export const down: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    DROP TRIGGER users_search_outbox ON users;
    DROP TRIGGER space_offers_search_outbox ON space_offers;
    DROP TRIGGER space_requests_search_outbox ON space_requests;
    DROP FUNCTION search_outbox_enqueue();
    DROP TRIGGER users_search_terms ON users;
    DROP TRIGGER space_offers_search_terms ON space_offers;
    DROP TRIGGER space_requests_search_terms ON space_requests;
    DROP FUNCTION search_terms_collect();
    DROP TABLE search_terms;
    ALTER TABLE users DROP COLUMN search_vector;
    ALTER TABLE space_offers DROP COLUMN search_vector;
    ALTER TABLE space_requests DROP COLUMN search_vector;
    DROP FUNCTION search_words(text[]);
    `,
  );
