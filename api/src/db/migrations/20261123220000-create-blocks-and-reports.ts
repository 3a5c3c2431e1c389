import { type Migration, runSql } from "../migrate";

/**
 * Blocks (one row per blocker and blocked member) and reports. A report keeps a snapshot of what
 * was reported, so an edit or a deletion afterwards hides nothing from the moderators; its target
 * is a bare id for the same reason (no foreign key to a row that may go).
 */
export const up: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    CREATE TABLE blocks (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "blockerId" uuid NOT NULL REFERENCES users ("id") ON DELETE CASCADE,
      "blockedId" uuid NOT NULL REFERENCES users ("id") ON DELETE CASCADE,
      "createdAt" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT blocks_pair UNIQUE ("blockerId", "blockedId"),
      CONSTRAINT blocks_not_self CHECK ("blockerId" <> "blockedId")
    );
    CREATE INDEX blocks_blocked ON blocks ("blockedId");

    CREATE TABLE reports (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "reporterId" uuid REFERENCES users ("id") ON DELETE SET NULL,
      "targetType" text NOT NULL CHECK ("targetType" IN ('user', 'message', 'space-request', 'space-offer')),
      "targetId" uuid NOT NULL,
      "reason" text NOT NULL
        CHECK ("reason" IN ('spam', 'harassment', 'discrimination', 'misrepresentation', 'safety', 'other')),
      "details" text,
      "snapshot" jsonb NOT NULL,
      "status" text NOT NULL DEFAULT 'open' CHECK ("status" IN ('open', 'reviewing', 'actioned', 'dismissed')),
      "note" text,
      "createdAt" timestamptz NOT NULL DEFAULT now(),
      "updatedAt" timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX reports_created_at ON reports ("createdAt" DESC, "id");
    CREATE INDEX reports_reporter ON reports ("reporterId", "createdAt" DESC, "id");
    `,
  );

export const down: Migration = async ({ context: { sequelize } }) =>
  runSql(sequelize, "DROP TABLE reports; DROP TABLE blocks;");
