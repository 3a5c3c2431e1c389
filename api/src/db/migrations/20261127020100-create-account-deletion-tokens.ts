import { type Migration, runSql } from "../migrate";

/**
 * Links that delete an account without a password (a member who signs in only with Google or
 * Facebook confirms by email instead): only the SHA-256 of each token is kept, each works once
 * within its hour, and they go with the account.
 */
export const up: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    CREATE TABLE account_deletion_tokens (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "userId" uuid NOT NULL REFERENCES users ("id") ON DELETE CASCADE,
      "tokenHash" text NOT NULL UNIQUE,
      "expiresAt" timestamptz NOT NULL,
      "usedAt" timestamptz,
      "createdAt" timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX account_deletion_tokens_user ON account_deletion_tokens ("userId");
    `,
  );

export const down: Migration = async ({ context: { sequelize } }) =>
  runSql(sequelize, "DROP TABLE account_deletion_tokens;");
