import { type Migration, runSql } from "../migrate";

/**
 * Rate-limit counters are written by every limited call (each search) and worth nothing after a
 * crash: unlogged, their writes skip the write-ahead log, and a commit that wrote only them does
 * not wait for a log flush. A crash empties the table (every budget starts afresh); a clean
 * restart keeps it.
 */
export const up: Migration = async ({ context: { sequelize } }) =>
  runSql(sequelize, `ALTER TABLE rate_limits SET UNLOGGED`);

export const down: Migration = async ({ context: { sequelize } }) =>
  runSql(sequelize, `ALTER TABLE rate_limits SET LOGGED`);
