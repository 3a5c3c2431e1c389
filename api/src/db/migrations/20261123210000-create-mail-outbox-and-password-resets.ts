import { type Migration, runSql } from "../migrate";

export const up: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    CREATE TABLE mail_outbox (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "to" text NOT NULL,
      "subject" text NOT NULL,
      "text" text NOT NULL,
      "html" text NOT NULL,
      "headers" jsonb NOT NULL DEFAULT '{}',
      "attempts" integer NOT NULL DEFAULT 0,
      "availableAt" timestamptz NOT NULL DEFAULT now(),
      "claimedUntil" timestamptz,
      "sentAt" timestamptz,
      "lastError" text,
      "createdAt" timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX mail_outbox_due ON mail_outbox ("availableAt", "createdAt") WHERE "sentAt" IS NULL;

    CREATE TABLE password_resets (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "userId" uuid NOT NULL REFERENCES users ("id") ON DELETE CASCADE,
      "tokenHash" text NOT NULL UNIQUE,
      "expiresAt" timestamptz NOT NULL,
      "usedAt" timestamptz,
      "createdAt" timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX password_resets_user ON password_resets ("userId");
    `,
  );

export const down: Migration = async ({ context: { sequelize } }) =>
  runSql(sequelize, "DROP TABLE password_resets; DROP TABLE mail_outbox;");
