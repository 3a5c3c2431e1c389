import { type Migration, runSql } from "../migrate";

/**
 * A deleted account's messages stay in the other party's conversation (shown as from a former
 * member): the sender becomes NULL instead of the messages going with the account.
 */
export const up: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    ALTER TABLE messages
      ALTER COLUMN "senderId" DROP NOT NULL,
      DROP CONSTRAINT "messages_senderId_fkey",
      ADD CONSTRAINT "messages_senderId_fkey" FOREIGN KEY ("senderId") REFERENCES users ("id") ON DELETE SET NULL;
    `,
  );

export const down: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    DELETE FROM messages WHERE "senderId" IS NULL;
    ALTER TABLE messages
      DROP CONSTRAINT "messages_senderId_fkey",
      ADD CONSTRAINT "messages_senderId_fkey" FOREIGN KEY ("senderId") REFERENCES users ("id") ON DELETE CASCADE,
      ALTER COLUMN "senderId" SET NOT NULL;
    `,
  );
