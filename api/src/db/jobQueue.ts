import { createRequire } from "node:module";
import PgBoss from "pg-boss";
import type { Sequelize } from "sequelize";

/** The PostgreSQL schema of the job queue (pg-boss): its own tables, beside ours, never synced. */
export const JOB_SCHEMA = "pgboss";

/**
 * Every background task is a pg-boss queue of its own. Each is `short`: at most one run waits per
 * database, whichever process or host queued it, so the task's runs come one after another; a
 * run that fails (the database or a dependency is down) is tried again with pg-boss's doubling
 * backoff. (Not `stately`: there a run left active by a process that was killed keeps the next
 * one from starting until it expires; each task keeps its own guard against two runs at once
 * instead, see docs/architecture.md.)
 */
export const JOB_NAMES = [
  "mail",
  "instant-mails",
  "search-outbox",
  "digest",
  "live-requests",
  "bookings",
  "housekeeping",
] as const;
export type JobName = (typeof JOB_NAMES)[number];

/** pg-boss's options of every queue (`pgboss.queue`); the installer writes them, so a change here is applied at the next start. */
export const QUEUE_OPTIONS = {
  policy: "short",
  // 5 s, then doubling (pg-boss adds up to as much again at random): 5-10 s … 80-160 s. After
  // that the run is failed, and the task's one-minute schedule starts the next one.
  retryLimit: 5,
  retryDelay: 5,
  retryBackoff: true,
  // A run whose process died is taken over (retried) after this.
  expireInSeconds: 15 * 60,
  // A waiting run nobody took this long after its start time is dropped (the schedule queues another).
  retentionMinutes: 60,
} as const;

/** What node-postgres answers; the pooled connections sequelize hands out are node-postgres clients. */
interface PgClient {
  query: (text: string, values?: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }>;
}

/**
 * pg-boss over sequelize's own pool: the queue opens no connections of its own, so the pool
 * sizing of docs/operations.md holds unchanged. A script that fails inside its own transaction
 * is rolled back before the connection goes back to the pool.
 */
export const poolDb = (sequelize: Sequelize): PgBoss.Db => {
  const manager = sequelize.connectionManager as unknown as {
    getConnection: (options: { type: "write" }) => Promise<PgClient>;
    releaseConnection: (connection: PgClient) => Promise<void>;
  };
  return {
    executeSql: async (text, values) => {
      const connection = await manager.getConnection({ type: "write" });
      try {
        return await connection.query(text, values);
      } catch (error) {
        await connection.query("ROLLBACK").catch(() => {});
        throw error;
      } finally {
        await manager.releaseConnection(connection);
      }
    },
  };
};

/** The schema version this pg-boss release needs (its own versioned installer counts them). */
const neededVersion = (): number =>
  (createRequire(import.meta.url)("pg-boss/version.json") as { schema: number }).schema;

/**
 * The job queue's schema, installed or brought up to this pg-boss release by pg-boss's own
 * versioned plans (each takes pg-boss's advisory lock in its transaction), then every queue of
 * JOB_NAMES with the current QUEUE_OPTIONS. `migrateUp` runs it after our migrations, under the
 * migration lock; the server never lets pg-boss create or migrate anything itself. Answers what
 * it did, for the log.
 */
export const installJobQueue = async (sequelize: Sequelize): Promise<string | null> => {
  const db = poolDb(sequelize);
  const [found] = (await db.executeSql(`SELECT to_regclass('${JOB_SCHEMA}.version') IS NOT NULL AS "installed"`, []))
    .rows;
  const needed = neededVersion();
  let done: string | null = null;
  if (!found?.installed) {
    await db.executeSql(PgBoss.getConstructionPlans(JOB_SCHEMA), []);
    done = `installed the job queue (pg-boss schema ${needed})`;
  } else {
    const [row] = (await db.executeSql(`SELECT "version" FROM ${JOB_SCHEMA}.version`, [])).rows;
    const version = Number(row?.version);
    if (version > needed)
      throw new Error(`The job queue's schema (${version}) is newer than this server's (${needed})`);
    if (version < needed) {
      await db.executeSql(PgBoss.getMigrationPlans(JOB_SCHEMA, String(version)), []);
      done = `migrated the job queue from pg-boss schema ${version} to ${needed}`;
    }
  }
  const options = JSON.stringify(QUEUE_OPTIONS);
  for (const name of JOB_NAMES) {
    await db.executeSql(`SELECT ${JOB_SCHEMA}.create_queue($1, $2::json)`, [name, options]);
    await db.executeSql(
      `UPDATE ${JOB_SCHEMA}.queue
          SET "policy" = $2, "retry_limit" = $3, "retry_delay" = $4, "retry_backoff" = $5,
              "expire_seconds" = $6, "retention_minutes" = $7
        WHERE "name" = $1`,
      [
        name,
        QUEUE_OPTIONS.policy,
        QUEUE_OPTIONS.retryLimit,
        QUEUE_OPTIONS.retryDelay,
        QUEUE_OPTIONS.retryBackoff,
        QUEUE_OPTIONS.expireInSeconds,
        QUEUE_OPTIONS.retentionMinutes,
      ],
    );
  }
  return done;
};
