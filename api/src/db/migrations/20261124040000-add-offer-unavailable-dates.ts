import { type Migration, runSql } from "../migrate";

/** One-off days a host's space is closed, shown on its month calendar and as EXDATEs in its feed. */
export const up: Migration = async ({ context: { sequelize } }) =>
  runSql(sequelize, `ALTER TABLE space_offers ADD COLUMN "unavailableDates" date[] NOT NULL DEFAULT '{}';`);

export const down: Migration = async ({ context: { sequelize } }) =>
  runSql(sequelize, `ALTER TABLE space_offers DROP COLUMN "unavailableDates";`);
