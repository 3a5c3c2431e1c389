import { type Migration, runSql } from "../migrate";

/**
 * A message sends `new_message` to the other party, one unread notification per match at a time
 * (docs/http-api.md "Matches, messages, notifications"). The partial unique index makes that hold under
 * concurrent sends: the notifier upserts into it with ON CONFLICT.
 */
export const up: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    DELETE FROM notifications n
     USING notifications newer
     WHERE n."type" = 'new_message' AND NOT n."isRead"
       AND newer."type" = 'new_message' AND NOT newer."isRead"
       AND newer."userId" = n."userId" AND newer."matchId" = n."matchId"
       AND (newer."createdAt", newer."id") > (n."createdAt", n."id");
    CREATE UNIQUE INDEX notifications_one_unread_message
      ON notifications ("userId", "matchId") WHERE "type" = 'new_message' AND NOT "isRead";
    `,
  );

export const down: Migration = async ({ context: { sequelize } }) =>
  runSql(sequelize, "DROP INDEX notifications_one_unread_message;");
