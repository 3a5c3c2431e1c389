import { type Migration, runSql } from "../migrate";

export const up: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    CREATE TABLE matches (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "spaceRequestId" uuid NOT NULL REFERENCES space_requests ("id") ON DELETE CASCADE,
      "spaceOfferId" uuid NOT NULL REFERENCES space_offers ("id") ON DELETE CASCADE,
      "status" text NOT NULL DEFAULT 'under_review'
        CHECK ("status" IN ('under_review', 'accepted', 'declined', 'completed', 'closed')),
      "score" integer NOT NULL DEFAULT 0,
      "reasons" text[] NOT NULL DEFAULT '{}',
      "acceptedBy" uuid[] NOT NULL DEFAULT '{}',
      "createdAt" timestamptz NOT NULL DEFAULT now(),
      "updatedAt" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT matches_request_offer UNIQUE ("spaceRequestId", "spaceOfferId")
    );
    -- The unique constraint serves lookups by request; this one serves lookups by offer.
    CREATE INDEX matches_offer ON matches ("spaceOfferId");
    CREATE INDEX matches_created_at ON matches ("createdAt" DESC, "id");

    CREATE TABLE messages (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "matchId" uuid NOT NULL REFERENCES matches ("id") ON DELETE CASCADE,
      "senderId" uuid NOT NULL REFERENCES users ("id") ON DELETE CASCADE,
      "content" text NOT NULL,
      "isRead" boolean NOT NULL DEFAULT false,
      "createdAt" timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX messages_match ON messages ("matchId", "createdAt", "id");
    CREATE INDEX messages_sender ON messages ("senderId");
    CREATE INDEX messages_unread ON messages ("matchId", "senderId") WHERE NOT "isRead";
    `,
  );

export const down: Migration = async ({ context: { sequelize } }) =>
  runSql(sequelize, "DROP TABLE messages; DROP TABLE matches;");
