import { type Migration, runSql } from "../migrate";

/**
 * A request's open window: "Still looking?" 30 days after `openSince`, paused at 45 unless kept
 * open (which moves `openSince` to then). Existing requests count from when they were posted.
 * The partial index holds only requests the daily sweep may still act on.
 */
export const up: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    ALTER TABLE space_requests
      ADD COLUMN "openSince" timestamptz NOT NULL DEFAULT now(),
      ADD COLUMN "stillLookingAt" timestamptz,
      ADD COLUMN "pausedAt" timestamptz;
    UPDATE space_requests SET "openSince" = "createdAt";
    CREATE INDEX space_requests_open_window ON space_requests ("openSince")
      WHERE "pausedAt" IS NULL AND "status" IN ('pending', 'matched');

    ALTER TABLE notifications DROP CONSTRAINT notifications_type_check;
    ALTER TABLE notifications ADD CONSTRAINT notifications_type_check
      CHECK ("type" IN ('new_match', 'new_message', 'match_update', 'still_looking'));
    `,
  );

export const down: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    DELETE FROM notifications WHERE "type" = 'still_looking';
    ALTER TABLE notifications DROP CONSTRAINT notifications_type_check;
    ALTER TABLE notifications ADD CONSTRAINT notifications_type_check
      CHECK ("type" IN ('new_match', 'new_message', 'match_update'));
    DROP INDEX space_requests_open_window;
    ALTER TABLE space_requests DROP COLUMN "pausedAt", DROP COLUMN "stillLookingAt", DROP COLUMN "openSince";
    `,
  );
