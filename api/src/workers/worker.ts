import cluster from "node:cluster";
import { type Config, searchReadsOutbox } from "../config";
import { createSequelize, SERVER_POOL_IDLE_MS } from "../db/sequelize";
import type { Logger } from "../logger";
import { serveApi } from "../server";
import { createStorage } from "../services/storage";
import { type ToPrimary, type ToWorker, WORKER_ENV } from "./messages";

const tellPrimary = (message: ToPrimary) =>
  new Promise<void>((resolve) => {
    if (!process.send) return resolve();
    process.send(message, undefined, {}, () => resolve());
  });

/**
 * One API worker forked by the primary: its own pool (DATABASE_POOL_MAX connections), LISTEN
 * connection, session cache and kept match-list pages, on the primary's port. Rate limits,
 * sessions, event fan-out and the match-list versions live in PostgreSQL, so workers need not
 * talk to each other; the primary only tells them how many run and the database's liveness.
 */
export const startWorker = async (config: Config, logger: Logger) => {
  const databaseUrl = process.env[WORKER_ENV.databaseUrl];
  if (!databaseUrl) throw new Error(`${WORKER_ENV.databaseUrl} is set by the primary process only`);
  const id = cluster.worker?.id ?? 1;
  let state: ToWorker = { kind: "state", workers: config.webConcurrency, liveness: null };
  process.on("message", (message: ToWorker) => {
    if (message?.kind === "state") state = message;
  });
  const sequelize = createSequelize(databaseUrl, {
    poolMax: config.databasePoolMax,
    idleMs: SERVER_POOL_IDLE_MS,
    searchOutbox: searchReadsOutbox(config.search),
  });
  try {
    const api = await serveApi(
      config,
      logger,
      { databaseUrl, sequelize, storage: createStorage(config.storage), livenessProblem: () => state.liveness },
      {
        schedulers: process.env[WORKER_ENV.schedulers] === "1",
        workers: () => ({ workers: Math.max(1, state.workers), worker: id }),
      },
    );
    await tellPrimary({ kind: "listening" });
    return {
      stop: async () => {
        await api.stop();
        await sequelize.close();
      },
    };
  } catch (error) {
    await sequelize.close().catch(() => {});
    await tellPrimary({ kind: "failed", message: error instanceof Error ? error.message : String(error) });
    throw error;
  }
};
