import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import pg from "pg";
import type { Sequelize } from "sequelize-typescript";
import { type MigrationFn, SequelizeStorage, Umzug } from "umzug";
import { installJobQueue } from "./jobQueue";

export interface MigrationContext {
  sequelize: Sequelize;
}
export type Migration = MigrationFn<MigrationContext>;

interface MigrationModule {
  up: Migration;
  down?: Migration;
}

const migrationsDir = fileURLToPath(new URL("./migrations/", import.meta.url));
/** The current text of every database function and trigger (beside migrations in the production build too). */
const definitionsDir = fileURLToPath(new URL("./sql/", import.meta.url));

/** Functions first, then the triggers that call them; each kind in name order. */
const DEFINITION_KINDS = ["functions", "triggers"] as const;

export interface SqlDefinition {
  /** `functions/search_hits.sql`: the file under `db/sql/`, and its key in `sql_definitions`. */
  name: string;
  text: string;
  checksum: string;
}

/** Every file under `db/sql/`, in the order they are applied. */
export const sqlDefinitions = (dir = definitionsDir): SqlDefinition[] => {
  // A build without the folder would silently keep whatever the migrations left.
  if (!existsSync(dir)) throw new Error(`The database functions and triggers are missing: no ${dir}`);
  return DEFINITION_KINDS.flatMap((kind) => {
    const kindDir = join(dir, kind);
    if (!existsSync(kindDir)) return [];
    return readdirSync(kindDir)
      .filter((file) => file.endsWith(".sql"))
      .sort()
      .map((file) => {
        const text = readFileSync(join(kindDir, file), "utf8");
        return { name: `${kind}/${file}`, text, checksum: createHash("sha256").update(text).digest("hex") };
      });
  });
};

/**
 * The repeatable step: applies each file of `db/sql/` whose text is not the one last applied
 * (all of them on a new database), in one transaction, and records its checksum. Landed
 * migrations stay as they were; the files are what the database runs from then on. Bodies are
 * checked when called, not when created (as pg_dump restores), so files need no order among
 * themselves beyond functions before triggers. Returns the names applied.
 */
export const applySqlDefinitions = async (
  sequelize: Sequelize,
  definitions: SqlDefinition[] = sqlDefinitions(),
): Promise<string[]> => {
  const [rows] = (await sequelize.query(`SELECT "name", "checksum" FROM sql_definitions`)) as [
    { name: string; checksum: string }[],
    unknown,
  ];
  const applied = new Map(rows.map((row) => [row.name, row.checksum]));
  const changed = definitions.filter((definition) => applied.get(definition.name) !== definition.checksum);
  if (changed.length === 0) return [];
  await sequelize.transaction(async (transaction) => {
    await sequelize.query("SET LOCAL check_function_bodies = off", { transaction });
    for (const definition of changed) await sequelize.query(definition.text, { transaction });
    await sequelize.query(
      `INSERT INTO sql_definitions ("name", "checksum")
       SELECT r."name", r."checksum" FROM jsonb_to_recordset(:applied::jsonb) AS r("name" text, "checksum" text)
       ON CONFLICT ("name") DO UPDATE SET "checksum" = EXCLUDED."checksum", "appliedAt" = now()`,
      {
        replacements: { applied: JSON.stringify(changed.map(({ name, checksum }) => ({ name, checksum }))) },
        transaction,
      },
    );
  });
  return changed.map((definition) => definition.name);
};

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
 * Applies every pending migration, the changed files of `db/sql/` and the job queue's own
 * installer (`db/jobQueue.ts`); returns the names of the migrations it ran. Several API hosts starting at once against one database take turns (a
 * session-level advisory lock on a connection of its own, so a pool of one still has its
 * connection for the migrations): the first applies, the others find nothing pending.
 */
export const migrateUp = async (sequelize: Sequelize, log?: (message: string) => void): Promise<string[]> => {
  const { host, port, username, password, database } = sequelize.config;
  const lock = new pg.Client({ host, port: Number(port), user: username, password: password ?? undefined, database });
  await lock.connect();
  try {
    await lock.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    const applied = await createMigrator(sequelize, log).up();
    for (const name of await applySqlDefinitions(sequelize)) log?.(`applied db/sql/${name}`);
    // The job queue's own versioned installer (pg-boss's schema and our queues), under the same lock.
    const jobQueue = await installJobQueue(sequelize);
    if (jobQueue) log?.(jobQueue);
    return applied.map((migration) => migration.name);
  } finally {
    // Ending the session lets the lock go too.
    await lock.end().catch(() => {});
  }
};
