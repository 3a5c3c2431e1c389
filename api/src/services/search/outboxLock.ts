import { database } from "../../db/database";

/** The advisory lock key only the search outbox worker takes ("kindred-search-outbox" folded to an int). */
export const OUTBOX_LOCK_KEY = 7_311_042_517;

/** What sequelize's PostgreSQL dialect hands out: a node-postgres client. */
interface PgConnection {
  query: (text: string, values?: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }>;
}

export interface OutboxLock {
  /** Whether the connection holding the lock still answers (when it drops, so does the lock). */
  stillHeld: () => Promise<boolean>;
  release: () => Promise<void>;
}

/**
 * Takes the worker's session-level advisory lock on a pool connection kept for as long as it is
 * held, so one process at a time drains the outbox. Null when another process holds it.
 */
export const tryOutboxLock = async (): Promise<OutboxLock | null> => {
  const manager = database().connectionManager as unknown as {
    getConnection: (options: { type: "write" }) => Promise<PgConnection>;
    releaseConnection: (connection: PgConnection) => Promise<void>;
  };
  const connection = await manager.getConnection({ type: "write" });
  let held = false;
  try {
    const { rows } = await connection.query("SELECT pg_try_advisory_lock($1) AS held", [OUTBOX_LOCK_KEY]);
    held = rows[0]?.held === true;
  } finally {
    if (!held) await manager.releaseConnection(connection);
  }
  if (!held) return null;
  return {
    stillHeld: async () => {
      try {
        await connection.query("SELECT 1");
        return true;
      } catch {
        return false;
      }
    },
    release: async () => {
      try {
        await connection.query("SELECT pg_advisory_unlock($1)", [OUTBOX_LOCK_KEY]);
      } finally {
        await manager.releaseConnection(connection);
      }
    },
  };
};
