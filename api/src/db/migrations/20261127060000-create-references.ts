import { type Migration, runSql } from "../migrate";

/**
 * References (DESIGN 11.3): what one party of a match wrote about the other after a booked date
 * ended. One per author and match; `publishedAt` is set when both have written, or by the sweep 14
 * days after the first, and the subject only ever reads published ones. A reference outlives its
 * match (a match whose listings both went is deleted) and its author (shown as from "Former
 * member"); it goes with its subject. `remindedAt` is claimed by the reminder sweep, so one process
 * reminds the other party once. `removedAt`/`removedBy`/`removalReason` hide it by moderation
 * (it then reads "Removed by a moderator"). Both notifications get email preferences, and a
 * reference can be reported.
 */
export const up: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    CREATE TABLE member_references (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "matchId" uuid REFERENCES matches ("id") ON DELETE SET NULL,
      "authorId" uuid REFERENCES users ("id") ON DELETE SET NULL,
      "subjectId" uuid NOT NULL REFERENCES users ("id") ON DELETE CASCADE,
      "experience" text NOT NULL CHECK ("experience" IN ('positive', 'neutral', 'negative')),
      "text" text NOT NULL,
      "createdAt" timestamptz NOT NULL DEFAULT now(),
      "publishedAt" timestamptz,
      "remindedAt" timestamptz,
      "removedAt" timestamptz,
      "removedBy" uuid REFERENCES users ("id") ON DELETE SET NULL,
      "removalReason" text,
      CONSTRAINT member_references_one_per_author UNIQUE ("matchId", "authorId"),
      CHECK ("authorId" IS NULL OR "authorId" <> "subjectId")
    );
    CREATE INDEX member_references_subject_published
      ON member_references ("subjectId", "publishedAt" DESC, "id" DESC) WHERE "publishedAt" IS NOT NULL;
    CREATE INDEX member_references_unpublished ON member_references ("createdAt") WHERE "publishedAt" IS NULL;
    CREATE INDEX member_references_author ON member_references ("authorId");

    ALTER TABLE notifications DROP CONSTRAINT notifications_type_check;
    ALTER TABLE notifications ADD CONSTRAINT notifications_type_check
      CHECK ("type" IN ('new_match', 'new_message', 'match_update', 'still_looking',
                        'booking_proposed', 'booking_update', 'booking_reminder',
                        'reference_published', 'reference_reminder'));

    ALTER TABLE notification_preferences
      ADD COLUMN "reference_published" text NOT NULL DEFAULT 'instant'
        CHECK ("reference_published" IN ('instant', 'daily', 'off')),
      ADD COLUMN "reference_reminder" text NOT NULL DEFAULT 'instant'
        CHECK ("reference_reminder" IN ('instant', 'daily', 'off'));

    ALTER TABLE reports DROP CONSTRAINT "reports_targetType_check";
    ALTER TABLE reports ADD CONSTRAINT "reports_targetType_check"
      CHECK ("targetType" IN ('user', 'message', 'space-request', 'space-offer', 'reference'));
    `,
  );

export const down: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    DELETE FROM reports WHERE "targetType" = 'reference';
    ALTER TABLE reports DROP CONSTRAINT "reports_targetType_check";
    ALTER TABLE reports ADD CONSTRAINT "reports_targetType_check"
      CHECK ("targetType" IN ('user', 'message', 'space-request', 'space-offer'));
    ALTER TABLE notification_preferences DROP COLUMN "reference_published", DROP COLUMN "reference_reminder";
    DELETE FROM notifications WHERE "type" IN ('reference_published', 'reference_reminder');
    ALTER TABLE notifications DROP CONSTRAINT notifications_type_check;
    ALTER TABLE notifications ADD CONSTRAINT notifications_type_check
      CHECK ("type" IN ('new_match', 'new_message', 'match_update', 'still_looking',
                        'booking_proposed', 'booking_update', 'booking_reminder'));
    DROP TABLE member_references;
    `,
  );
