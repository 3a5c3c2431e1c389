import { type Migration, runSql } from "../migrate";

export const up: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    CREATE TABLE space_requests (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "userId" uuid NOT NULL REFERENCES users ("id") ON DELETE CASCADE,
      "title" text NOT NULL,
      "description" text NOT NULL,
      "spaceType" text NOT NULL,
      "location" text NOT NULL,
      "participants" integer CHECK ("participants" IS NULL OR "participants" >= 1),
      "duration" text,
      "values" text[] NOT NULL DEFAULT '{}',
      "contactName" text NOT NULL,
      "contactEmail" text NOT NULL,
      "imageUrls" text[] NOT NULL DEFAULT '{}',
      "status" text NOT NULL DEFAULT 'pending'
        CHECK ("status" IN ('pending', 'matched', 'accepted', 'completed')),
      "createdAt" timestamptz NOT NULL DEFAULT now(),
      "updatedAt" timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX space_requests_user ON space_requests ("userId", "createdAt" DESC);
    CREATE INDEX space_requests_values ON space_requests USING gin ("values");
    CREATE INDEX space_requests_created_at ON space_requests ("createdAt" DESC, "id");

    CREATE TABLE space_offers (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "userId" uuid NOT NULL REFERENCES users ("id") ON DELETE CASCADE,
      "spaceName" text NOT NULL,
      "description" text NOT NULL,
      "spaceType" text NOT NULL,
      "address" text NOT NULL,
      "capacity" integer NOT NULL CHECK ("capacity" >= 1),
      "availability" text[] NOT NULL DEFAULT '{}',
      "supportedCauses" text[] NOT NULL DEFAULT '{}',
      "contactName" text NOT NULL,
      "contactEmail" text NOT NULL,
      "imageUrls" text[] NOT NULL DEFAULT '{}',
      "isActive" boolean NOT NULL DEFAULT true,
      "isSponsored" boolean NOT NULL DEFAULT false,
      "partnerId" text,
      "createdAt" timestamptz NOT NULL DEFAULT now(),
      "updatedAt" timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX space_offers_user ON space_offers ("userId", "createdAt" DESC);
    CREATE INDEX space_offers_supported_causes ON space_offers USING gin ("supportedCauses");
    CREATE INDEX space_offers_availability ON space_offers USING gin ("availability");
    -- Matching looks at active offers only, by type and capacity.
    CREATE INDEX space_offers_active_type ON space_offers ("spaceType", "capacity") WHERE "isActive";
    CREATE INDEX space_offers_created_at ON space_offers ("createdAt" DESC, "id");
    `,
  );

export const down: Migration = async ({ context: { sequelize } }) =>
  runSql(sequelize, "DROP TABLE space_offers; DROP TABLE space_requests;");
