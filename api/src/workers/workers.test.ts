import type { ChildProcess } from "node:child_process";
import { once } from "node:events";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { findFreePort } from "../db/embeddedPostgres";
import { DEMO_PASSWORD } from "../demo/seed";
import { useTestDatabase } from "../test/database";
import { clientPerWorker, type PinnedClient, pinnedClient } from "../test/pinnedClient";
import { spawnMain, waitForOutput } from "../test/processes";

/**
 * `npm start`'s entry point with WEB_CONCURRENCY=3 as its own process: three real workers on one
 * port over one embedded PostgreSQL. What one worker does must hold on the others.
 */
const dataDir = mkdtempSync(join(tmpdir(), "ks-workers-"));
chmodSync(dataDir, 0o755);
const WORKERS = 3;
const POOL_MAX = 30;
let port = 0;
let pgPort = 0;
let server: ChildProcess;
let output = "";
let clients: Map<number, PinnedClient>;

const postmasterPid = () => {
  const pidFile = join(dataDir, "pg", "postmaster.pid");
  return existsSync(pidFile) ? Number.parseInt(readFileSync(pidFile, "utf8").split("\n")[0] ?? "", 10) : null;
};
const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const query = async <T>(sql: string): Promise<T[]> => {
  const password = readFileSync(join(dataDir, "pg-password"), "utf8").trim();
  const client = new pg.Client({ connectionString: `postgres://postgres:${password}@127.0.0.1:${pgPort}/kindred` });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
};

