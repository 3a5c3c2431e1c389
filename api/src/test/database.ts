import { randomBytes } from "node:crypto";
import pg from "pg";
import { QueryTypes } from "sequelize";
import type { Sequelize } from "sequelize-typescript";
import { afterAll, beforeAll, inject } from "vitest";
import { database } from "../db/database";
import { createSequelize } from "../db/sequelize";

const withAdmin = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: inject("pgAdminUrl") });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

/** URL of another database on the test cluster. */
export const databaseUrl = (name: string): string => {
  const url = new URL(inject("pgAdminUrl"));
  url.pathname = `/${name}`;
  return url.toString();
};

/** Creates a database: a clone of the migrated template, or empty. Returns its name. */
export const createDatabase = async ({ empty = false } = {}): Promise<string> => {
  const name = `test_${randomBytes(8).toString("hex")}`;
  await withAdmin(async (client) => {
    const template = empty ? "template0" : inject("pgTemplate");
    await client.query(
      `CREATE DATABASE ${client.escapeIdentifier(name)} TEMPLATE ${client.escapeIdentifier(template)}`,
    );
  });
  return name;
};

export const dropDatabase = (name: string): Promise<void> =>
  withAdmin(async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`);
  });

export interface TestDatabase {
  readonly sequelize: Sequelize;
  readonly url: string;
}

/**
 * This test file's own database, cloned from the migrated template before its tests and
 * dropped after them, so files never see each other's rows. `poolMax` (5 unless given): a pool of
 * one connection shows a request that takes a second while its transaction holds the first.
 */
export const useTestDatabase = ({ poolMax = 5 }: { poolMax?: number } = {}): TestDatabase => {
  let name = "";
  let sequelize: Sequelize | undefined;
  beforeAll(async () => {
    name = await createDatabase();
    sequelize = createSequelize(databaseUrl(name), { poolMax });
  });
  afterAll(async () => {
    await sequelize?.close();
    if (name) await dropDatabase(name);
  });
  return {
    get sequelize() {
      if (!sequelize) throw new Error("useTestDatabase: the database is ready only inside tests and hooks");
      return sequelize;
    },
    get url() {
      return databaseUrl(name);
    },
  };
};

/** The columns table `table` has in the app's database, sorted: tests compare them with field lists. */
export const tableColumns = async (table: string): Promise<string[]> => {
  const columns = await database().query<{ name: string }>(
    `SELECT column_name AS "name" FROM information_schema.columns WHERE table_name = :table`,
    { replacements: { table }, type: QueryTypes.SELECT },
  );
  return columns.map((column) => column.name).sort();
};
