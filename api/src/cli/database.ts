import { join } from "node:path";
import pg from "pg";
import type { Sequelize } from "sequelize-typescript";
import { type Config, readOrCreateSecret } from "../config";
import { startEmbeddedPostgres } from "../db/embeddedPostgres";
import { migrateUp } from "../db/migrate";
import { createSequelize } from "../db/sequelize";
import { DATABASE_NAME } from "../server";

export interface CliDatabase {
  sequelize: Sequelize;
  close: () => Promise<void>;
}

const answers = async (url: string) => {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
};

/**
 * The database the API uses: DATABASE_URL, else the embedded PostgreSQL in DATA_DIR — the running
 * server's when it is up, otherwise started here for the command and stopped after it.
 */
export const openDatabase = async (config: Config): Promise<CliDatabase> => {
  let url = config.databaseUrl;
  let stopPostgres = async () => {};
  if (!url) {
    const password = readOrCreateSecret(join(config.dataDir, "pg-password"));
    const running = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${config.embeddedPgPort}/${DATABASE_NAME}`;
    if (await answers(running)) {
      url = running;
    } else {
      const postgres = await startEmbeddedPostgres({
        dir: join(config.dataDir, "pg"),
        port: config.embeddedPgPort,
        password,
      });
      stopPostgres = () => postgres.stop();
      await postgres.ensureDatabase(DATABASE_NAME);
      url = postgres.url(DATABASE_NAME);
    }
  }
  const sequelize = createSequelize(url);
  try {
    await migrateUp(sequelize);
  } catch (error) {
    await sequelize.close();
    await stopPostgres();
    throw error;
  }
  return {
    sequelize,
    close: async () => {
      await sequelize.close();
      await stopPostgres();
    },
  };
};
