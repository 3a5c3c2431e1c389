import { type CpuSpent, cpuDuring, formatCpuPerRequest } from "./cpu";
import { type Throughput, throughput } from "./measure";
import { type BenchProcess, peakRssDuring } from "./processes";

export type RecordRow = (target: string, measured: string, goal: string, ok: boolean) => void;

/** A hot read judged against the stack floor: its req/s must reach `minRatio` of the floor's. */
export interface FloorTarget {
  target: string;
  path: string;
  minRatio: number;
}

export const P99_LIMIT_MS = 50;
const ROUNDS = 3;
const ROUND_SECONDS = 4;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Process ids whose CPU a request is charged with: the API's tree and PostgreSQL's. */
export interface CpuPids {
  api: number;
  postgres: number | null;
}

const addSpent = (total: CpuSpent, spent: CpuSpent): CpuSpent => ({
  apiMs: total.apiMs + spent.apiMs,
  postgresMs: total.postgresMs + spent.postgresMs,
  generatorMs: total.generatorMs + spent.generatorMs,
  wallMs: total.wallMs + spent.wallMs,
});
const NO_CPU: CpuSpent = { apiMs: 0, postgresMs: 0, generatorMs: 0, wallMs: 0 };

/**
 * The floor and the route in turns (both warmed up first), `ROUNDS` times: a neighbour's burst
 * then hits both about equally. Requests per second are averaged over the rounds; the p99 is the
 * median round's. The CPU the API and PostgreSQL spend is summed over the route's rounds.
 */
const alternate = async (floorUrl: string, routeUrl: string, cookie: string, pids: CpuPids) => {
  await throughput(floorUrl, cookie, 2, 0);
  await throughput(routeUrl, cookie, 2, 0);
  const floors: Throughput[] = [];
  const routes: Throughput[] = [];
  let cpu = NO_CPU;
  for (let round = 0; round < ROUNDS; round++) {
    floors.push(await throughput(floorUrl, cookie, ROUND_SECONDS, 0));
    const [route, spent] = await cpuDuring(pids, () => throughput(routeUrl, cookie, ROUND_SECONDS, 0));
    routes.push(route);
    cpu = addSpent(cpu, spent);
  }
  const combine = (runs: Throughput[]): Throughput => ({
    requestsPerSecond: runs.reduce((sum, run) => sum + run.requestsPerSecond, 0) / runs.length,
    p99: median(runs.map((run) => run.p99)),
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
    requests: runs.reduce((sum, run) => sum + run.requests, 0),
  });
  return { base: combine(floors), result: combine(routes), cpu };
};

const figures = (result: Throughput) =>
  `${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.p99} ms${result.non2xx ? `, ${result.non2xx} non-2xx` : ""}`;

/**
 * Each target in turns with the floor, so both see the same machine: on a shared machine
 * absolute req/s swing with the neighbours' load, the ratio much less. Returns each ratio and
 * the API's peak resident memory over the runs.
 */
export const measureAgainstFloor = async (
  {
    api,
    floor,
    cookie,
    targets,
    postgresPid,
  }: { api: BenchProcess; floor: BenchProcess; cookie: string; targets: FloorTarget[]; postgresPid: number | null },
  record: RecordRow,
): Promise<{ peakRss: number; ratios: Map<string, number> }> => {
  let peakRss = api.rssBytes();
  // A target left out (unavailable) has no ratio: a growth comparison then fails for want of one.
  const ratios = new Map<string, number>();
  for (const { target, path, minRatio } of targets) {
    const goal = `>= ${(minRatio * 100).toFixed(0)}% of the floor's req/s, p99 < ${P99_LIMIT_MS} ms`;
    const probe = await fetch(`${api.baseUrl}${path}`, { headers: { cookie } });
    if (!probe.ok) {
      record(`${target} vs floor`, `unavailable (HTTP ${probe.status})`, goal, false);
      continue;
    }
    const pids = { api: api.child.pid ?? 0, postgres: postgresPid };
    const [{ base, result, cpu }, peak] = await peakRssDuring(api, () =>
      alternate(`${floor.baseUrl}/floor`, `${api.baseUrl}${path}`, cookie, pids),
    );
    peakRss = Math.max(peakRss, peak);
    const ratio = result.requestsPerSecond / base.requestsPerSecond;
    ratios.set(target, ratio);
    record(
      `${target} vs floor`,
      `${(ratio * 100).toFixed(0)}% (${figures(result)}; floor ${figures(base)})`,
      goal,
      ratio >= minRatio && result.p99 < P99_LIMIT_MS && result.non2xx === 0 && base.non2xx === 0,
    );
    console.log(`      ${target} ${formatCpuPerRequest(cpu, result.requests)}`);
  }
  return { peakRss, ratios };
};
