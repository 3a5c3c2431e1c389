import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { RATE_LIMITS } from "@kindred/contract";
import { hash } from "@node-rs/argon2";
import type { Sequelize } from "sequelize-typescript";
import { findFreePort } from "../db/embeddedPostgres";
import { migrateUp } from "../db/migrate";
import { createSequelize } from "../db/sequelize";
import { startBenchPostgres } from "./benchPostgres";
import { type BenchProcess, compileBenchServers, startBenchProcess } from "./processes";
import { type BenchVolume, pickBenchPair, seedBenchVolume } from "./volume";

export const BENCH_PASSWORD = "bench-password";
/** What a run writes: the requests it creates and matches, and the messages it sends. */
export const BENCH_REQUEST_TITLE = "Bench pottery workshop";
export const BENCH_MESSAGE = "Bench message";

/**
 * BENCH_PORT pins the ports the bench listens on (PostgreSQL, then each server, counting up), for
 * machines where only a range is free to use; without it every port is picked free.
 */
const firstPort = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;
let portsTaken = 0;
const nextPort = async () => (firstPort ? firstPort + portsTaken++ : findFreePort());

/**
 * A kept database starts each run as seeded: earlier runs' requests (with their matches) and
 * messages would otherwise pile up in the measured member's match list and conversation, and
 * the mails they queued and the API had not worded or sent when it stopped (thousands) would be
 * worded during the next run's measured windows.
 */
const forgetEarlierRuns = async (sequelize: Sequelize) => {
  const requests = `SELECT "id" FROM space_requests WHERE "title" LIKE :title`;
  const replacements = { title: `${BENCH_REQUEST_TITLE} %`, message: `${BENCH_MESSAGE} %` };
  await sequelize.transaction(async (transaction) => {
    await sequelize.query(`DELETE FROM matches WHERE "spaceRequestId" IN (${requests})`, { replacements, transaction });
    await sequelize.query(`DELETE FROM space_requests WHERE "id" IN (${requests})`, { replacements, transaction });
    await sequelize.query(`DELETE FROM messages WHERE "content" LIKE :message`, { replacements, transaction });
    await sequelize.query("DELETE FROM notification_mail_queue", { transaction });
    await sequelize.query(`DELETE FROM mail_outbox WHERE "sentAt" IS NULL`, { transaction });
  });
};

export type BenchPair = Awaited<ReturnType<typeof pickBenchPair>>;

export interface BenchStack<P = undefined> {
  api: BenchProcess;
  floor: BenchProcess;
  pair: BenchPair;
  /** What `prepare` answered. */
  prepared: P;
  /** The postmaster's process id, for PostgreSQL's CPU time. */
  postgresPid: number | null;
  /** The bench database, for the bench's own look at the background work (`settle.ts`). */
  databaseUrl: string;
  /** Starts another API on the same database with `env` added (the caller stops it). */
  startAnotherApi: (env: Record<string, string>) => Promise<BenchProcess>;
  stop: () => Promise<void>;
}

export interface BenchDatabase<P = undefined> {
  dataDir: string;
  databaseUrl: string;
  pair: BenchPair;
  prepared: P;
  postgresPid: number | null;
  stop: () => Promise<void>;
}

/** Enough for 16 API workers with their pools, the floor and the bench's own connections. */
const BENCH_MAX_CONNECTIONS = 400;

/**
 * Embedded PostgreSQL in `keptDir` (kept and reused) or a temporary folder, seeded with `volume`
 * unless it already was. `prepare` readies the data for a step before the API starts (and
 * answers what the step needs).
 */
export const startBenchDatabase = async <P = undefined>({
  keptDir,
  volume,
  log,
  prepare,
}: {
  keptDir?: string;
  volume: BenchVolume;
  log: (line: string) => void;
  prepare?: (sequelize: Sequelize, pair: BenchPair) => Promise<P>;
}): Promise<BenchDatabase<P>> => {
  if (keptDir) mkdirSync(keptDir, { recursive: true });
  const dataDir = keptDir ?? mkdtempSync(join(tmpdir(), "kindred-bench-"));
  const pg = await startBenchPostgres(dataDir, await nextPort(), BENCH_MAX_CONNECTIONS);
  const stop = async () => {
    await pg.stop();
    if (!keptDir) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await pg.ensureDatabase("bench");
    const databaseUrl = pg.url("bench");
    const sequelize = createSequelize(databaseUrl);
    const migrated = await migrateUp(sequelize);
    const [[{ members }]] = (await sequelize.query("SELECT count(*)::int AS members FROM users")) as [
      [{ members: number }],
      unknown,
    ];
    if (members === 0) {
      log(
        `Seeding ${volume.members} members, ${volume.requests} requests, ${volume.offers} offers, ` +
          `${volume.matches} matches, ${volume.matches * volume.messagesPerMatch} messages…`,
      );
      const seedMs = await seedBenchVolume(sequelize, await hash(BENCH_PASSWORD), log, volume);
      log(`Seeded in ${(seedMs / 1000).toFixed(1)} s`);
    } else {
      log(`Reusing the seeded database in ${dataDir} (${members} members)`);
      await forgetEarlierRuns(sequelize);
      // A migration that rewrote rows leaves dead versions behind until autovacuum comes by.
      if (migrated.length > 0) await sequelize.query("VACUUM ANALYZE");
    }
    const pair = await pickBenchPair(sequelize);
    const prepared = (await prepare?.(sequelize, pair)) as P;
    await sequelize.close();
    return { dataDir, databaseUrl, pair, prepared, postgresPid: pg.pid, stop };
  } catch (error) {
    await stop();
    throw error;
  }
};

/** The compiled API in its own process on the bench database; `env` adds to its environment (WEB_CONCURRENCY). */
export const startBenchApi = async (
  entry: string,
  { dataDir, databaseUrl }: { dataDir: string; databaseUrl: string },
  env: Record<string, string> = {},
): Promise<BenchProcess> => {
  // The bench measures the server, not its budgets: no limit may cap it.
  const noLimits = Object.fromEntries(Object.values(RATE_LIMITS).map(({ variable }) => [variable, "1000000"]));
  return startBenchProcess(entry, {
    port: await nextPort(),
    healthPath: "/api/health",
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: "false",
      NODE_ENV: "production",
      ...noLimits,
      ...env,
    },
  });
};

/** The bench database, then the API and the stack floor against it, each in its own process. */
export const startBenchStack = async <P = undefined>(
  options: Parameters<typeof startBenchDatabase<P>>[0],
): Promise<BenchStack<P>> => {
  const database = await startBenchDatabase(options);
  const started: BenchProcess[] = [];
  const stop = async () => {
    for (const process of started.reverse()) await process.stop();
    await database.stop();
  };
  try {
    const servers = await compileBenchServers();
    const api = await startBenchApi(servers.api, database);
    started.push(api);
    const floor = await startBenchProcess(servers.floor, {
      port: await nextPort(),
      healthPath: "/health",
      env: { DATABASE_URL: database.databaseUrl },
    });
    started.push(floor);
    const { pair, prepared, postgresPid, databaseUrl } = database;
    const startAnotherApi = (env: Record<string, string>) => startBenchApi(servers.api, database, env);
    return { api, floor, pair, prepared, postgresPid, databaseUrl, startAnotherApi, stop };
  } catch (error) {
    await stop();
    throw error;
  }
};
