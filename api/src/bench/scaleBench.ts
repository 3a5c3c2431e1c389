/**
 * `npm run bench:scale`: the hot reads at 1, 2 and 4 API workers (WEB_CONCURRENCY) on the bench
 * data, each against the compiled API on one embedded PostgreSQL: requests per second, p99, the
 * CPU per request of the API and of PostgreSQL, and the load generator's own CPU, so a saturated
 * generator (one core: autocannon runs in this process) is visible rather than read as the
 * server's ceiling. Prints a table; it judges nothing, as the gain depends on the cores.
 *
 * BENCH_SCALE_WORKERS ("1,2,4"), BENCH_SCALE_SECONDS (10 per cell), BENCH_SCALE_CONNECTIONS
 * (32), BENCH_SCALE_READS (some of "match list,conversation,offer detail,search,explore"),
 * BENCH_DATA_DIR (keep the seeded database) and BENCH_PORT change it.
 */
import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import autocannon from "autocannon";
import { type CpuSpent, cpuDuring, cpuPerRequest } from "./cpu";
import { explorePaths, searchPaths } from "./cpuPerRequest";
import { prepareExploreVolume } from "./exploreBench";
import { runBenchStep, signIn } from "./measure";
import { compileBenchServers } from "./processes";
import { BENCH_PASSWORD, startBenchApi, startBenchDatabase } from "./stack";
import { BENCH_VOLUME } from "./volume";

const listOf = (value: string | undefined, fallback: number[]) =>
  value
    ? value
        .split(",")
        .map((part) => Number(part.trim()))
        .filter((count) => Number.isInteger(count) && count > 0)
    : fallback;

const WORKER_COUNTS = listOf(process.env.BENCH_SCALE_WORKERS, [1, 2, 4]);
const SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_SCALE_CONNECTIONS ?? 32);
const WARM_UP_SECONDS = 2;
const READS = process.env.BENCH_SCALE_READS?.split(",").map((read) => read.trim());

interface Cell {
  read: string;
  workers: number;
  requestsPerSecond: number;
  p99: number;
  non2xx: number;
  requests: number;
  cpu: CpuSpent;
}

/** Every connection cycles through `paths` (one path: the same read again and again). */
const load = (baseUrl: string, paths: string[], cookie: string, seconds: number) =>
  autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    pipelining: 1,
    duration: seconds,
    headers: { cookie },
    requests: paths.map((path) => ({ method: "GET" as const, path })),
  });

/** /api/health answers once one worker listens; the count the primary tells them says when all do. */
const allWorkersListening = async (baseUrl: string, workers: number) => {
  for (let tries = 0; tries < 600; tries++) {
    const ready = (await (await fetch(`${baseUrl}/api/ready`)).json()) as { details?: { workers?: number } };
    if (ready.details?.workers === workers) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`${workers} workers did not all start in a minute`);
};

const pad = (value: string, width: number) => value.padStart(width);

const printTable = (cells: Cell[]) => {
  const header = [
    "read".padEnd(16),
    pad("workers", 8),
    pad("req/s", 9),
    pad("p99 ms", 8),
    pad("API ms/req", 11),
    pad("PG ms/req", 10),
    pad("API cores", 10),
    pad("PG cores", 9),
    pad("generator", 10),
  ].join("");
  console.log(`\n${header}`);
  for (const cell of cells) {
    const { api, postgres } = cpuPerRequest(cell.cpu, cell.requests);
    const cores = (ms: number) => (ms / cell.cpu.wallMs).toFixed(2);
    const generator = cell.cpu.generatorMs / cell.cpu.wallMs;
    console.log(
      [
        cell.read.padEnd(16),
        pad(String(cell.workers), 8),
        pad(cell.requestsPerSecond.toFixed(0), 9),
        pad(String(cell.p99), 8),
        pad(api.toFixed(2), 11),
        pad(postgres.toFixed(2), 10),
        pad(cores(cell.cpu.apiMs), 10),
        pad(cores(cell.cpu.postgresMs), 9),
        pad(`${(generator * 100).toFixed(0)}%${generator > 0.9 ? " SAT" : ""}`, 10),
      ].join("") + (cell.non2xx ? `  (${cell.non2xx} non-2xx)` : ""),
    );
  }
  console.log("\nSpeed-up against 1 worker:");
  for (const read of new Set(cells.map((cell) => cell.read))) {
    const row = cells.filter((cell) => cell.read === read);
    const one = row.find((cell) => cell.workers === WORKER_COUNTS[0])?.requestsPerSecond ?? Number.NaN;
    console.log(
      `  ${read.padEnd(16)}${row.map((cell) => `${cell.workers}: ×${(cell.requestsPerSecond / one).toFixed(2)}`).join("   ")}`,
    );
  }
  console.log(
    "\nAPI/PG cores: CPU time over the window ÷ wall time. generator: this process's CPU as a share of one " +
      "core; SAT (over 90%) means the load generator, not the server, set the req/s.",
  );
};

const main = async () => {
  const log = (line: string) => console.log(line);
  const keptDir = process.env.BENCH_DATA_DIR ? resolve(process.env.BENCH_DATA_DIR) : undefined;
  const database = await startBenchDatabase({ keptDir, volume: BENCH_VOLUME, log, prepare: prepareExploreVolume });
  const cells: Cell[] = [];
  try {
    const servers = await compileBenchServers();
    const { pair } = database;
    // Search and explore cycle through the bench's mixes of terms and filter combinations.
    const reads = [
      { read: "match list", paths: [`/api/matches/user/${pair.seekerId}`] },
      { read: "conversation", paths: [`/api/matches/${pair.matchId}/conversation`] },
      { read: "offer detail", paths: [`/api/space-offers/${pair.offerId}`] },
      { read: "search", paths: searchPaths() },
      { read: "explore", paths: explorePaths(database.prepared) },
    ].filter(({ read }) => !READS || READS.includes(read));
    console.log(
      `bench:scale on ${availableParallelism()} cores: workers ${WORKER_COUNTS.join(", ")}; ` +
        `${CONNECTIONS} connections, ${SECONDS} s per cell after ${WARM_UP_SECONDS} s of warm-up`,
    );
    for (const workers of WORKER_COUNTS) {
      const api = await startBenchApi(servers.api, database, { WEB_CONCURRENCY: String(workers) });
      try {
        await allWorkersListening(api.baseUrl, workers);
        const cookie = await signIn(api.baseUrl, pair.seekerEmail, BENCH_PASSWORD);
        for (const { read, paths } of reads) {
          for (const path of paths) {
            const probe = await fetch(`${api.baseUrl}${path}`, { headers: { cookie } });
            if (!probe.ok) throw new Error(`${read} (${path}) answered HTTP ${probe.status}`);
          }
          await load(api.baseUrl, paths, cookie, WARM_UP_SECONDS);
          const pid = api.child.pid ?? 0;
          const [result, cpu] = await cpuDuring({ api: pid, postgres: database.postgresPid }, () =>
            load(api.baseUrl, paths, cookie, SECONDS),
          );
          const cell = {
            read,
            workers,
            requestsPerSecond: result.requests.average,
            p99: result.latency.p99,
            non2xx: result.non2xx,
            requests: result.requests.total,
            cpu,
          };
          cells.push(cell);
          console.log(
            `  ${workers} worker(s), ${read}: ${cell.requestsPerSecond.toFixed(0)} req/s, p99 ${cell.p99} ms`,
          );
        }
      } finally {
        await api.stop();
      }
    }
  } finally {
    await database.stop();
  }
  printTable(cells);
  return 0;
};

runBenchStep(main);
