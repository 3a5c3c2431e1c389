import { type Migration, runSql } from "../migrate";

/**
 * What the repeatable step of `migrateUp` applied from `db/sql/` (docs/architecture.md, "Database
 * functions and triggers"): each file's path and the SHA-256 of its text, so a file is applied
 * again exactly when its text changes.
 */
export const up: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    CREATE TABLE sql_definitions (
      "name" text PRIMARY KEY,
      "checksum" text NOT NULL,
      "appliedAt" timestamptz NOT NULL DEFAULT now()
    );
    `,
  );

export const down: Migration = async ({ context: { sequelize } }) => runSql(sequelize, `DROP TABLE sql_definitions;`);
