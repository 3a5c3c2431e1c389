import { type Migration, runSql } from "../migrate";

/**
 * Deleting a listing closes its matches (docs/http-api.md "Listings"). With ON DELETE CASCADE the closed
 * matches, and their messages, vanished with it; now the deleted side becomes NULL so the other
 * party keeps the closed match and its conversation history.
 */
export const up: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    ALTER TABLE matches
      ALTER COLUMN "spaceRequestId" DROP NOT NULL,
      ALTER COLUMN "spaceOfferId" DROP NOT NULL,
      DROP CONSTRAINT "matches_spaceRequestId_fkey",
      DROP CONSTRAINT "matches_spaceOfferId_fkey",
      ADD CONSTRAINT "matches_spaceRequestId_fkey"
        FOREIGN KEY ("spaceRequestId") REFERENCES space_requests ("id") ON DELETE SET NULL,
      ADD CONSTRAINT "matches_spaceOfferId_fkey"
        FOREIGN KEY ("spaceOfferId") REFERENCES space_offers ("id") ON DELETE SET NULL;
    `,
  );

export const down: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    DELETE FROM matches WHERE "spaceRequestId" IS NULL OR "spaceOfferId" IS NULL;
    ALTER TABLE matches
      DROP CONSTRAINT "matches_spaceRequestId_fkey",
      DROP CONSTRAINT "matches_spaceOfferId_fkey",
      ADD CONSTRAINT "matches_spaceRequestId_fkey"
        FOREIGN KEY ("spaceRequestId") REFERENCES space_requests ("id") ON DELETE CASCADE,
      ADD CONSTRAINT "matches_spaceOfferId_fkey"
        FOREIGN KEY ("spaceOfferId") REFERENCES space_offers ("id") ON DELETE CASCADE,
      ALTER COLUMN "spaceRequestId" SET NOT NULL,
      ALTER COLUMN "spaceOfferId" SET NOT NULL;
    `,
  );
