import { type Migration, runSql } from "../migrate";

/**
 * `match_candidates` (db/sql/functions) now answers each candidate as the pair's ids, its time,
 * both space types, whether the offer is sponsored and the shared counts: what the score reads.
 * The matching statement reads the lists, owners, head count and capacity of the few pairs it
 * keeps by id. Its result type changed, which `CREATE OR REPLACE` cannot do, so the old function
 * is dropped here and the repeatable step writes the file's. Its record goes too, both ways: down,
 * the code of before writes its own file again at its next start.
 */
const DROP = `
  DROP FUNCTION IF EXISTS public.match_candidates(text, uuid, integer, text[], text[], uuid[]);
  DELETE FROM sql_definitions WHERE "name" = 'functions/match_candidates.sql';`;

export const up: Migration = async ({ context: { sequelize } }) => runSql(sequelize, DROP);

export const down: Migration = async ({ context: { sequelize } }) => runSql(sequelize, DROP);
