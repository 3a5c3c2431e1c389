/**
 * `npm run bench`: the performance targets of docs/performance.md, measured against a real API
 * process on a fresh embedded PostgreSQL filled with the bench volume, and again at a larger
 * scale (the growth run). Prints one row per target and exits non-zero when one is missed or
 * cannot be measured.
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Sequelize } from "sequelize-typescript";
import { bookingsStep, prepareBookingsVolume } from "./bookingsBench";
import { cpuDuring, formatCpuPerRequest } from "./cpu";
import { describeCpu, explorePaths, measureCpuPerRequest, searchPaths } from "./cpuPerRequest";
import { exploreStep, prepareExploreVolume } from "./exploreBench";
import { csvExportMemory, promoteBenchAdmin, residentBytes } from "./exportMemory";
import { type CpuPids, type FloorTarget, measureAgainstFloor, type RecordRow } from "./floorTargets";
import { recordGrowth, type ScaleFigures } from "./growth";
import { createAndMatchP95, createRequest, inFlightP95, type P95, searchHitRates, searchP95 } from "./hotPaths";
import { initialJsGzipBytes, openEventStream, percentile, postJson, runBenchStep, signIn } from "./measure";
import { repoRoot } from "./processes";
import { settleBackgroundWork } from "./settle";
import { BENCH_MESSAGE, BENCH_PASSWORD, type BenchPair, type BenchStack, startBenchStack } from "./stack";
import { eventStreamMemory } from "./streamMemory";
import { BENCH_VOLUME, scaledVolume } from "./volume";

interface Row {
  target: string;
  measured: string;
  goal: string;
  ok: boolean;
}
const rows: Row[] = [];
const record: RecordRow = (target, measured, goal, ok) => {
  rows.push({ target, measured, goal, ok });
  console.log(`${ok ? "PASS" : "FAIL"}  ${target}: ${measured} (target ${goal})`);
};
const ms = (value: number) => `${value.toFixed(1)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const recordP95 = (target: string, figure: P95, limitMs: number) => {
  if ("status" in figure) record(target, `unavailable (HTTP ${figure.status})`, `< ${limitMs} ms`, false);
  else record(target, ms(figure.p95), `< ${limitMs} ms`, figure.p95 < limitMs);
};

const floorTargets = (pair: BenchPair): FloorTarget[] => [
  { target: "conversation fetch", path: `/api/matches/${pair.matchId}/conversation`, minRatio: 0.5 },
  { target: "match list", path: `/api/matches/user/${pair.seekerId}`, minRatio: 0.5 },
  { target: "offer detail", path: `/api/space-offers/${pair.offerId}`, minRatio: 0.6 },
];

/** Runs `work` and prints the CPU per request it cost the API and PostgreSQL (`requests` of them). */
const withCpu = async <T>(label: string, pids: CpuPids, requests: (result: T) => number, work: () => Promise<T>) => {
  const [result, spent] = await cpuDuring(pids, work);
  console.log(`      ${label} ${formatCpuPerRequest(spent, requests(result))}`);
  return result;
};

/** Writes at 8 in flight: a message post and a listing create (with matching), each p95 < 50 ms. */
const measureConcurrentWrites = async ({ api, pair }: BenchStack<unknown>, seeker: string, pids: CpuPids) => {
  const IN_FLIGHT = 8;
  const messages = await withCpu(
    "message post (8 in flight)",
    pids,
    () => 200,
    () =>
      inFlightP95(200, IN_FLIGHT, (i) =>
        postJson(`${api.baseUrl}/api/matches/${pair.matchId}/messages`, seeker, {
          content: `${BENCH_MESSAGE} in flight ${i}`,
        }),
      ),
  );
  recordP95("message post p95 at 8 in flight", messages, 50);
  const creates = await withCpu(
    "listing create + match (8 in flight)",
    pids,
    () => 100,
    () => inFlightP95(100, IN_FLIGHT, (i) => createRequest(api.baseUrl, seeker, pair.seekerEmail, 1000 + i)),
  );
  recordP95("create + match a listing p95 at 8 in flight", creates, 50);
};

/**
 * Waits for the background work the writes left (their mails, search's outbox, autovacuum) before
 * the next measured window, and logs what it waited for: that work shares the API's process and
 * PostgreSQL with the reads, and its CPU would be charged to them.
 */
