import { once } from "node:events";
import { createServer, type Server } from "node:http";
import { join } from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import type { Sequelize } from "sequelize-typescript";
import { createApp } from "./app";
import { type Config, readOrCreateSecret, searchReadsOutbox } from "./config";
import { type EmbeddedPostgres, startEmbeddedPostgres } from "./db/embeddedPostgres";
import { DEFAULT_RESTART_POLICY, type RestartPolicy, superviseEmbeddedPostgres } from "./db/embeddedSupervisor";
import { migrateUp } from "./db/migrate";
import { User } from "./db/models";
import { warmConnections } from "./db/prepared";
import { createSequelize, SERVER_POOL_IDLE_MS } from "./db/sequelize";
import { loadDemoData, type SeedResult, seedDemoDataIfEmpty } from "./demo/seed";
import { createLogger, type Logger } from "./logger";
import { createSessionCache, streamSessionCheck } from "./services/auth/sessionCache";
import { revokeStaleConfiguredRoles } from "./services/auth/signIn";
import { bookingsTask } from "./services/bookings/sweep";
import { digestTask } from "./services/email/digest";
import { instantMailTask } from "./services/email/instantMails";
import { housekeepingTask } from "./services/housekeeping";
import { startJobRunner } from "./services/jobs/jobRunner";
import { createKeptAnswers } from "./services/listings/keptAnswers";
import { liveRequestsTask } from "./services/liveRequests/job";
import { mailTask } from "./services/mail/outbox";
import { createMailTransport } from "./services/mail/transport";
import { warmMatching } from "./services/matching/runMatching";
import { attachRealtime } from "./services/realtime/attach";
import { startRealtimeHub } from "./services/realtime/hub";
import { createSearchBackend, searchReadinessCheck } from "./services/search/backend";
import { outboxTask } from "./services/search/outboxWorker";
import { createStorage, type ObjectStorage } from "./services/storage";
import { checkConnectionBudget, embeddedMaxConnections, type WorkerInfo } from "./workers/sizing";

export const DATABASE_NAME = "kindred";
const SHUTDOWN_GRACE_MS = 10_000;
/**
 * How long an idle keep-alive connection stays open (Node's default is 5 s): longer than the 60 s
 * idle timeout of common proxies' upstream pools and load balancers, so a client that reuses a
 * connection (a proxy, a test's request context) never sends on one the server is closing that
 * instant, which it would see as a reset or a 502. Shutdown still closes idle connections at once.
 */
const KEEP_ALIVE_MS = 65_000;

export interface RunningServer {
  server: Server;
  sequelize: Sequelize;
  embeddedPostgres: EmbeddedPostgres | null;
  seeded: SeedResult | null;
  startedInMs: number;
  /** Stops accepting, lets in-flight requests finish (up to a grace period), closes the pool and PostgreSQL. */
  stop: () => Promise<void>;
}

const listen = async (server: Server, port: number) => {
  server.listen(port);
  try {
    await once(server, "listening");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw code === "EADDRINUSE" ? new Error(`Port ${port} is already in use; set PORT to another port.`) : error;
  }
};

const closeServer = async (server: Server) => {
  if (!server.listening) return;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  await Promise.race([
    closed,
    delay(SHUTDOWN_GRACE_MS, undefined, { ref: false }).then(() => server.closeAllConnections()),
  ]);
};

export interface ServerOptions {
  /** How the embedded PostgreSQL is restarted after an unexpected exit; tests shorten it. */
  databaseRestart?: RestartPolicy;
}

/** What runs once per start, before any request is served: the database, migrated and seeded. */
export interface PreparedDatabase {
  databaseUrl: string;
  embeddedPostgres: EmbeddedPostgres | null;
  sequelize: Sequelize;
  seeded: SeedResult | null;
  /** One storage for the seeder's demo photos and an app in the same process that serves them. */
  storage: ObjectStorage;
  livenessProblem: () => string | null;
}

/** Cleanups run last-registered first; `stop` runs them once. */
const cleanupStack = () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  return {
    push: (cleanup: () => Promise<void> | void) => cleanups.push(cleanup),
    stop: async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
      cleanups.length = 0;
    },
  };
};

/**
 * Embedded PostgreSQL (unless DATABASE_URL, sized for every worker's pool), migrations and the demo
 * seed, undoing what started if a later step fails. `poolMax` sizes this process's own pool.
 */
