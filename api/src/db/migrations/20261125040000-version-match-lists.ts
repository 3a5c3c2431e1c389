import { type Migration, runSql } from "../migrate";

/** A listing table's trigger: its matches' parties when its shown name (`nameColumn`) or owner changes. */
const listingTriggerSql = (table: string, matchColumn: string, nameColumn: string) => `
    CREATE FUNCTION ${table}_bump_lists_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM bump_match_lists(ARRAY(
        SELECT unnest(ARRAY[m."seekerId", m."hostId"]) FROM matches m
         WHERE m."${matchColumn}" IN (
           SELECT n."id" FROM new_listings n JOIN old_listings o ON o."id" = n."id"
            WHERE n."${nameColumn}" IS DISTINCT FROM o."${nameColumn}" OR n."userId" IS DISTINCT FROM o."userId")));
      RETURN NULL;
    END $$;
    CREATE TRIGGER ${table}_bump_lists_on_update AFTER UPDATE ON ${table}
      REFERENCING OLD TABLE AS old_listings NEW TABLE AS new_listings
      FOR EACH STATEMENT EXECUTE FUNCTION ${table}_bump_lists_changed();`;

/** A trigger on matches moving both parties' lists of every row the statement `event` wrote, before and/or after. */
const matchesTriggerSql = (name: string, event: string, rows: Array<"old" | "new">) => `
    CREATE FUNCTION matches_bump_lists_${name}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM bump_match_lists(ARRAY(${rows
        .map((side) => `SELECT "seekerId" FROM ${side}_matches UNION SELECT "hostId" FROM ${side}_matches`)
        .join(" UNION ")}));
      RETURN NULL;
    END $$;
    CREATE TRIGGER matches_bump_lists_on_${event.toLowerCase()} AFTER ${event} ON matches
      REFERENCING ${rows.map((side) => `${side.toUpperCase()} TABLE AS ${side}_matches`).join(" ")}
      FOR EACH STATEMENT EXECUTE FUNCTION matches_bump_lists_${name}();`;

/** The members on the other side of the matches of `members` (an SQL query of user ids). */
const counterpartsSql = (members: string) => `
        SELECT m."hostId" FROM matches m WHERE m."seekerId" IN (${members})
        UNION
        SELECT m."seekerId" FROM matches m WHERE m."hostId" IN (${members})`;

/**
 * Each member's match list has a version (`match_list_versions`, no row yet = never changed) that
 * every write changing what the list shows moves on, in the write's own transaction, so an API
 * process may keep a finished page and answer it again for as long as the version it was read at
 * is still the member's (routes/matches/matches.ts, lib/versionedCache.ts): one primary-key read instead of
 * the page's joins, and never stale, whichever process wrote.
 *
 * What a list row shows, and what moves it on (statement-level triggers, one pass per statement):
 * - the match itself (status, score, facts, parties, activity): any insert, update or delete of
 *   matches moves both parties' lists, before and after. A message added or deleted moves its
 *   match's `lastMessageAt` (migration 20261124021000), so it is covered here too, as is a
 *   listing's deletion (its matches' references are set null);
 * - unread counts: a message's read state, sender or match changing;
 * - the request's title, the offer's name, and who owns them;
 * - the other party's name and photo, or the other party leaving.
 *
 * Versions are moved in member id order, so two writes touching the same members lock their rows
 * in the same order and never deadlock each other.
 */