const settle = async (stack: BenchStack<unknown>, pids: CpuPids) => {
  for (const line of await settleBackgroundWork(stack.databaseUrl, pids)) console.log(`      ${line}`);
};

/**
 * Runs `measure` against a second API that keeps no answers (`KEPT_ANSWERS_MB=0`) on the same
 * database, signed in as the seeker, with its pids; stops it after.
 */
const onBuilderApi = async (
  stack: BenchStack<unknown>,
  measure: (builder: { baseUrl: string; cookie: string; pids: CpuPids }) => Promise<void>,
) => {
  const builder = await stack.startAnotherApi({ KEPT_ANSWERS_MB: "0" });
  try {
    const cookie = await signIn(builder.baseUrl, stack.pair.seekerEmail, BENCH_PASSWORD);
    await measure({
      baseUrl: builder.baseUrl,
      cookie,
      pids: { api: builder.child.pid ?? 0, postgres: stack.postgresPid },
    });
  } finally {
    await builder.stop();
  }
};

/**
 * The CPU line of a mix (search's or explore's) as measured, then the same mix on a second API
 * that keeps no answers (`onBuilderApi`): the mix repeats its calls, so the first line is mostly
 * kept answers, and the second says what building each one costs.
 */
const describeKeptAndBuilt = async (
  stack: BenchStack<unknown>,
  label: string,
  paths: string[],
  { cookie, pids }: { cookie: string; pids: CpuPids },
) => {
  console.log(
    `      ${describeCpu(`${label} (answers kept)`, await measureCpuPerRequest(stack.api.baseUrl, cookie, paths, pids))}`,
  );
  await onBuilderApi(stack, async (builder) => {
    const figure = await measureCpuPerRequest(builder.baseUrl, builder.cookie, paths, builder.pids);
    console.log(`      ${describeCpu(`${label} (every answer built)`, figure)}`);
  });
};

/**
 * Search, creating a listing and the hot reads against the floor, on one stack. `judge` records
 * targets; the growth run passes a plain log instead, as it is judged against the 1x figures.
 */
const measureHotPaths = async (stack: BenchStack<unknown>, scale: number, judge: RecordRow) => {
  const { api, floor, pair, postgresPid } = stack;
  const pids = { api: api.child.pid ?? 0, postgres: postgresPid };
  const seeker = await signIn(api.baseUrl, pair.seekerEmail, BENCH_PASSWORD);
  // The warm-up pass (9 searches) counts too: they are searches like the rest.
  const search = await withCpu(
    "search",
    pids,
    () => 119,
    () => searchP95(api.baseUrl, seeker),
  );
  recordP95(`search p95 at ${scale}x`, search, 30);
  const rates = await searchHitRates(api.baseUrl, seeker);
  const percent = (rate: number) => `${(rate * 100).toFixed(0)}%`;
  console.log(`      search hit rates at ${scale}x: typos ${percent(rates.typo)}, prefixes ${percent(rates.prefix)}`);
  const createAndMatch = await withCpu(
    "create + match",
    pids,
    () => 100,
    () => createAndMatchP95(api.baseUrl, seeker, pair.seekerEmail),
  );
  if (scale === 1) recordP95("create + match a listing p95", createAndMatch, 50);
  if (scale === 1) await measureConcurrentWrites(stack, seeker, pids);
  await settle(stack, pids);
  await describeKeptAndBuilt(stack, "search", searchPaths(), { cookie: seeker, pids });
  const targets = floorTargets(pair).filter((target) => scale === 1 || target.target !== "offer detail");
  const { peakRss, ratios } = await measureAgainstFloor({ api, floor, cookie: seeker, targets, postgresPid }, judge);
  return { seeker, peakRss, figures: { search, createAndMatch, ratios } satisfies ScaleFigures };
};

/**
 * The 1x run's extra data: an admin for the exports, access lists and listings to sort explore by,
 * and a calendar host of its own with 50 spaces and 5,000 booked dates.
 */
const prepareBase = async (sequelize: Sequelize, pair: BenchPair) => ({
  adminEmail: await promoteBenchAdmin(sequelize, pair),
  exploreAgainst: await prepareExploreVolume(sequelize, pair),
  bookings: await prepareBookingsVolume(sequelize, pair),
});

