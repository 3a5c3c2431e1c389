import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { percentile } from "./measure";

/** The metrics a performance score is made of, as Lighthouse displays them. */
const METRICS = {
  FCP: "first-contentful-paint",
  LCP: "largest-contentful-paint",
  TBT: "total-blocking-time",
  CLS: "cumulative-layout-shift",
  SI: "speed-index",
} as const;

export interface LighthouseRun {
  /** The performance score, 0–100. */
  score: number;
  /** "FCP 1.2 s, LCP 2.0 s, …" */
  metrics: string;
  /** Lighthouse's measure of the host's CPU at the start of the run. */
  benchmarkIndex: number;
  /** The CPU slowdown the run simulated. */
  cpuSlowdown: number;
}

export interface LighthouseResult {
  /** The median run: one run is at the mercy of whatever else the machine is doing. */
  median: LighthouseRun;
  scores: number[];
}

/**
 * Lighthouse's CPU throttling is relative to the host: its default 4× slowdown turns a high-end
 * desktop (benchmark index 1500 and up) into the mid-tier phone it scores for. Its throttling
 * guide ("Calibrating the CPU slowdown" in
 * https://github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md) gives the multiplier
 * for slower hosts: 2× from a low-end desktop or a high-end phone (800–1500), none from a
 * mid-tier phone. A shared machine's index swings with its load, so each run is checked
 * against the index it measured (see calibratedRun).
 */
export const cpuSlowdownFor = (benchmarkIndex: number): number =>
  benchmarkIndex >= 1500 ? 4 : benchmarkIndex >= 800 ? 2 : 1;

/**
 * `BENCH_LIGHTHOUSE_REPORTS=<dir>` keeps every run's full report there (JSON, one file per run):
 * which metric lost the points, the LCP element, what blocked the render.
 */
const keepReport = (url: string, signedIn: boolean, report: string | string[]) => {
  const dir = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const page = new URL(url).pathname.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home";
  const who = signedIn ? "member" : "visitor";
  writeFileSync(join(dir, `${page}-${who}-${Date.now()}.json`), Array.isArray(report) ? report[0] : report);
};

/** The system Chromium the browser tests use (scripts/ensure-chromium.mjs). */
const chromePath = () => process.env.CHROME_PATH || "/usr/bin/chromium";

/**
 * Lighthouse's performance category with its default (mobile) settings: a mid-range phone's
 * screen, a slow 4G network and a 4× slower CPU, simulated. `cookie` signs the page's requests in.
 */
const runOnce = async (port: number, url: string, cpuSlowdown: number, cookie?: string): Promise<LighthouseRun> => {
  const result = await lighthouse(url, {
    port,
    logLevel: "error",
    onlyCategories: ["performance"],
    throttling: { cpuSlowdownMultiplier: cpuSlowdown },
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (result) keepReport(url, cookie !== undefined, result.report);
  const score = result?.lhr.categories.performance?.score;
  if (!result || score === null || score === undefined) {
    const warning = result?.lhr.runtimeError?.message ?? result?.lhr.runWarnings.join("; ");
    throw new Error(`Lighthouse gave no performance score for ${url}${warning ? `: ${warning}` : ""}`);
  }
  const metrics = Object.entries(METRICS)
    .map(([name, audit]) => `${name} ${result.lhr.audits[audit]?.displayValue ?? "?"}`)
    .join(", ");
  return {
    score: Math.round(score * 100),
    metrics,
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
    cpuSlowdown,
  };
};

/** Lighthouse asks for a second try when Chromium's trace of the load comes out broken; one is given. */
const runWithRetry = async (port: number, url: string, cpuSlowdown: number, cookie?: string) => {
  try {
    return await runOnce(port, url, cpuSlowdown, cookie);
  } catch {
    return runOnce(port, url, cpuSlowdown, cookie);
  }
};

/** A run whose CPU slowdown fits the host index it measured; run once more when the guess did not fit. */
const calibratedRun = async (port: number, url: string, guess: number, cookie?: string) => {
  const run = await runWithRetry(port, url, guess, cookie);
  const fitting = cpuSlowdownFor(run.benchmarkIndex);
  return fitting === guess ? run : runWithRetry(port, url, fitting, cookie);
};

/**
 * `runs` Lighthouse runs of one page in a fresh headless Chromium; the median by score. A first,
 * uncounted run warms the server and gives the first guess of the CPU slowdown.
 */
export const lighthouseMedian = async (url: string, runs: number, cookie?: string): Promise<LighthouseResult> => {
  const chrome = await launch({
    chromePath: chromePath(),
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run"],
  });
  try {
    const warmUp = await runWithRetry(chrome.port, url, 4, cookie);
    const results: LighthouseRun[] = [];
    for (let run = 0; run < runs; run++) {
      const guess = results.at(-1)?.cpuSlowdown ?? cpuSlowdownFor(warmUp.benchmarkIndex);
      results.push(await calibratedRun(chrome.port, url, guess, cookie));
    }
    const scores = results.map((run) => run.score);
    const medianScore = percentile(scores, 50);
    return { median: results.find((run) => run.score === medianScore) ?? results[0], scores };
  } finally {
    chrome.kill();
  }
};
