import { type Migration, runSql } from "../migrate";

/**
 * A match remembers that one of its parties deleted their account (`partyLeft`). Their listing
 * goes with the account and sets its side null, exactly as deleting only the listing does, so
 * without this mark the other party's match list could not tell "Former member" from a member who
 * removed a listing. Existing rows cannot be told apart either and stay unmarked.
 */
export const up: Migration = async ({ context: { sequelize } }) =>
  runSql(sequelize, `ALTER TABLE matches ADD COLUMN "partyLeft" boolean NOT NULL DEFAULT false;`);

export const down: Migration = async ({ context: { sequelize } }) =>
  runSql(sequelize, `ALTER TABLE matches DROP COLUMN "partyLeft";`);