/** A message posted by the seeker, timed until it arrives on the host's open event stream (100 of them). */
const measureDelivery = async ({ api, pair }: BenchStack<unknown>, seeker: string, host: string) => {
  try {
    const stream = await openEventStream(api.baseUrl, host);
    const delivery: number[] = [];
    for (let i = 0; i < 100; i++) {
      const arrived = stream.nextMessage();
      const started = performance.now();
      const sent = await fetch(`${api.baseUrl}/api/matches/${pair.matchId}/messages`, {
        method: "POST",
        headers: { cookie: seeker, "content-type": "application/json" },
        body: JSON.stringify({ content: `${BENCH_MESSAGE} ${i}` }),
      });
      if (!sent.ok) throw new Error(`send failed: HTTP ${sent.status}`);
      await Promise.race([
        arrived,
        new Promise((_, fail) => setTimeout(() => fail(new Error("no event in 2 s")), 2000)),
      ]);
      delivery.push(performance.now() - started);
    }
    stream.close();
    const p95 = percentile(delivery, 95);
    record("message delivered to the open stream p95", ms(p95), "< 150 ms", p95 < 150);
  } catch (error) {
    record("message delivered to the open stream p95", `unavailable (${(error as Error).message})`, "< 150 ms", false);
  }
};

/**
 * The 1x run: every target, then message delivery, what open event streams cost, explore, and
 * last the CSV export (so nothing else is measured on a server that has streamed a large file).
 */
const measureBase = async (stack: BenchStack<Awaited<ReturnType<typeof prepareBase>>>): Promise<ScaleFigures> => {
  const { api, pair } = stack;
  const { seeker, peakRss, figures } = await measureHotPaths(stack, 1, record);
  record("API RSS under the throughput runs", mb(peakRss), "< 300 MB", peakRss < 300 * 1024 * 1024);
  const host = await signIn(api.baseUrl, pair.hostEmail, BENCH_PASSWORD);
  await measureDelivery(stack, seeker, host);
  const streamsAdd = await eventStreamMemory(api, host, 500);
  record("500 open event streams add", mb(streamsAdd), "< 50 MB", streamsAdd < 50 * 1024 * 1024);

  const { adminEmail, exploreAgainst, bookings } = stack.prepared;
  const pids = { api: api.child.pid ?? 0, postgres: stack.postgresPid };
  await exploreStep(api.baseUrl, { seeker, host }, exploreAgainst, record);
  await describeKeptAndBuilt(stack, "explore", explorePaths(exploreAgainst), { cookie: seeker, pids });
  await bookingsStep(api.baseUrl, bookings, BENCH_PASSWORD, record);
  const exported = await csvExportMemory({
    baseUrl: api.baseUrl,
    adminEmail,
    password: BENCH_PASSWORD,
    rssBytes: () => residentBytes(api.child.pid),
  });
  record(exported.target, exported.measured, exported.goal, exported.ok);
  return figures;
};

/**
 * BENCH_ONLY=search,explore,writes,reads: only those steps on the 1x database (search p95 and explore
 * p95, each with its CPU per request under load; writes: the 100 creations one at a time, both
 * writes at 8 in flight and message delivery; reads: the three hot reads against the floor with
 * their CPU lines), no growth run and no web app row; a change to one costs a few minutes to
 * measure instead of the whole bench. `writes,reads` runs the reads where the full run does: after
 * the writes at 8 in flight, before message delivery.
 */
const ONLY_STEPS = ["search", "explore", "writes", "reads"] as const;
const only = (process.env.BENCH_ONLY ?? "")
  .split(",")
  .map((step) => step.trim())
  .filter(Boolean);
const unknownStep = only.find((step) => !(ONLY_STEPS as readonly string[]).includes(step));
if (unknownStep) throw new Error(`BENCH_ONLY: unknown step ${unknownStep} (known: ${ONLY_STEPS.join(", ")})`);

/**
 * BENCH_CPU_EACH: each call of a mix alone, under the same load, with its CPU line, on a second API
 * that keeps no answers (`onBuilderApi`): what building each call costs.
 */
const describeEach = (stack: BenchStack<unknown>, paths: string[]) =>
  onBuilderApi(stack, async (builder) => {
    for (const path of paths) {
      const figure = await measureCpuPerRequest(builder.baseUrl, builder.cookie, [path], builder.pids);
      console.log(`      ${describeCpu(path, figure)}`);
    }
  });

