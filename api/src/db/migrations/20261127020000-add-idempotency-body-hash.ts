import { type Migration, runSql } from "../migrate";

/**
 * A fingerprint of the body that first used an `Idempotency-Key` (SHA-256 of its canonical
 * JSON), so the key reused with another body is refused instead of replaying an answer to a
 * request that was never run. Rows written before it have none and are judged by method and path.
 */
export const up: Migration = async ({ context: { sequelize } }) =>
  runSql(sequelize, `ALTER TABLE idempotency_keys ADD COLUMN "bodyHash" text;`);

export const down: Migration = async ({ context: { sequelize } }) =>
  runSql(sequelize, `ALTER TABLE idempotency_keys DROP COLUMN "bodyHash";`);
