import { type Migration, runSql } from "../migrate";

export const up: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    CREATE TABLE stored_objects (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "ownerId" uuid REFERENCES users ("id") ON DELETE CASCADE,
      "kind" text NOT NULL
        CHECK ("kind" IN ('listing_photo', 'profile_photo', 'cover_photo', 'feedback_screenshot')),
      "contentType" text NOT NULL,
      "size" integer NOT NULL CHECK ("size" >= 0),
      "width" integer,
      "height" integer,
      "key" text NOT NULL UNIQUE,
      "createdAt" timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX stored_objects_owner ON stored_objects ("ownerId");

    CREATE TABLE notifications (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "userId" uuid NOT NULL REFERENCES users ("id") ON DELETE CASCADE,
      "type" text NOT NULL CHECK ("type" IN ('new_match', 'new_message', 'match_update')),
      "title" text NOT NULL,
      "message" text NOT NULL,
      "isRead" boolean NOT NULL DEFAULT false,
      "matchId" uuid REFERENCES matches ("id") ON DELETE SET NULL,
      "createdAt" timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX notifications_user ON notifications ("userId", "createdAt" DESC, "id");
    CREATE INDEX notifications_unread ON notifications ("userId", "matchId", "type") WHERE NOT "isRead";
    CREATE INDEX notifications_match ON notifications ("matchId");

    CREATE TABLE feedback (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "userId" uuid REFERENCES users ("id") ON DELETE SET NULL,
      "type" text NOT NULL CHECK ("type" IN ('bug', 'feature', 'general', 'praise', 'complaint')),
      "message" text NOT NULL,
      "priority" text NOT NULL DEFAULT 'medium' CHECK ("priority" IN ('low', 'medium', 'high', 'critical')),
      "page" text NOT NULL,
      "userAgent" text,
      "screenshotObjectId" uuid REFERENCES stored_objects ("id") ON DELETE SET NULL,
      "status" text NOT NULL DEFAULT 'new' CHECK ("status" IN ('new', 'in_progress', 'resolved', 'closed')),
      "createdAt" timestamptz NOT NULL DEFAULT now(),
      "updatedAt" timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX feedback_created_at ON feedback ("createdAt" DESC, "id");
    CREATE INDEX feedback_user ON feedback ("userId");
    CREATE INDEX feedback_screenshot ON feedback ("screenshotObjectId");

    CREATE TABLE favorites (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "userId" uuid NOT NULL REFERENCES users ("id") ON DELETE CASCADE,
      "spaceOfferId" uuid NOT NULL REFERENCES space_offers ("id") ON DELETE CASCADE,
      "createdAt" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT favorites_user_offer UNIQUE ("userId", "spaceOfferId")
    );
    CREATE INDEX favorites_offer ON favorites ("spaceOfferId");
    `,
  );

export const down: Migration = async ({ context: { sequelize } }) =>
  runSql(sequelize, "DROP TABLE favorites; DROP TABLE feedback; DROP TABLE notifications; DROP TABLE stored_objects;");