/** The BENCH_ONLY run: the chosen steps, judged as in the full run. */
const measureOnly = async (stack: BenchStack<Awaited<ReturnType<typeof prepareBase>>>) => {
  const { api, floor, pair } = stack;
  const pids = { api: api.child.pid ?? 0, postgres: stack.postgresPid };
  const seeker = await signIn(api.baseUrl, pair.seekerEmail, BENCH_PASSWORD);
  if (only.includes("search")) {
    const search = await withCpu(
      "search",
      pids,
      () => 119,
      () => searchP95(api.baseUrl, seeker),
    );
    recordP95("search p95 at 1x", search, 30);
    await describeKeptAndBuilt(stack, "search", searchPaths(), { cookie: seeker, pids });
    if (process.env.BENCH_CPU_EACH) await describeEach(stack, searchPaths());
  }
  if (only.includes("explore")) {
    const host = await signIn(api.baseUrl, pair.hostEmail, BENCH_PASSWORD);
    const against = stack.prepared.exploreAgainst;
    await exploreStep(api.baseUrl, { seeker, host }, against, record);
    await describeKeptAndBuilt(stack, "explore", explorePaths(against), { cookie: seeker, pids });
    if (process.env.BENCH_CPU_EACH) await describeEach(stack, explorePaths(against));
  }
  if (only.includes("writes")) {
    // As in the full run: 100 creations one at a time (their "New match" mails still being
    // worded), then both writes at 8 in flight, then message delivery to an open stream.
    const createAndMatch = await withCpu(
      "create + match",
      pids,
      () => 100,
      () => createAndMatchP95(api.baseUrl, seeker, pair.seekerEmail),
    );
    recordP95("create + match a listing p95", createAndMatch, 50);
    await measureConcurrentWrites(stack, seeker, pids);
  }
  if (only.includes("reads")) {
    await settle(stack, pids);
    await measureAgainstFloor(
      { api, floor, cookie: seeker, targets: floorTargets(pair), postgresPid: stack.postgresPid },
      record,
    );
  }
  if (only.includes("writes")) {
    await measureDelivery(stack, seeker, await signIn(api.baseUrl, pair.hostEmail, BENCH_PASSWORD));
  }
};

const log = (line: string) => console.log(line);
const note: RecordRow = (target, measured) => console.log(`      ${target}: ${measured}`);

/** Runs `measure` on a started stack and always stops it. */
const onStack = async <T, P = undefined>(
  options: Parameters<typeof startBenchStack<P>>[0],
  measure: (stack: BenchStack<P>) => Promise<T>,
) => {
  const stack = await startBenchStack(options);
  try {
    return await measure(stack);
  } finally {
    await stack.stop();
  }
};

const main = async () => {
  // BENCH_DATA_DIR keeps the seeded databases between runs (seeding takes minutes; 10x, far more).
  const keptDir = process.env.BENCH_DATA_DIR ? resolve(process.env.BENCH_DATA_DIR) : undefined;
  // BENCH_GROWTH_SCALE: the growth run's multiple of the bench volume (10; 0 leaves it out).
  const scale = Number(process.env.BENCH_GROWTH_SCALE ?? 10);
  if (only.length > 0) {
    await onStack({ keptDir, volume: BENCH_VOLUME, log, prepare: prepareBase }, measureOnly);
    const missedOnly = rows.filter((row) => !row.ok).length;
    console.log(`\nbench (${only.join(", ")} only): ${rows.length - missedOnly} targets met, ${missedOnly} missed`);
    return missedOnly ? 1 : 0;
  }
  const base = await onStack({ keptDir, volume: BENCH_VOLUME, log, prepare: prepareBase }, measureBase);
  if (scale > 1) {
    console.log(`\nGrowth run at ${scale}x the bench volume`);
    const grown = await onStack(
      { keptDir: keptDir && join(keptDir, `growth-${scale}x`), volume: scaledVolume(scale), log },
      async (stack) => (await measureHotPaths(stack, scale, note)).figures,
    );
    recordGrowth(scale, base, grown, record);
  }

  const webDir = join(repoRoot, "desktop/dist/web");
  if (existsSync(join(webDir, "index.html"))) {
    const { bytes } = initialJsGzipBytes(webDir);
    record("web app initial JS (gzip)", `${(bytes / 1024).toFixed(1)} KiB`, "< 300 KB", bytes < 300_000);
  } else record("web app initial JS (gzip)", "not built (run npm run build:web)", "< 300 KB", false);

  const missed = rows.filter((row) => !row.ok).length;
  console.log(`\nbench: ${rows.length - missed} targets met, ${missed} missed`);
  return missed ? 1 : 0;
};

runBenchStep(main);
