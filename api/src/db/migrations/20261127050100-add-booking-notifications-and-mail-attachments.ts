import { type Migration, runSql } from "../migrate";

/**
 * The booking notifications (`booking_proposed`, `booking_update`, `booking_reminder`), their
 * email preferences (instant unless chosen otherwise) and attachments on queued mail (a booking
 * mail carries its `.ics`): `[{filename, contentType, content}]`, text content.
 */
export const up: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    ALTER TABLE notifications DROP CONSTRAINT notifications_type_check;
    ALTER TABLE notifications ADD CONSTRAINT notifications_type_check
      CHECK ("type" IN ('new_match', 'new_message', 'match_update', 'still_looking',
                        'booking_proposed', 'booking_update', 'booking_reminder'));

    ALTER TABLE notification_preferences
      ADD COLUMN "booking_proposed" text NOT NULL DEFAULT 'instant' CHECK ("booking_proposed" IN ('instant', 'daily', 'off')),
      ADD COLUMN "booking_update" text NOT NULL DEFAULT 'instant' CHECK ("booking_update" IN ('instant', 'daily', 'off')),
      ADD COLUMN "booking_reminder" text NOT NULL DEFAULT 'instant' CHECK ("booking_reminder" IN ('instant', 'daily', 'off'));

    ALTER TABLE mail_outbox ADD COLUMN "attachments" jsonb NOT NULL DEFAULT '[]';
    `,
  );

export const down: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    ALTER TABLE mail_outbox DROP COLUMN "attachments";
    ALTER TABLE notification_preferences
      DROP COLUMN "booking_proposed", DROP COLUMN "booking_update", DROP COLUMN "booking_reminder";
    DELETE FROM notifications WHERE "type" IN ('booking_proposed', 'booking_update', 'booking_reminder');
    ALTER TABLE notifications DROP CONSTRAINT notifications_type_check;
    ALTER TABLE notifications ADD CONSTRAINT notifications_type_check
      CHECK ("type" IN ('new_match', 'new_message', 'match_update', 'still_looking'));
    `,
  );