export const prepareDatabase = async (
  config: Config,
  logger: Logger,
  { databaseRestart = DEFAULT_RESTART_POLICY, poolMax }: ServerOptions & { poolMax: number },
): Promise<PreparedDatabase & { stop: () => Promise<void> }> => {
  const cleanups = cleanupStack();
  try {
    let databaseUrl = config.databaseUrl;
    let embeddedPostgres: EmbeddedPostgres | null = null;
    let livenessProblem = (): string | null => null;
    if (!databaseUrl) {
      embeddedPostgres = await startEmbeddedPostgres({
        dir: join(config.dataDir, "pg"),
        port: config.embeddedPgPort,
        password: readOrCreateSecret(join(config.dataDir, "pg-password")),
        maxConnections: embeddedMaxConnections(config),
        fast: config.embeddedPgNoFsync,
        log: (line) => logger.warn(line),
      });
      const pg = embeddedPostgres;
      cleanups.push(() => pg.stop());
      await pg.ensureDatabase(DATABASE_NAME);
      databaseUrl = pg.url(DATABASE_NAME);
      // Registered after the stop above, so shutdown ends supervision before stopping PostgreSQL.
      const supervisor = superviseEmbeddedPostgres(pg, logger, databaseRestart);
      cleanups.push(() => supervisor.close());
      livenessProblem = () => supervisor.problem;
    }

    const sequelize = createSequelize(databaseUrl, {
      poolMax,
      idleMs: SERVER_POOL_IDLE_MS,
      searchOutbox: searchReadsOutbox(config.search),
    });
    cleanups.push(() => sequelize.close());
    if (config.databaseUrl) await checkConnectionBudget(sequelize, config);
    const migrated = await migrateUp(sequelize);
    if (migrated.length > 0) logger.info(`  applied ${migrated.length} migration(s)`);
    const storage = createStorage(config.storage);
    const seeded = config.seedDemo ? await seedDemoDataIfEmpty(sequelize, { storage }) : null;
    // An email taken off ADMIN_EMAILS loses the role it gave before anyone signs in again.
    const revoked = await revokeStaleConfiguredRoles(config.adminEmails);
    if (revoked > 0) logger.info(`  took the admin role from ${revoked} account(s) ADMIN_EMAILS no longer lists`);
    return { databaseUrl, embeddedPostgres, sequelize, seeded, storage, livenessProblem, stop: cleanups.stop };
  } catch (error) {
    await cleanups.stop();
    throw error;
  }
};

export interface ApiOptions {
  /** Run the schedulers here (digest, reminders, sweeps, outboxes, housekeeping): one worker per host does. */
  schedulers: boolean;
  /** How many workers run and which one this is, for `/api/ready`. */
  workers?: () => WorkerInfo;
}

/**
 * The API on `config.port` over a prepared database: the schedulers (when asked), the Koa app,
 * the LISTEN connection for event streams and the session cache. `stop` lets in-flight requests
 * finish (up to a grace period) and ends the schedulers; it leaves the database to its owner.
 */
