import cluster, { type Worker } from "node:cluster";
import type { Config } from "../config";
import type { Logger } from "../logger";
import { prepareDatabase, type RunningServer, type ServerOptions } from "../server";
import { type ToPrimary, type ToWorker, WORKER_ENV } from "./messages";

/** A worker that lived this long before dying was not crash-looping: its replacement starts at once. */
const STEADY_MS = 30_000;
/** Replacement delays double per quick death, from 1 s up to this. */
const MAX_BACKOFF_MS = 30_000;
/** Workers that have not finished their requests by then (their own grace is 10 s) are killed. */
const DRAIN_TIMEOUT_MS = 15_000;
const LIVENESS_POLL_MS = 1_000;

/** Milliseconds before replacing a worker of a slot that died `quickDeaths` times in a row soon after starting. */
export const replacementDelayMs = (quickDeaths: number): number =>
  quickDeaths <= 0 ? 1_000 : Math.min(MAX_BACKOFF_MS, 1_000 * 2 ** quickDeaths);

interface Slot {
  /** Slot 1's worker runs the schedulers (digest, reminders, sweeps, outboxes, housekeeping). */
  index: number;
  worker: Worker | null;
  startedAt: number;
  listening: boolean;
  quickDeaths: number;
  replaceTimer?: NodeJS.Timeout;
}

export interface WorkerSupervisor {
  /** Resolves once every worker listens; rejects with a worker's error when one fails to start. */
  started: Promise<void>;
  /** Asks every worker to finish its requests and exit (SIGTERM), and waits for them. */
  stop: () => Promise<void>;
}

/**
 * Forks `count` workers that serve the one port (node's cluster hands connections out in turns),
 * replaces any that dies (after a pause that doubles while they keep dying soon after starting),
 * and tells them how many run and what the database supervisor says about liveness.
 */
export const superviseWorkers = ({
  count,
  databaseUrl,
  logger,
  livenessProblem,
}: {
  count: number;
  databaseUrl: string;
  logger: Logger;
  livenessProblem: () => string | null;
}): WorkerSupervisor => {
  const slots: Slot[] = Array.from({ length: count }, (_, i) => ({
    index: i + 1,
    worker: null,
    startedAt: 0,
    listening: false,
    quickDeaths: 0,
  }));
  let stopping = false;
  let initial = true;
  let liveness = livenessProblem();
  let settleStart: { resolve: () => void; reject: (error: Error) => void } | undefined;
  const started = new Promise<void>((resolve, reject) => {
    settleStart = { resolve, reject };
  });

  const running = () => slots.filter((slot) => slot.listening).length;
  const send = (worker: Worker | null, message: ToWorker) => {
    if (worker?.isConnected()) worker.send(message, () => {});
  };
  const broadcast = () => {
    for (const slot of slots) send(slot.worker, { kind: "state", workers: running(), liveness });
  };

  const fork = (slot: Slot) => {
    const worker = cluster.fork({
      [WORKER_ENV.databaseUrl]: databaseUrl,
      [WORKER_ENV.schedulers]: slot.index === 1 ? "1" : "0",
    });
    Object.assign(slot, { worker, startedAt: Date.now(), listening: false });
    let failure: string | null = null;
    worker.on("message", (message: ToPrimary) => {
      if (message.kind === "failed") failure = message.message;
      if (message.kind !== "listening") return;
      slot.listening = true;
      logger.info(
        `worker ${worker.id} (pid ${worker.process.pid}) is listening${slot.index === 1 ? "; it runs the schedulers" : ""}`,
      );
      broadcast();
      if (initial && running() === count) {
        initial = false;
        settleStart?.resolve();
      }
    });
    worker.on("exit", (code, signal) => {
      if (slot.worker !== worker) return;
      slot.worker = null;
      slot.listening = false;
      broadcast();
      if (stopping) return;
      if (initial) {
        // A worker that cannot start (port taken, database refused) fails the whole start.
        stopping = true;
        settleStart?.reject(new Error(failure ?? `a worker exited (${signal ?? `code ${code}`}) before it listened`));
        return;
      }
      slot.quickDeaths = Date.now() - slot.startedAt < STEADY_MS ? slot.quickDeaths + 1 : 0;
      const delayMs = replacementDelayMs(slot.quickDeaths);
      logger.error(
        `worker ${worker.id} (pid ${worker.process.pid}) exited (${signal ?? `code ${code}`})` +
          `${failure ? `: ${failure}` : ""}; replacing it in ${(delayMs / 1000).toFixed(0)} s`,
      );
      slot.replaceTimer = setTimeout(() => {
        if (!stopping) fork(slot);
      }, delayMs);
    });
  };

  for (const slot of slots) fork(slot);
  const livenessTimer = setInterval(() => {
    const problem = livenessProblem();
    if (problem === liveness) return;
    liveness = problem;
    broadcast();
  }, LIVENESS_POLL_MS);
  livenessTimer.unref();

  const stop = async () => {
    stopping = true;
    clearInterval(livenessTimer);
    const exits: Array<Promise<unknown>> = [];
    for (const slot of slots) {
      clearTimeout(slot.replaceTimer);
      const worker = slot.worker;
      if (!worker || worker.process.exitCode !== null || worker.process.signalCode !== null) continue;
      exits.push(new Promise((resolve) => worker.process.once("exit", resolve)));
      worker.process.kill("SIGTERM");
    }
    const timeout = setTimeout(() => {
      for (const slot of slots) slot.worker?.process.kill("SIGKILL");
    }, DRAIN_TIMEOUT_MS);
    await Promise.all(exits);
    clearTimeout(timeout);
  };

  return { started, stop };
};

/**
 * `npm start` with WEB_CONCURRENCY > 1: this process owns the database (embedded PostgreSQL sized
 * for every worker's pool, migrations, demo seed) and forks the workers that serve the API. Its
 * `stop` drains the workers first, then stops PostgreSQL.
 */
export const startPrimary = async (
  config: Config,
  logger: Logger,
  options: ServerOptions = {},
): Promise<Omit<RunningServer, "server">> => {
  const startedAt = performance.now();
  // A small pool of its own: migrations, the seed and the start-up banner.
  const database = await prepareDatabase(config, logger, { ...options, poolMax: 2 });
  const workers = superviseWorkers({
    count: config.webConcurrency,
    databaseUrl: database.databaseUrl,
    logger,
    livenessProblem: database.livenessProblem,
  });
  const stop = async () => {
    await workers.stop();
    await database.stop();
  };
  try {
    await workers.started;
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    sequelize: database.sequelize,
    embeddedPostgres: database.embeddedPostgres,
    seeded: database.seeded,
    startedInMs: Math.round(performance.now() - startedAt),
    stop,
  };
};
