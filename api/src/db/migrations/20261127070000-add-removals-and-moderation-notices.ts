import { type Migration, runSql } from "../migrate";

/**
 * Removals and moderation notices (docs/security.md "Moderation"):
 * - a moderator may remove a listing or a message: `removedAt` marks it hidden (kept for the
 *   record and its owner, never shown to anyone else); a removed profile photo is simply cleared;
 * - the audit log records removals (`action` 'removal', the content as target) and names the
 *   member each entry concerns (`subjectId`: the target member, or the owner of the removed
 *   content; null for a message of a former member), which the member's data export and the
 *   target filter read. The append-only triggers stand aside for the one statement that fills
 *   `subjectId` of the entries before it (all about a member: their target);
 * - two notification types: `moderation_notice` (a member told of an action on them) and
 *   `report_outcome` (a reporter told their report was decided). The CHECK lists every type.
 */
export const up: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    ALTER TABLE space_requests ADD COLUMN "removedAt" timestamptz;
    ALTER TABLE space_offers ADD COLUMN "removedAt" timestamptz;
    ALTER TABLE messages ADD COLUMN "removedAt" timestamptz;

    ALTER TABLE audit_log DROP CONSTRAINT audit_log_action_check;
    ALTER TABLE audit_log ADD CONSTRAINT audit_log_action_check
      CHECK ("action" IN ('role_change', 'warning', 'suspension', 'suspension_lifted', 'removal'));
    ALTER TABLE audit_log DROP CONSTRAINT "audit_log_targetType_check";
    ALTER TABLE audit_log ADD CONSTRAINT "audit_log_targetType_check"
      CHECK ("targetType" IN ('user', 'space-request', 'space-offer', 'message', 'reference', 'profile-photo'));
    ALTER TABLE audit_log ADD COLUMN "subjectId" uuid;
    ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_update_or_delete;
    UPDATE audit_log SET "subjectId" = "targetId";
    ALTER TABLE audit_log ENABLE TRIGGER audit_log_no_update_or_delete;
    CREATE INDEX audit_log_subject ON audit_log ("subjectId", "createdAt" DESC);

    ALTER TABLE notifications DROP CONSTRAINT notifications_type_check;
    ALTER TABLE notifications ADD CONSTRAINT notifications_type_check
      CHECK ("type" IN ('new_match', 'new_message', 'match_update', 'still_looking',
                        'booking_proposed', 'booking_update', 'booking_reminder',
                        'moderation_notice', 'report_outcome'));
    `,
  );

export const down: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    DELETE FROM notifications WHERE "type" IN ('moderation_notice', 'report_outcome');
    ALTER TABLE notifications DROP CONSTRAINT notifications_type_check;
    ALTER TABLE notifications ADD CONSTRAINT notifications_type_check
      CHECK ("type" IN ('new_match', 'new_message', 'match_update', 'still_looking',
                        'booking_proposed', 'booking_update', 'booking_reminder'));
    ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_update_or_delete;
    DELETE FROM audit_log WHERE "action" = 'removal';
    ALTER TABLE audit_log ENABLE TRIGGER audit_log_no_update_or_delete;
    DROP INDEX audit_log_subject;
    ALTER TABLE audit_log DROP COLUMN "subjectId";
    ALTER TABLE audit_log DROP CONSTRAINT "audit_log_targetType_check";
    ALTER TABLE audit_log ADD CONSTRAINT "audit_log_targetType_check" CHECK ("targetType" IN ('user'));
    ALTER TABLE audit_log DROP CONSTRAINT audit_log_action_check;
    ALTER TABLE audit_log ADD CONSTRAINT audit_log_action_check
      CHECK ("action" IN ('role_change', 'warning', 'suspension', 'suspension_lifted'));
    ALTER TABLE messages DROP COLUMN "removedAt";
    ALTER TABLE space_offers DROP COLUMN "removedAt";
    ALTER TABLE space_requests DROP COLUMN "removedAt";
    `,
  );