export const up: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    CREATE TABLE match_list_versions (
      "memberId" uuid PRIMARY KEY,
      "version" bigint NOT NULL
    );

    CREATE FUNCTION bump_match_lists(members uuid[]) RETURNS void LANGUAGE sql AS $$
      INSERT INTO match_list_versions AS v ("memberId", "version")
      SELECT DISTINCT member, 1 FROM unnest(members) AS member WHERE member IS NOT NULL ORDER BY member
      ON CONFLICT ("memberId") DO UPDATE SET "version" = v."version" + 1
    $$;

    ${matchesTriggerSql("added", "INSERT", ["new"])}

    ${matchesTriggerSql("changed", "UPDATE", ["old", "new"])}

    ${matchesTriggerSql("gone", "DELETE", ["old"])}

    CREATE FUNCTION messages_bump_lists_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM bump_match_lists(ARRAY(
        SELECT unnest(ARRAY[m."seekerId", m."hostId"]) FROM matches m
         WHERE m."id" IN (
           SELECT n."matchId" FROM new_messages n JOIN old_messages o ON o."id" = n."id"
            WHERE n."isRead" IS DISTINCT FROM o."isRead" OR n."senderId" IS DISTINCT FROM o."senderId"
               OR n."matchId" IS DISTINCT FROM o."matchId"
           UNION
           SELECT o."matchId" FROM new_messages n JOIN old_messages o ON o."id" = n."id"
            WHERE n."matchId" IS DISTINCT FROM o."matchId")));
      RETURN NULL;
    END $$;
    CREATE TRIGGER messages_bump_lists_on_update AFTER UPDATE ON messages
      REFERENCING OLD TABLE AS old_messages NEW TABLE AS new_messages
      FOR EACH STATEMENT EXECUTE FUNCTION messages_bump_lists_changed();

    ${listingTriggerSql("space_requests", "spaceRequestId", "title")}

    ${listingTriggerSql("space_offers", "spaceOfferId", "spaceName")}

    -- The member's counterparts see their name and photo; the member's own version row goes with them.
    CREATE FUNCTION users_bump_lists_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM bump_match_lists(ARRAY(${counterpartsSql(`
        SELECT n."id" FROM new_users n JOIN old_users o ON o."id" = n."id"
         WHERE n."firstName" IS DISTINCT FROM o."firstName" OR n."lastName" IS DISTINCT FROM o."lastName"
            OR n."profileImageUrl" IS DISTINCT FROM o."profileImageUrl"`)}));
      RETURN NULL;
    END $$;
    CREATE TRIGGER users_bump_lists_on_update AFTER UPDATE ON users
      REFERENCING OLD TABLE AS old_users NEW TABLE AS new_users
      FOR EACH STATEMENT EXECUTE FUNCTION users_bump_lists_changed();

    CREATE FUNCTION users_bump_lists_gone() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM bump_match_lists(ARRAY(${counterpartsSql(`SELECT "id" FROM old_users`)}));
      DELETE FROM match_list_versions WHERE "memberId" IN (SELECT "id" FROM old_users);
      RETURN NULL;
    END $$;
    CREATE TRIGGER users_bump_lists_on_delete AFTER DELETE ON users
      REFERENCING OLD TABLE AS old_users FOR EACH STATEMENT EXECUTE FUNCTION users_bump_lists_gone();
    `,
  );

export const down: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    DROP TRIGGER users_bump_lists_on_delete ON users;
    DROP FUNCTION users_bump_lists_gone();
    DROP TRIGGER users_bump_lists_on_update ON users;
    DROP FUNCTION users_bump_lists_changed();
    DROP TRIGGER space_offers_bump_lists_on_update ON space_offers;
    DROP FUNCTION space_offers_bump_lists_changed();
    DROP TRIGGER space_requests_bump_lists_on_update ON space_requests;
    DROP FUNCTION space_requests_bump_lists_changed();
    DROP TRIGGER messages_bump_lists_on_update ON messages;
    DROP FUNCTION messages_bump_lists_changed();
    DROP TRIGGER matches_bump_lists_on_delete ON matches;
    DROP FUNCTION matches_bump_lists_gone();
    DROP TRIGGER matches_bump_lists_on_update ON matches;
    DROP FUNCTION matches_bump_lists_changed();
    DROP TRIGGER matches_bump_lists_on_insert ON matches;
    DROP FUNCTION matches_bump_lists_added();
    DROP FUNCTION bump_match_lists(uuid[]);
    DROP TABLE match_list_versions;
    `,
  );
