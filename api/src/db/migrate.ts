import { fileURLToPath, pathToFileURL } from "node:url";
import pg from "pg";
import type { Sequelize } from "sequelize-typescript";
import { type MigrationFn, SequelizeStorage, Umzug } from "umzug";

export interface MigrationContext {
  sequelize: Sequelize;
}
export type Migration = MigrationFn<MigrationContext>;

interface MigrationModule {
  up: Migration;
  down?: Migration;
}

const migrationsDir = fileURLToPath(new URL("./migrations/", import.meta.url));

/** Runs one migration's statements in a transaction, so a failed migration leaves nothing behind. */
export const runSql = (sequelize: Sequelize, statements: string): Promise<void> =>
  sequelize.transaction(async (transaction) => {
    await sequelize.query(statements, { transaction });
  });

/**
 * Umzug over `migrations/YYYYMMDDHHMMSS-what-changes.ts`, recorded in `SequelizeMeta`.
 * The files are TypeScript and are loaded with `import()`, which tsx and vitest both handle.
 */
export const createMigrator = (sequelize: Sequelize, log: (message: string) => void = () => {}) =>
  new Umzug<MigrationContext>({
    migrations: {
      // TypeScript in development, JavaScript in the production build (npm run build:prod).
      glob: ["*.{ts,js}", { cwd: migrationsDir, ignore: ["*.test.*", "*.d.ts"] }],
      resolve: ({ name, path, context }) => {
        const load = async () => (await import(pathToFileURL(path!).href)) as MigrationModule;
        return {
          name: name.replace(/\.(ts|js)$/, ""),
          path,
          up: async () => (await load()).up({ name, path, context }),
          down: async () => (await load()).down?.({ name, path, context }),
        };
      },
    },
    context: { sequelize },
    storage: new SequelizeStorage({ sequelize, tableName: "SequelizeMeta" }),
    logger: {
      info: (event) => {
        if (event.event === "migrated") log(`migrated ${String(event.name)}`);
      },
      warn: (event) => console.warn(event),
      error: (event) => console.error(event),
      debug: () => {},
    },
  });

/** The advisory lock only migrating takes ("kindred-migrations" folded to an int). */
const MIGRATION_LOCK_KEY = 7_311_042_733;

/**
 * Applies every pending migration; returns the names it ran. Several API hosts starting at once
 * against one database take turns (a session-level advisory lock on a connection of its own, so
 * a pool of one still has its connection for the migrations): the first applies, the others
 * find nothing pending.
 */
export const migrateUp = async (sequelize: Sequelize, log?: (message: string) => void): Promise<string[]> => {
  const { host, port, username, password, database } = sequelize.config;
  const lock = new pg.Client({ host, port: Number(port), user: username, password: password ?? undefined, database });
  await lock.connect();
  try {
    await lock.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    const applied = await createMigrator(sequelize, log).up();
    return applied.map((migration) => migration.name);
  } finally {
    // Ending the session lets the lock go too.
    await lock.end().catch(() => {});
  }
};
