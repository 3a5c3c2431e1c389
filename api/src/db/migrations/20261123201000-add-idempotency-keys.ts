import { type Migration, runSql } from "../migrate";

/**
 * The first successful answer to a POST that carried an `Idempotency-Key`, per caller (a member,
 * or a visitor's IP) and key, so a retry after a lost response gets that answer again instead
 * of creating a second listing, message or account. `"status"` is null while the first request
 * is still running. Rows older than 24 hours are ignored and swept.
 */
export const up: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    CREATE TABLE idempotency_keys (
      "scope" text NOT NULL,
      "key" text NOT NULL,
      "method" text NOT NULL,
      "path" text NOT NULL,
      "status" integer,
      "body" jsonb,
      "createdAt" timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY ("scope", "key")
    );
    CREATE INDEX idempotency_keys_created_at ON idempotency_keys ("createdAt");
    `,
  );

export const down: Migration = async ({ context: { sequelize } }) => runSql(sequelize, "DROP TABLE idempotency_keys;");
