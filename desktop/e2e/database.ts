import { readFile } from "node:fs/promises";
import { join } from "node:path";
import pg from "pg";

/**
 * Runs one statement on the test server's embedded PostgreSQL, for states no route can make
 * (a request posted weeks ago). The port is read from the running postmaster's pid file, the
 * password from the file the server generated.
 */
export const sql = async (text: string, values: unknown[] = []) => {
  const dataDir = process.env.E2E_DATA_DIR ?? "";
  const pid = await readFile(join(dataDir, "pg", "postmaster.pid"), "utf8");
  const port = Number(pid.split("\n")[3]);
  const password = (await readFile(join(dataDir, "pg-password"), "utf8")).trim();
  const client = new pg.Client({ host: "127.0.0.1", port, user: "postgres", password, database: "kindred" });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
};
