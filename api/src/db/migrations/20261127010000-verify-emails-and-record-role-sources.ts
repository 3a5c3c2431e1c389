import { type Migration, runSql } from "../migrate";

/**
 * Accounts you can trust (docs/security.md). A member's email counts only once it is confirmed:
 * `emailVerified` starts false for password accounts, and a confirmation link is stored hashed
 * like a reset link. Accounts that signed in through a provider proved their email there (or
 * shared none), so they start confirmed. `roleSource` says who gave a role: `configuration`
 * (ADMIN_EMAILS, taken away when the email leaves the list or is not confirmed) or `operator`
 * (`npm run admin -- grant`, kept until revoked). Which existing admin came from where cannot be
 * known: every one is treated as configured, so an admin taken through the unconfirmed
 * ADMIN_EMAILS hole loses the role; an operator re-grants the others. Failed sign-ins remember the
 * known-device cookie they came with, so a known browser is judged by its own failures.
 */
export const up: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    ALTER TABLE users ADD COLUMN "emailVerified" boolean NOT NULL DEFAULT false;
    ALTER TABLE users ADD COLUMN "roleSource" text;
    UPDATE users SET "emailVerified" = true
     WHERE "passwordHash" IS NULL OR "googleId" IS NOT NULL OR "facebookId" IS NOT NULL;
    UPDATE users SET "roleSource" = 'configuration' WHERE "role" <> 'member';

    CREATE TABLE email_verifications (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "userId" uuid NOT NULL REFERENCES users ("id") ON DELETE CASCADE,
      "email" text NOT NULL,
      "tokenHash" text NOT NULL UNIQUE,
      "expiresAt" timestamptz NOT NULL,
      "usedAt" timestamptz,
      "createdAt" timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX email_verifications_user ON email_verifications ("userId");

    ALTER TABLE login_attempts ADD COLUMN "device" text;
    CREATE INDEX login_attempts_email_device ON login_attempts ("email", "device", "createdAt");
    `,
  );

export const down: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    DROP INDEX login_attempts_email_device;
    ALTER TABLE login_attempts DROP COLUMN "device";
    DROP TABLE email_verifications;
    ALTER TABLE users DROP COLUMN "roleSource";
    ALTER TABLE users DROP COLUMN "emailVerified";
    `,
  );
