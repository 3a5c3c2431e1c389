import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { QueryTypes } from "sequelize";
import { afterAll, describe, expect, it } from "vitest";
import { parseConfig } from "./config";
import { database } from "./db/database";
import { findFreePort } from "./db/embeddedPostgres";
import { SpaceOffer, User } from "./db/models";
import { warmConnections } from "./db/prepared";
import { SERVER_POOL_IDLE_MS } from "./db/sequelize";
import { DEMO_PASSWORD } from "./demo/seed";
import { createLogger } from "./logger";
import { startServer } from "./server";
import { spawnMain, waitForOutput } from "./test/processes";

const dataDir = mkdtempSync(join(tmpdir(), "ks-server-"));
chmodSync(dataDir, 0o755);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const signIn = async (port: number) => {
  const response = await fetch(`http://127.0.0.1:${port}/api/auth/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: "admin@example.org", password: DEMO_PASSWORD }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const me = await fetch(`http://127.0.0.1:${port}/api/auth/user`, { headers: { Cookie: cookie } });
  return { status: response.status, me: (await me.json()) as { email: string; role: string } };
};

/** How many matching statements each of `count` pooled connections has planned (all taken at once). */
const matchingPlannedOnEachConnection = async (count: number) => {
  const planned: number[] = [];
  await warmConnections(
    count,
    async (connection) => {
      const { rowCount } = await connection.query(
        "SELECT name FROM pg_prepared_statements WHERE name LIKE 'match_and_notify_%' AND generic_plans > 0",
      );
      planned.push(rowCount ?? 0);
    },
    (error) => {
      throw error;
    },
  );
  return planned;
};

/** A fresh cluster (initdb), every migration and the demo seed: seconds alone, more beside other test files. */
const STARTS_MS = 90_000;

describe("startServer", () => {
  it(
    "starts embedded PostgreSQL, migrates, seeds, serves, stops, and keeps the data for the next start",
    async () => {
      const env = {
        DATA_DIR: dataDir,
        PORT: String(await findFreePort()),
        EMBEDDED_PG_PORT: String(await findFreePort()),
        SESSION_SECRET: "server-test-secret-value",
      };
      const first = await startServer(parseConfig(env), createLogger({ level: "silent" }));
      try {
        expect(first.seeded?.members).toBeGreaterThan(0);
        const health = await fetch(`http://127.0.0.1:${env.PORT}/api/health`);
        expect(await health.json()).toEqual({ status: "ok" });
        // A kept connection outlives a proxy's 60 s idle pool, so a reused one is never cut under a request.
        expect(health.headers.get("keep-alive")).toBe("timeout=65");
        expect(await signIn(Number(env.PORT))).toMatchObject({ status: 200, me: { role: "admin" } });
        // Demo photos are stored where the app serves them from.
        const [offer] = await SpaceOffer.findAll({ limit: 1, order: [["createdAt", "ASC"]] });
        const photo = await fetch(`http://127.0.0.1:${env.PORT}${offer?.imageUrls[0]}?w=320`);
        expect(photo.status).toBe(200);
        expect(photo.headers.get("content-type")).toBe("image/webp");
      } finally {
        await first.stop();
      }
      await expect(fetch(`http://127.0.0.1:${env.PORT}/api/health`)).rejects.toThrow();

      const second = await startServer(parseConfig(env), createLogger({ level: "silent" }));
      try {
        expect(second.seeded).toBeNull();
        // Before any listing was written, every connection of the pool has planned matching, and
        // the pool keeps them unused for minutes, not Sequelize's 10 s.
        const pool = (database().connectionManager as unknown as { pool: { size: number; idleTimeoutMillis: number } })
          .pool;
        expect(pool.size).toBe(parseConfig(env).databasePoolMax);
        expect(pool.idleTimeoutMillis).toBe(SERVER_POOL_IDLE_MS);
        expect(await matchingPlannedOnEachConnection(pool.size)).toEqual(Array(pool.size).fill(4));
        expect(await User.count()).toBe(first.seeded?.members);
        expect((await signIn(Number(env.PORT))).status).toBe(200);
        // It searches in PostgreSQL itself: its writes queue nothing for Meilisearch's outbox.
        const [offer] = await SpaceOffer.findAll({ limit: 1, order: [["createdAt", "ASC"]] });
        const queued = await database().transaction(async (transaction) => {
          await SpaceOffer.update(
            { spaceName: `${offer!.spaceName} (renamed)` },
            { where: { id: offer!.id }, transaction },
          );
          return database().query<{ count: number }>(
            `SELECT count(*)::int AS "count" FROM search_outbox WHERE "entityId" = :id`,
            { replacements: { id: offer!.id }, type: QueryTypes.SELECT, transaction },
          );
        });
        expect(queued).toEqual([{ count: 0 }]);
      } finally {
        await second.stop();
      }
    },
    STARTS_MS,
  );
});

describe("main.ts", () => {
  it(
    "prints what it started and shuts down gracefully on SIGTERM with exit code 0",
    async () => {
      const port = await findFreePort();
      const child = spawnMain({
        DATA_DIR: join(dataDir, "main"),
        PORT: String(port),
        EMBEDDED_PG_PORT: String(await findFreePort()),
      });
      try {
        const output = await waitForOutput(child, /demo sign-in[\s\S]*admin: /);
        expect(output).toContain(`running at http://localhost:${port}`);
        expect(output).toContain("embedded PostgreSQL at 127.0.0.1:");
        expect(output).toContain("search:      PostgreSQL");
        expect(output).toContain("admin@example.org");
        const exited = new Promise<number | null>((resolveExit) => child.once("exit", resolveExit));
        child.kill("SIGTERM");
        expect(await exited).toBe(0);
      } finally {
        if (child.exitCode === null) child.kill("SIGKILL");
      }
    },
    STARTS_MS,
  );
});
