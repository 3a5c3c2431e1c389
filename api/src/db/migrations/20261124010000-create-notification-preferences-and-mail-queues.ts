import { type Migration, runSql } from "../migrate";

/**
 * Email preferences (one row per member who chose; no row means the defaults), the queue of
 * notifications to mail at once (filled in the write's transaction, rendered by a worker that
 * knows PUBLIC_URL), the mark on a notification that it was emailed, and one row per daily
 * digest run (claimed by one process).
 */
export const up: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    CREATE TABLE notification_preferences (
      "userId" uuid PRIMARY KEY REFERENCES users ("id") ON DELETE CASCADE,
      "new_match" text NOT NULL CHECK ("new_match" IN ('instant', 'daily', 'off')),
      "new_message" text NOT NULL CHECK ("new_message" IN ('instant', 'daily', 'off')),
      "match_update" text NOT NULL CHECK ("match_update" IN ('instant', 'daily', 'off')),
      "updatedAt" timestamptz NOT NULL DEFAULT now()
    );

    ALTER TABLE notifications ADD COLUMN "mailedAt" timestamptz;
    -- The digest looks for what was not mailed, by time.
    CREATE INDEX notifications_unmailed ON notifications ("createdAt") WHERE "mailedAt" IS NULL;

    CREATE TABLE notification_mail_queue (
      "notificationId" uuid PRIMARY KEY REFERENCES notifications ("id") ON DELETE CASCADE,
      "createdAt" timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE digest_runs (
      "slot" timestamptz PRIMARY KEY,
      "claimedUntil" timestamptz NOT NULL,
      "finishedAt" timestamptz,
      "members" integer NOT NULL DEFAULT 0,
      "createdAt" timestamptz NOT NULL DEFAULT now()
    );
    `,
  );

export const down: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    DROP TABLE digest_runs;
    DROP TABLE notification_mail_queue;
    DROP INDEX notifications_unmailed;
    ALTER TABLE notifications DROP COLUMN "mailedAt";
    DROP TABLE notification_preferences;
    `,
  );
