import { type Migration, runSql } from "../migrate";

/**
 * API processes keep signed-in sessions in memory (services/auth/sessionCache.ts). A changed or
 * deleted session (`s:<sid>`) or member (`u:<userId>`) is announced on `kindred_sessions` at
 * commit, whoever wrote it, so every process forgets it: signing out and role changes hold
 * across processes. Deleting an already expired session says nothing (no cache trusts one).
 */
export const up: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' AND OLD."expire" <= now() THEN RETURN OLD; END IF;
      PERFORM pg_notify('kindred_sessions', 's:' || OLD."sid");
      RETURN NULL;
    END $$;
    CREATE TRIGGER sessions_notify_change AFTER UPDATE OR DELETE ON sessions
      FOR EACH ROW EXECUTE FUNCTION notify_session_change();

    CREATE FUNCTION notify_member_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('kindred_sessions', 'u:' || OLD."id");
      RETURN NULL;
    END $$;
    CREATE TRIGGER users_notify_change AFTER UPDATE OR DELETE ON users
      FOR EACH ROW EXECUTE FUNCTION notify_member_change();
    `,
  );

export const down: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    DROP TRIGGER users_notify_change ON users;
    DROP FUNCTION notify_member_change();
    DROP TRIGGER sessions_notify_change ON sessions;
    DROP FUNCTION notify_session_change();
    `,
  );
