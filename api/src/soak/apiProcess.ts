import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { RATE_LIMITS } from "@kindred/contract";
import pg from "pg";

const repoRoot = resolve(import.meta.dirname, "../../..");

/** Soak traffic is the point: no request budget may cap it. */
const UNLIMITED = Object.fromEntries(Object.values(RATE_LIMITS).map(({ variable }) => [variable, "1000000"]));

export interface ApiProcess {
  pid: number;
  baseUrl: string;
  /** Resolves when the process ends, however it ends. */
  exited: Promise<unknown>;
  /** SIGTERM and wait: the graceful stop. */
  stop: () => Promise<void>;
  /** SIGKILL and wait: the crash. */
  kill: () => Promise<void>;
}

/** Retries `probe` until it holds; nothing to wait on but the answers. */
export const waitUntil = async (what: string, probe: () => Promise<boolean>, timeoutMs: number): Promise<number> => {
  const started = performance.now();
  for (;;) {
    if (await probe().catch(() => false)) return performance.now() - started;
    if (performance.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await delay(100);
  }
};

/**
 * `npm start`'s server in its own process (embedded PostgreSQL in `dataDir` unless the
 * environment says otherwise), started and waited for until `/api/health` answers.
 */
export const startApi = async (dataDir: string, port: number, env: Record<string, string>): Promise<ApiProcess> => {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", join(repoRoot, "api/src/main.ts")], {
    cwd: repoRoot,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      ...UNLIMITED,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: "false",
      NODE_ENV: "production",
      LOG_LEVEL: "fatal",
      TSX_TSCONFIG_PATH: join(repoRoot, "api/tsconfig.json"),
      ...env,
    },
  });
  const exited = once(child, "exit");
  const baseUrl = `http://127.0.0.1:${port}`;
  const healthy = async () => (await fetch(`${baseUrl}/api/health`)).ok;
  await Promise.race([
    waitUntil("the API answers /api/health", healthy, 120_000),
    exited.then(() => {
      throw new Error("the API exited while starting");
    }),
  ]);
  const end = (signal: NodeJS.Signals) => async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return { pid: child.pid ?? 0, baseUrl, exited, stop: end("SIGTERM"), kill: end("SIGKILL") };
};

/** Resident memory of a process in bytes (Linux). */
export const residentBytes = (pid: number): number => {
  const line = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return line ? Number(line[1]) * 1024 : Number.NaN;
};

/** The embedded PostgreSQL of `dataDir`: its postmaster's pid and a client of the server's database. */
export const embeddedDatabase = (dataDir: string) => {
  const pidFile = () => readFileSync(join(dataDir, "pg", "postmaster.pid"), "utf8").split("\n");
  const connect = async () => {
    const password = readFileSync(join(dataDir, "pg-password"), "utf8").trim();
    const port = pidFile()[3];
    const client = new pg.Client({
      connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/kindred`,
    });
    await client.connect();
    return client;
  };
  return {
    postmasterPid: () => Number.parseInt(pidFile()[0] ?? "", 10),
    /** Runs one query on a fresh connection (the database may have restarted since the last). */
    query: async <Row extends Record<string, unknown>>(sql: string, values: unknown[] = []): Promise<Row[]> => {
      const client = await connect();
      try {
        return (await client.query<Row>(sql, values)).rows;
      } finally {
        await client.end();
      }
    },
  };
};
