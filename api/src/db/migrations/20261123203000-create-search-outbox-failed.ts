import { type Migration, runSql } from "../migrate";

/** Index updates that failed MAX_ATTEMPTS times, kept for a person to look at instead of retried forever. */
export const up: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    CREATE TABLE search_outbox_failed (
      "id" uuid PRIMARY KEY,
      "entity" text NOT NULL,
      "entityId" uuid NOT NULL,
      "op" text NOT NULL,
      "attempts" integer NOT NULL,
      "lastError" text NOT NULL,
      "createdAt" timestamptz NOT NULL,
      "failedAt" timestamptz NOT NULL DEFAULT now()
    );
    `,
  );

export const down: Migration = async ({ context: { sequelize } }) =>
  runSql(sequelize, "DROP TABLE search_outbox_failed;");
