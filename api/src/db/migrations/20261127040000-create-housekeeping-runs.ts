import { type Migration, runSql } from "../migrate";

/**
 * Housekeeping (expired sessions, idempotency answers, rate-limit windows, …) claims each hour with
 * a row, so it sweeps once per database however many API workers and hosts run it.
 */
export const up: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    CREATE TABLE housekeeping_runs (
      "slot" timestamptz PRIMARY KEY,
      "claimedAt" timestamptz NOT NULL DEFAULT now()
    );
    `,
  );

export const down: Migration = async ({ context: { sequelize } }) => runSql(sequelize, "DROP TABLE housekeeping_runs;");