const json = { "content-type": "application/json" };
const signIn = async (client: PinnedClient, email: string) => {
  const answer = await client.send("/api/auth/email", {
    method: "POST",
    headers: json,
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(answer.status).toBe(200);
  return (answer.headers["set-cookie"] ?? []).map((line) => line.split(";")[0]).join("; ");
};
/**
 * Sends a sign-in whose body is still on its way when `child` gets SIGTERM (in flight on its
 * worker), finishes the body once `signalSeen` resolves, and answers the status it got.
 */
const answerAcrossSigterm = async (port: number, child: ChildProcess, signalSeen: () => Promise<unknown>) => {
  const client = pinnedClient(`http://127.0.0.1:${port}`);
  await client.worker();
  const body = JSON.stringify({ email: "admin@example.org", password: DEMO_PASSWORD });
  const { outgoing, response } = client.open("/api/auth/email", {
    method: "POST",
    headers: { ...json, "content-length": String(Buffer.byteLength(body)) },
  });
  outgoing.write(body.slice(0, 10));
  await new Promise((resolve) => setTimeout(resolve, 200));
  child.kill("SIGTERM");
  await signalSeen();
  outgoing.end(body.slice(10));
  return (await response).statusCode;
};

const workersOf = (ids: number[]) => ids.map((id) => clients.get(id) as PinnedClient);

describe("WEB_CONCURRENCY=3", () => {
  beforeAll(async () => {
    [port, pgPort] = [await findFreePort(), await findFreePort()];
    server = spawnMain({
      DATA_DIR: dataDir,
      PORT: String(port),
      EMBEDDED_PG_PORT: String(pgPort),
      WEB_CONCURRENCY: String(WORKERS),
      DATABASE_POOL_MAX: String(POOL_MAX),
      RATE_LIMIT_SEARCH: "6/1m",
    });
    server.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    await waitForOutput(server, /demo sign-in[\s\S]*admin: /);
    clients = await clientPerWorker(`http://127.0.0.1:${port}`, WORKERS);
  }, 180_000);

  afterAll(() => {
    for (const client of clients?.values() ?? []) client.close();
    if (server.exitCode === null) server.kill("SIGKILL");
    const pid = postmasterPid();
    if (pid && isAlive(pid)) process.kill(pid, "SIGQUIT");
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("serves the port from three workers, each with its own pool, PostgreSQL sized for all of them", async () => {
    expect([...clients.keys()].sort()).toEqual([1, 2, 3]);
    const ready = JSON.parse((await (clients.get(2) as PinnedClient).send("/api/ready")).body);
    expect(ready).toMatchObject({ status: "ready", details: { workers: 3, worker: 2 } });
    const [setting] = await query<{ max_connections: string }>("SHOW max_connections");
    // Three pools of 30 and a LISTEN connection each, and 20 spare.
    expect(Number(setting?.max_connections)).toBe(WORKERS * (POOL_MAX + 1) + 20);
    expect(output).toMatch(/worker 1 \(pid \d+\) is listening; it runs the schedulers/);
    expect(output.match(/runs the schedulers/g)).toHaveLength(1);
  });

  it("delivers a message sent through one worker to an event stream held by another", async () => {
    const [match] = await query<{ id: string; seeker: string; host: string }>(
      `SELECT m."id", rs."email" AS "seeker", os."email" AS "host" FROM matches m
         JOIN space_requests r ON r."id" = m."spaceRequestId" JOIN users rs ON rs."id" = r."userId"
         JOIN space_offers o ON o."id" = m."spaceOfferId" JOIN users os ON os."id" = o."userId"
        WHERE rs."id" <> os."id" ORDER BY m."createdAt" LIMIT 1`,
    );
    if (!match) throw new Error("the demo data has no match");
    const [sender, listener] = workersOf([1, 2]);
    const senderCookie = await signIn(sender, match.seeker);
    const listenerCookie = await signIn(listener, match.host);

    // Its own connection, so the stream does not hold the listener's client; pinned to worker 2 too.
    let stream: PinnedClient | null = null;
    while (!stream) {
      const candidate = pinnedClient(`http://127.0.0.1:${port}`);
      if ((await candidate.worker()) === 2) stream = candidate;
      else candidate.close();
    }
    try {
      const { outgoing, response } = stream.open("/api/events", {
        headers: { cookie: listenerCookie, accept: "text/event-stream" },
      });
      outgoing.end();
      const events = await response;
      expect(events.statusCode).toBe(200);
      let received = "";
      const arrived = new Promise<void>((resolve) => {
        events.on("data", (chunk: Buffer) => {
          received += chunk.toString();
          if (received.includes("event: message")) resolve();
        });
      });
      await vi.waitFor(() => expect(received).toContain("event: ready"), { timeout: 5_000 });

      const sent = await sender.send(`/api/matches/${match.id}/messages`, {
        method: "POST",
        headers: { ...json, cookie: senderCookie },
        body: JSON.stringify({ content: "Sent through worker 1" }),
      });
      expect(sent.status).toBe(201);
      await arrived;
      expect(received).toContain("event: message");
    } finally {
      stream.close();
    }
  });

  it("refuses a session signed out on one worker on all of them", async () => {
    const [one, two, three] = workersOf([1, 2, 3]);
    const cookie = await signIn(one, "admin@example.org");
    // The other two read (and keep) the session first.
    for (const client of [two, three]) {
      expect((await client.send("/api/auth/user", { headers: { cookie } })).status).toBe(200);
    }
    expect((await one.send("/api/logout", { headers: { cookie } })).status).toBe(302);
    expect((await one.send("/api/auth/user", { headers: { cookie } })).status).toBe(401);
    // The other workers hear of it from PostgreSQL (the sessions trigger's notification).
    for (const client of [two, three]) {
      await vi.waitFor(
        async () => expect((await client.send("/api/auth/user", { headers: { cookie } })).status).toBe(401),
        {
          timeout: 5_000,
        },
      );
    }
  });

  it("shows an offer renamed through one worker on every worker's explore page, each having kept it", async () => {
    const [offer] = await query<{ id: string; email: string }>(
      `SELECT o."id", u."email" FROM space_offers o JOIN users u ON u."id" = o."userId"
        WHERE o."isActive" AND u."emailVerified" AND u."suspendedAt" IS NULL AND u."passwordHash" IS NOT NULL
        ORDER BY o."createdAt" LIMIT 1`,
    );
    if (!offer) throw new Error("the demo data has no active offer");
    const [one, two, three] = workersOf([1, 2, 3]);
    const path = "/api/explore/offers?q=crossworker";
    // Each worker builds the page (nothing found) and keeps it.
    for (const client of [one, two, three]) expect(JSON.parse((await client.send(path)).body)).toEqual([]);
    const cookie = await signIn(one, offer.email);
    const renamed = await one.send(`/api/space-offers/${offer.id}`, {
      method: "PUT",
      headers: { ...json, cookie },
      body: JSON.stringify({ spaceName: "Crossworker hall" }),
    });
    expect(renamed.status).toBe(200);
    // The writer's worker at once; the others when the listings trigger's notification reaches them.
    const names = async (client: PinnedClient) =>
      (JSON.parse((await client.send(path)).body) as { spaceName: string }[]).map((item) => item.spaceName);
    expect(await names(one)).toEqual(["Crossworker hall"]);
    for (const client of [two, three]) {
      await vi.waitFor(async () => expect(await names(client)).toEqual(["Crossworker hall"]), { timeout: 5_000 });
    }
  });

  it("counts a rate limit across all workers", async () => {
    const statuses: number[] = [];
    // Six searches allowed a minute (RATE_LIMIT_SEARCH=6/1m): two through each worker.
    for (const client of [...workersOf([1, 2, 3]), ...workersOf([1, 2, 3])]) {
      statuses.push((await client.send("/api/search?q=pottery")).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    for (const client of workersOf([1, 2, 3])) {
      const refused = await client.send("/api/search?q=pottery");
      expect(refused.status).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    }
  });

  it("replaces a worker that dies, and its replacement runs the schedulers", async () => {
    const pid = Number(/worker 1 \(pid (\d+)\) is listening/.exec(output)?.[1]);
    (clients.get(1) as PinnedClient).close();
    clients.delete(1);
    process.kill(pid, "SIGKILL");
    await vi.waitFor(() => expect(output).toMatch(/worker 1 \(pid \d+\) exited \(SIGKILL\); replacing it in \d+ s/), {
      timeout: 5_000,
    });
    await vi.waitFor(() => expect(output).toMatch(/worker 4 \(pid \d+\) is listening; it runs the schedulers/), {
      timeout: 60_000,
      interval: 250,
    });
    const replaced = await clientPerWorker(`http://127.0.0.1:${port}`, WORKERS);
    expect([...replaced.keys()].sort()).toEqual([2, 3, 4]);
    const ready = JSON.parse((await (replaced.get(4) as PinnedClient).send("/api/ready")).body);
    expect(ready.details).toMatchObject({ workers: 3, worker: 4 });
    for (const client of replaced.values()) client.close();
  }, 90_000);

  it("on SIGTERM lets every worker finish its requests, then stops PostgreSQL and exits 0", async () => {
    const postmaster = postmasterPid();
    expect(postmaster && isAlive(postmaster)).toBe(true);
    const answered = await answerAcrossSigterm(port, server, () =>
      vi.waitFor(() => expect(output.match(/"worker":\d+,"msg":"SIGTERM received/g)).toHaveLength(WORKERS), {
        timeout: 10_000,
      }),
    );
    expect(answered).toBe(200);
    if (server.exitCode === null) await once(server, "exit");
    expect(server.exitCode).toBe(0);
    expect(output).toContain("SIGTERM received: finishing requests in 3 workers and stopping");
    expect(isAlive(postmaster as number)).toBe(false);
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  }, 60_000);
});

describe("a worker that cannot start", () => {
  it("fails the whole start with its one line, and stops PostgreSQL", async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, resolve));
    const dir = mkdtempSync(join(tmpdir(), "ks-workers-taken-"));
    chmodSync(dir, 0o755);
    try {
      const child = spawnMain({
        DATA_DIR: dir,
        PORT: String((taken.address() as AddressInfo).port),
        EMBEDDED_PG_PORT: String(await findFreePort()),
        WEB_CONCURRENCY: "2",
        SEED_DEMO: "false",
      });
      let printed = "";
      child.stdout?.on("data", (chunk: Buffer) => {
        printed += chunk.toString();
      });
      const [code] = await once(child, "exit");
      expect(code).toBe(1);
      expect(printed).toMatch(/Kindred Spaces could not start: Port \d+ is already in use; set PORT to another port./);
      expect(existsSync(join(dir, "pg", "postmaster.pid"))).toBe(false);
    } finally {
      taken.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});

describe("one process with DATABASE_URL", () => {
  const db = useTestDatabase();

  it("lets a request in flight finish on SIGTERM", async () => {
    const dir = mkdtempSync(join(tmpdir(), "ks-workers-url-"));
    const apiPort = await findFreePort();
    try {
      const child = spawnMain({ DATA_DIR: dir, PORT: String(apiPort), DATABASE_URL: db.url, SEED_DEMO: "false" });
      let printed = "";
      child.stdout?.on("data", (chunk: Buffer) => {
        printed += chunk.toString();
      });
      await waitForOutput(child, /Kindred Spaces is running/);
      const answered = await answerAcrossSigterm(apiPort, child, () =>
        vi.waitFor(() => expect(printed).toContain("SIGTERM received"), { timeout: 10_000 }),
      );
      // No such member in this database: an answer, not a connection cut by an early exit.
      expect(answered).toBe(401);
      if (child.exitCode === null) await once(child, "exit");
      expect(child.exitCode).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
