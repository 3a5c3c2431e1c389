import { type Migration, runSql } from "../migrate";

export const up: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    CREATE TABLE login_attempts (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "email" text NOT NULL,
      "ip" text NOT NULL,
      "createdAt" timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX login_attempts_email ON login_attempts ("email", "createdAt");
    CREATE INDEX login_attempts_ip ON login_attempts ("ip", "createdAt");
    CREATE INDEX login_attempts_created_at ON login_attempts ("createdAt");

    CREATE TABLE search_outbox (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "entity" text NOT NULL CHECK ("entity" IN ('space_request', 'space_offer', 'user')),
      "entityId" uuid NOT NULL,
      "op" text NOT NULL CHECK ("op" IN ('upsert', 'delete')),
      "attempts" integer NOT NULL DEFAULT 0,
      "availableAt" timestamptz NOT NULL DEFAULT now(),
      "createdAt" timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX search_outbox_available ON search_outbox ("availableAt", "createdAt");
    CREATE INDEX search_outbox_entity ON search_outbox ("entity", "entityId");
    `,
  );

export const down: Migration = async ({ context: { sequelize } }) =>
  runSql(sequelize, "DROP TABLE search_outbox; DROP TABLE login_attempts;");
