import { type Migration, runSql } from "../migrate";

/**
 * Moderation (docs/security.md): a `moderator` role beside `admin`; a member may be suspended (`suspendedAt` set; until
 * `suspendedUntil`, or until lifted when that is null), and every moderation action and role
 * change goes into `audit_log`, which no statement may change or empty: triggers refuse UPDATE,
 * DELETE and TRUNCATE. Actor and target are plain ids (no foreign keys), so an entry outlives
 * both accounts without an update.
 */
export const up: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    ALTER TABLE users DROP CONSTRAINT users_role_check;
    ALTER TABLE users ADD CONSTRAINT users_role_check CHECK ("role" IN ('member', 'moderator', 'admin'));
    ALTER TABLE users ADD CONSTRAINT users_role_source_check CHECK ("roleSource" IN ('configuration', 'operator'));
    ALTER TABLE users ADD COLUMN "suspendedAt" timestamptz;
    ALTER TABLE users ADD COLUMN "suspendedUntil" timestamptz;
    -- Explore, search and matching leave suspended members out: this (usually empty) index finds them.
    CREATE INDEX users_suspended ON users ("id", "suspendedUntil") WHERE "suspendedAt" IS NOT NULL;

    CREATE TABLE audit_log (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "actorId" uuid,
      "action" text NOT NULL CHECK ("action" IN ('role_change', 'warning', 'suspension', 'suspension_lifted')),
      "targetType" text NOT NULL CHECK ("targetType" IN ('user')),
      "targetId" uuid NOT NULL,
      "reason" text NOT NULL,
      "detail" text,
      "createdAt" timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX audit_log_newest ON audit_log ("createdAt" DESC, "id" DESC);
    CREATE INDEX audit_log_actor ON audit_log ("actorId", "createdAt" DESC);
    CREATE INDEX audit_log_target ON audit_log ("targetId", "createdAt" DESC);

    CREATE FUNCTION audit_log_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
    END $$;
    CREATE TRIGGER audit_log_no_update_or_delete BEFORE UPDATE OR DELETE ON audit_log
      FOR EACH ROW EXECUTE FUNCTION audit_log_is_append_only();
    CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
      FOR EACH STATEMENT EXECUTE FUNCTION audit_log_is_append_only();
    `,
  );

export const down: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    DROP TABLE audit_log;
    DROP FUNCTION audit_log_is_append_only();
    ALTER TABLE users DROP COLUMN "suspendedUntil";
    ALTER TABLE users DROP COLUMN "suspendedAt";
    ALTER TABLE users DROP CONSTRAINT users_role_source_check;
    UPDATE users SET "role" = 'member' WHERE "role" = 'moderator';
    ALTER TABLE users DROP CONSTRAINT users_role_check;
    ALTER TABLE users ADD CONSTRAINT users_role_check CHECK ("role" IN ('member', 'admin'));
    `,
  );
