import { type Migration, runSql } from "../migrate";

export const up: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    CREATE TABLE users (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "email" text UNIQUE,
      "firstName" text,
      "lastName" text,
      "profileImageUrl" text,
      "coverImageUrl" text,
      "bio" text,
      "location" text,
      "interests" text[] NOT NULL DEFAULT '{}',
      "passwordHash" text,
      "role" text NOT NULL DEFAULT 'member' CHECK ("role" IN ('member', 'admin')),
      "googleId" text UNIQUE,
      "facebookId" text UNIQUE,
      "createdAt" timestamptz NOT NULL DEFAULT now(),
      "updatedAt" timestamptz NOT NULL DEFAULT now(),
      CHECK ("email" = lower("email"))
    );
    CREATE INDEX users_created_at ON users ("createdAt", "id");

    CREATE TABLE sessions (
      "sid" text PRIMARY KEY,
      "sess" jsonb NOT NULL,
      "expire" timestamptz NOT NULL
    );
    CREATE INDEX sessions_expire ON sessions ("expire");
    `,
  );

export const down: Migration = async ({ context: { sequelize } }) =>
  runSql(sequelize, "DROP TABLE sessions; DROP TABLE users;");
