import { type Migration, runSql } from "../migrate";

/**
 * Each match keeps the time of its newest message (`lastMessageAt`, null without messages), so
 * match lists order by activity from the match rows alone instead of probing the messages of
 * every match a member has. Statement-level triggers keep it: one UPDATE per INSERT or DELETE
 * statement on messages, however many rows it wrote (a bulk load stays one pass).
 */
export const up: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    ALTER TABLE matches ADD COLUMN "lastMessageAt" timestamptz;
    UPDATE matches m SET "lastMessageAt" = last."createdAt"
      FROM (SELECT "matchId", max("createdAt") AS "createdAt" FROM messages GROUP BY "matchId") last
     WHERE last."matchId" = m."id";

    CREATE FUNCTION matches_note_new_messages() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE matches m SET "lastMessageAt" = greatest(m."lastMessageAt", added."createdAt")
        FROM (SELECT "matchId", max("createdAt") AS "createdAt" FROM added_messages GROUP BY "matchId") added
       WHERE m."id" = added."matchId";
      RETURN NULL;
    END $$;
    CREATE TRIGGER messages_note_last_message AFTER INSERT ON messages
      REFERENCING NEW TABLE AS added_messages FOR EACH STATEMENT EXECUTE FUNCTION matches_note_new_messages();

    CREATE FUNCTION matches_forget_gone_messages() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE matches m SET "lastMessageAt" = (SELECT max(msg."createdAt") FROM messages msg WHERE msg."matchId" = m."id")
       WHERE m."id" IN (SELECT DISTINCT "matchId" FROM gone_messages);
      RETURN NULL;
    END $$;
    CREATE TRIGGER messages_forget_last_message AFTER DELETE ON messages
      REFERENCING OLD TABLE AS gone_messages FOR EACH STATEMENT EXECUTE FUNCTION matches_forget_gone_messages();
    `,
  );

export const down: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    DROP TRIGGER messages_forget_last_message ON messages;
    DROP FUNCTION matches_forget_gone_messages();
    DROP TRIGGER messages_note_last_message ON messages;
    DROP FUNCTION matches_note_new_messages();
    ALTER TABLE matches DROP COLUMN "lastMessageAt";
    `,
  );
