import { type Migration, runSql } from "../migrate";

/** One fixed-window counter per limit and client ("search:ip:1.2.3.4"), shared by every API process. */
export const up: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    CREATE TABLE rate_limits (
      "key" text PRIMARY KEY,
      "hits" integer NOT NULL,
      "windowEndsAt" timestamptz NOT NULL
    );
    CREATE INDEX rate_limits_window_ends_at ON rate_limits ("windowEndsAt");
    `,
  );

export const down: Migration = async ({ context: { sequelize } }) => runSql(sequelize, "DROP TABLE rate_limits;");
