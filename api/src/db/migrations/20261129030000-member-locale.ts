import { type Migration, runSql } from "../migrate";

/**
 * The language a member reads Kindred in (DESIGN 11.5): `en` or `es`, null until they choose one
 * (then the browser's Accept-Language decides, else English). Mail and notifications are worded
 * in it when they are sent or read.
 */
export const up: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `ALTER TABLE users ADD COLUMN "locale" text CONSTRAINT users_locale_check CHECK ("locale" IN ('en', 'es'));`,
  );

export const down: Migration = async ({ context: { sequelize } }) =>
  runSql(sequelize, `ALTER TABLE users DROP COLUMN "locale";`);
