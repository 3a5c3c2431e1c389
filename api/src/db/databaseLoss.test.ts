import { chmodSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { SERVER_MESSAGES } from "@kindred/contract";
import { afterAll, describe, expect, it } from "vitest";
import { readOrCreateSecret } from "../config";
import { type RunningServer, startServer } from "../server";
import { testConfig } from "../test/app";
import { createUser, TEST_PASSWORD } from "../test/factories";
import { memoryLogger } from "../test/logs";
import { findFreePort, startEmbeddedPostgres } from "./embeddedPostgres";

/**
 * kill -9 of a real postmaster under a running API. One cluster folder serves both cases: first
 * as a database the test runs itself (DATABASE_URL), then as the server's embedded one, so
 * initdb and the migrations run once.
 */
const dataDir = mkdtempSync(join(tmpdir(), "ks-dbloss-"));
chmodSync(dataDir, 0o755);
const pgDir = join(dataDir, "pg");
const password = readOrCreateSecret(join(dataDir, "pg-password"));
const servers: RunningServer[] = [];

const postmasterPid = (dir = pgDir) => Number.parseInt(readFileSync(join(dir, "postmaster.pid"), "utf8"), 10);

afterAll(async () => {
  for (const server of servers) await server.stop();
  for (const dir of [pgDir, `${pgDir}-away`]) {
    if (!existsSync(join(dir, "postmaster.pid"))) continue;
    try {
      process.kill(postmasterPid(dir), "SIGQUIT");
    } catch {
      // Already gone.
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
});

const start = async (env: Record<string, string>) => {
  const log = memoryLogger();
  const port = await findFreePort();
  const config = testConfig({}, { DATA_DIR: dataDir, PORT: String(port), ...env });
  const server = await startServer(config, log.logger, { databaseRestart: { retryMs: 200, unhealthyAfterMs: 2_000 } });
  servers.push(server);
  const base = `http://127.0.0.1:${port}`;
  const member = await createUser();
  const signIn = await fetch(`${base}/api/auth/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: member.email, password: TEST_PASSWORD }),
  });
  expect(signIn.status).toBe(200);
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const get = (path: string) => fetch(`${base}${path}`, { headers: { Cookie: cookie } });
  /** As a load balancer or orchestrator asks: no session. */
  const probe = (path: string) => fetch(`${base}${path}`);
  return { server, log, get, probe };
};

/** Opens the member's event stream; resolves once `ready` came, with a promise of its end. */
const openStream = async (get: (path: string) => Promise<Response>) => {
  const response = await get("/api/events");
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  let text = "";
  while (!text.includes("event: ready")) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`stream ended before ready: ${text}`);
    text += new TextDecoder().decode(value);
  }
  const ended = (async () => {
    for (;;) if ((await reader.read()).done) return true;
  })();
  return { ended };
};

/** Retries `probe` until it holds; a recovery has no event to wait on but its own answers. */
const eventually = async (what: string, probe: () => Promise<boolean>, timeoutMs = 20_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await delay(100);
  }
};

const statusOf = async (response: Promise<Response>) => (await response).status;

describe("PostgreSQL killed under a running API", () => {
  it("with DATABASE_URL: 503 with the contract text while it is away, streams end, reconnects once it is back", async () => {
    const port = await findFreePort();
    // Not `fast`: with synchronous_commit off, a kill -9 right after sign-in can lose the session
    // row the rest of the test signs in with (PostgreSQL keeps such commits only after its WAL writer ran).
    const pg = await startEmbeddedPostgres({ dir: pgDir, port, password, keepPackageSignalHandlers: true });
    try {
      await pg.ensureDatabase("kindred");
      const { get, probe } = await start({ DATABASE_URL: pg.url("kindred") });
      expect(await statusOf(get("/api/auth/user"))).toBe(200);
      const stream = await openStream(get);

      process.kill(pg.pid!, "SIGKILL");
      await expect(stream.ended).resolves.toBe(true);
      const whileAway = await get("/api/auth/user");
      expect(whileAway.status).toBe(503);
      expect(await whileAway.json()).toEqual({ message: SERVER_MESSAGES.databaseUnavailable });
      // The member's session cannot be read either: the stream is refused the same way, and
      // the client polls until it is back.
      const events = await get("/api/events");
      expect(events.status).toBe(503);
      expect(await events.json()).toEqual({ message: SERVER_MESSAGES.databaseUnavailable });
      expect(await statusOf(probe("/api/ready"))).toBe(503);
      // The process itself is fine: it reconnects when the database is back.
      expect(await statusOf(probe("/api/health"))).toBe(200);

      await pg.restart();
      await eventually("data calls answer again", async () => (await statusOf(get("/api/auth/user"))) === 200);
      await eventually("event streams open again", async () => {
        const response = await get("/api/events");
        await response.body?.cancel();
        return response.status === 200;
      });
    } finally {
      await servers.pop()?.stop();
      await pg.stop();
    }
  }, 60_000);

  it("embedded: the server restarts it; /api/health is unhealthy while it cannot, and healthy again after", async () => {
    const port = await findFreePort();
    const { server, log, get, probe } = await start({ EMBEDDED_PG_PORT: String(port) });
    expect(server.embeddedPostgres?.port).toBe(port);
    const stream = await openStream(get);

    const firstPid = postmasterPid();
    process.kill(firstPid, "SIGKILL");
    await expect(stream.ended).resolves.toBe(true);
    await eventually("data calls answer again", async () => (await statusOf(get("/api/auth/user"))) === 200);
    expect(server.embeddedPostgres?.pid).not.toBe(firstPid);
    expect(log.text()).toContain(`Embedded PostgreSQL stopped unexpectedly (SIGKILL); restarting it.`);
    expect(log.text()).toMatch(/Embedded PostgreSQL is running again \(pid \d+, attempt \d+/);
    expect(await statusOf(probe("/api/health"))).toBe(200);

    // The data folder disappears (an unmounted volume): no restart can work, nor may it initialise a new one.
    renameSync(pgDir, `${pgDir}-away`);
    process.kill(postmasterPid(`${pgDir}-away`), "SIGKILL");
    await eventually(
      "health reports the process unhealthy",
      async () => (await statusOf(probe("/api/health"))) === 503,
    );
    const health = await probe("/api/health");
    expect(await health.json()).toEqual({ status: "unhealthy", message: SERVER_MESSAGES.databaseLost });
    const whileAway = await get("/api/auth/user");
    expect(whileAway.status).toBe(503);
    expect(await whileAway.json()).toEqual({ message: SERVER_MESSAGES.databaseUnavailable });
    expect(existsSync(pgDir)).toBe(false);

    renameSync(`${pgDir}-away`, pgDir);
    await eventually("health is ok again", async () => (await statusOf(probe("/api/health"))) === 200);
    expect(await statusOf(get("/api/auth/user"))).toBe(200);
  }, 60_000);
});
