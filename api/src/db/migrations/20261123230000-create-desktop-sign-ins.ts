import { type Migration, runSql } from "../migrate";

/** One-time codes that hand a social sign-in from the system browser to the desktop app. */
export const up: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    CREATE TABLE desktop_sign_ins (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "userId" uuid NOT NULL REFERENCES users ("id") ON DELETE CASCADE,
      "codeHash" text NOT NULL UNIQUE,
      "challenge" text NOT NULL,
      "isNew" boolean NOT NULL,
      "expiresAt" timestamptz NOT NULL,
      "usedAt" timestamptz,
      "createdAt" timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX desktop_sign_ins_expiry ON desktop_sign_ins ("expiresAt");
    `,
  );

export const down: Migration = async ({ context: { sequelize } }) => runSql(sequelize, "DROP TABLE desktop_sign_ins;");
