import { type Migration, runSql } from "../migrate";

/**
 * The references (`reference_published`, `reference_reminder`) and the moderation notices
 * (`moderation_notice`, `report_outcome`) landed side by side, each redefining the type CHECK
 * without the other's: this one lists every type of the contract's NOTIFICATION_TYPES
 * (`api/src/db/notificationTypes.test.ts` keeps the two equal).
 */
export const up: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    ALTER TABLE notifications DROP CONSTRAINT notifications_type_check;
    ALTER TABLE notifications ADD CONSTRAINT notifications_type_check
      CHECK ("type" IN ('new_match', 'new_message', 'match_update', 'still_looking',
                        'booking_proposed', 'booking_update', 'booking_reminder',
                        'moderation_notice', 'report_outcome',
                        'reference_published', 'reference_reminder'));
    `,
  );

export const down: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    DELETE FROM notifications WHERE "type" IN ('reference_published', 'reference_reminder');
    ALTER TABLE notifications DROP CONSTRAINT notifications_type_check;
    ALTER TABLE notifications ADD CONSTRAINT notifications_type_check
      CHECK ("type" IN ('new_match', 'new_message', 'match_update', 'still_looking',
                        'booking_proposed', 'booking_update', 'booking_reminder',
                        'moderation_notice', 'report_outcome'));
    `,
  );
