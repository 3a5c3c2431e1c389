import { type Migration, runSql } from "../migrate";

/**
 * Each match keeps its two parties (`seekerId`: its request's owner, `hostId`: its offer's owner;
 * null once that listing is gone, as the joins through the listings gave), so a member's match
 * list is two index scans in activity order (newest message, else creation) that stop at the
 * page, however many matches the member has. A trigger derives them from the listings on every
 * insert and whenever a listing reference changes (a deleted listing sets it null).
 */
export const up: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    ALTER TABLE matches ADD COLUMN "seekerId" uuid, ADD COLUMN "hostId" uuid;
    UPDATE matches m SET "seekerId" = r."userId", "hostId" = o."userId"
      FROM matches x
      LEFT JOIN space_requests r ON r."id" = x."spaceRequestId"
      LEFT JOIN space_offers o ON o."id" = x."spaceOfferId"
     WHERE x."id" = m."id";

    CREATE FUNCTION matches_set_parties() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' OR NEW."spaceRequestId" IS DISTINCT FROM OLD."spaceRequestId" THEN
        NEW."seekerId" := (SELECT r."userId" FROM space_requests r WHERE r."id" = NEW."spaceRequestId");
      END IF;
      IF TG_OP = 'INSERT' OR NEW."spaceOfferId" IS DISTINCT FROM OLD."spaceOfferId" THEN
        NEW."hostId" := (SELECT o."userId" FROM space_offers o WHERE o."id" = NEW."spaceOfferId");
      END IF;
      RETURN NEW;
    END $$;
    CREATE TRIGGER matches_parties BEFORE INSERT OR UPDATE OF "spaceRequestId", "spaceOfferId" ON matches
      FOR EACH ROW EXECUTE FUNCTION matches_set_parties();

    CREATE INDEX matches_seeker_activity ON matches ("seekerId", (coalesce("lastMessageAt", "createdAt")) DESC, "id" DESC);
    CREATE INDEX matches_host_activity ON matches ("hostId", (coalesce("lastMessageAt", "createdAt")) DESC, "id" DESC);
    `,
  );

export const down: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    DROP INDEX matches_host_activity;
    DROP INDEX matches_seeker_activity;
    DROP TRIGGER matches_parties ON matches;
    DROP FUNCTION matches_set_parties();
    ALTER TABLE matches DROP COLUMN "hostId", DROP COLUMN "seekerId";
    `,
  );