export const serveApi = async (
  config: Config,
  logger: Logger,
  { databaseUrl, sequelize, storage, livenessProblem }: Omit<PreparedDatabase, "seeded" | "embeddedPostgres">,
  { schedulers, workers }: ApiOptions,
): Promise<{ server: Server; stop: () => Promise<void> }> => {
  const log = (line: string) => logger.info(line);
  const cleanups = cleanupStack();
  try {
    const search = createSearchBackend(config.search);
    if (schedulers) {
      // Index settings are applied at start, not at the first write; a backend that is down now
      // gets them at its first write instead.
      if ("configure" in search && typeof search.configure === "function") {
        (search.configure as () => Promise<void>)().catch((error: Error) =>
          log(`  search settings not applied yet: ${error.message}`),
        );
      }
      // Mails link back through PUBLIC_URL, with tokens signed by the session keys.
      const mailLinks = { publicUrl: config.publicUrl, keys: config.sessionKeys };
      const transport = createMailTransport(config.mail, log);
      // Every background task is a queue of the job queue (pg-boss, db/jobQueue.ts): its runs are
      // taken here, one at a time per database, with pg-boss's retries and a schedule that restarts
      // a broken chain (services/jobs/jobRunner.ts).
      const jobs = await startJobRunner(
        [
          // Listing and profile writes queue index updates in the same transaction (search_outbox);
          // this applies them, retrying while an external backend is down.
          outboxTask(search, { log }),
          // Mail is queued by the write that causes it (mail_outbox) and sent after commit,
          // retrying while the mail server is down.
          mailTask(transport, { log }),
          // Notifications queue their instant mails in their own transaction; this words them.
          instantMailTask(mailLinks, { log }),
          // The daily digest goes out at 08:00 server time.
          digestTask(mailLinks, { log }),
          // Requests open for 30 days are asked "Still looking?" and paused at 45 unless kept open.
          liveRequestsTask({ ...mailLinks, intervalMs: config.liveRequestsSweepMs, log }),
          // Unanswered booking proposals expire after 48 hours; booking reminders; references
          // publish 14 days after the first and remind the other party after 3.
          bookingsTask({ intervalMs: config.bookingsSweepMs, log }),
          // Expired sessions, old throttle rows, dead tokens: once an hour.
          housekeepingTask(config.loginThrottle.windowMs, logger),
        ],
        { log },
      );
      cleanups.push(async () => {
        await jobs.stop();
        transport.close();
      });
    }

    // Signed-in sessions are read from memory while the LISTEN connection below is up.
    const sessionCache = createSessionCache();
    // Explore pages and searches are kept while the LISTEN connection below says nothing changed.
    const keptAnswers = createKeptAnswers({ maxBytes: config.keptAnswersBytes });
    const app = createApp({
      sessionCache,
      keptAnswers,
      sequelize,
      config,
      readinessChecks: [searchReadinessCheck(search)],
      livenessProblem,
      storage,
      search,
      logger,
      workers,
    });
    // One LISTEN connection per process fans SSE events out; it is closed first on shutdown so
    // open streams end and do not hold the server's close for the grace period.
    const realtime = await startRealtimeHub(databaseUrl, {
      channels: [sessionCache.listener, keptAnswers.listener],
      sessionCheck: streamSessionCheck,
    });
    cleanups.push(() => realtime.close());
    attachRealtime(app, realtime);
    // Every connection of the pool is opened and runs a whole create, rolled back, before the
    // first request (`warmMatching`), so no request waits for a connection, a plan or a trigger's
    // first compilation (db/prepared.ts, docs/performance.md).
    await warmConnections(config.databasePoolMax, warmMatching, (error) =>
      logger.warn(`  a database connection was not warmed up: ${error.message}`),
    );
    const server = createServer({ keepAliveTimeout: KEEP_ALIVE_MS }, app.callback());
    // Headers must be allowed longer than a kept connection may sit idle.
    server.headersTimeout = KEEP_ALIVE_MS + 1_000;
    await listen(server, config.port);
    cleanups.push(() => closeServer(server));
    cleanups.push(() => realtime.close());
    return { server, stop: cleanups.stop };
  } catch (error) {
    await cleanups.stop();
    throw error;
  }
};

/** Starts everything `npm start` needs in this one process (WEB_CONCURRENCY=1), in order. */
export const startServer = async (
  config: Config,
  logger: Logger = createLogger({ level: config.logLevel }),
  options: ServerOptions = {},
): Promise<RunningServer> => {
  const started = performance.now();
  const database = await prepareDatabase(config, logger, { ...options, poolMax: config.databasePoolMax });
  try {
    const api = await serveApi(config, logger, database, { schedulers: true });
    return {
      server: api.server,
      sequelize: database.sequelize,
      embeddedPostgres: database.embeddedPostgres,
      seeded: database.seeded,
      startedInMs: Math.round(performance.now() - started),
      stop: async () => {
        await api.stop();
        await database.stop();
      },
    };
  } catch (error) {
    await database.stop();
    throw error;
  }
};

/** Demo accounts present in the database, for the start-up banner. */
export const demoAccountsInDatabase = async (): Promise<Array<{ email: string; role: string }>> => {
  try {
    const { members } = loadDemoData();
    const present = new Set(
      (await User.findAll({ where: { email: members.map((member) => member.email) }, attributes: ["email"] })).map(
        (user) => user.email,
      ),
    );
    return members.filter((member) => present.has(member.email));
  } catch {
    return [];
  }
};
