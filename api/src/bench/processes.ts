import { type ChildProcess, spawn } from "node:child_process";
import { appendFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { residentBytes } from "./exportMemory";
import { waitForHealth } from "./measure";

export const repoRoot = join(import.meta.dirname, "../../..");
/** Where the bench puts the servers it compiled (ignored by git with the rest of dist/). */
const compiledDir = join(repoRoot, "dist/bench");

interface Compiler {
  compileApi: (out: string) => Promise<void>;
  compileEntry: (entry: string, outfile: string) => Promise<void>;
}
const compiler = async () => (await import(pathToFileURL(join(repoRoot, "scripts/compile-api.mjs")).href)) as Compiler;

/**
 * The servers the bench measures, compiled to JavaScript as `npm run build:prod` compiles the API:
 * production runs plain JavaScript, not TypeScript through a loader, and a loader's compiled
 * sources and source maps would count in the memory figures. Answers each one's `.js` file.
 */
export const compileBenchServers = async () => {
  const { compileApi, compileEntry } = await compiler();
  // A fresh folder: a migration renamed or removed since the last run must not linger in it.
  rmSync(compiledDir, { recursive: true, force: true });
  await compileApi(compiledDir);
  await compileEntry("api/src/bench/floorServer.ts", join(compiledDir, "floor/floorServer.js"));
  return { api: join(compiledDir, "api/src/main.js"), floor: join(compiledDir, "floor/floorServer.js") };
};

/**
 * BENCH_TRACE_GC=1: each server prints a line per garbage collection (V8's `--trace-gc`) into its
 * log (read it with BENCH_API_LOG); `verbose` adds how V8 set each full collection's limit and
 * why (`--trace-gc-verbose`: the growing factor, the live size, the new limit).
 */
const gcTrace = (setting: string | undefined): string[] => {
  if (!setting) return [];
  return setting === "verbose" ? ["--trace-gc", "--trace-gc-verbose"] : ["--trace-gc"];
};

/** A server the bench started in its own process. */
export interface BenchProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Resident memory now, in bytes (0 once it exited). */
  rssBytes: () => number;
  stop: () => Promise<void>;
}

/**
 * Starts `entry` (a compiled JavaScript file) on `port` with `env`, and waits until `healthPath`
 * answers.
 */
export const startBenchProcess = async (
  entry: string,
  { port, env, healthPath }: { port: number; env: Record<string, string>; healthPath: string },
): Promise<BenchProcess> => {
  // BENCH_CPU_PROF=<folder>: each server runs under node's CPU profiler and writes its profile
  // there when it stops (open it in Chrome's DevTools); it slows them, so figures are not judged.
  const profileDir = process.env.BENCH_CPU_PROF;
  const profile = profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawn(process.execPath, [...profile, ...gcTrace(process.env.BENCH_TRACE_GC), entry], {
    cwd: repoRoot,
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, ...env, PORT: String(port) },
  });
  // Its log is read and dropped, keeping the last lines to say why it stopped if it does;
  // BENCH_API_LOG=<file> also appends all of it there (the access lines: each request's `ms`).
  const logFile = process.env.BENCH_API_LOG;
  let lastLines: string[] = [];
  child.stdout?.on("data", (chunk: Buffer) => {
    if (logFile) appendFileSync(logFile, chunk);
    lastLines = [...lastLines, ...chunk.toString().split("\n").filter(Boolean)].slice(-20);
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((done) => child.once("exit", done));
    child.kill("SIGTERM");
    await exited;
  };
  try {
    await waitForHealth(`${baseUrl}${healthPath}`, child);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${lastLines.join("\n")}`);
  }
  return { baseUrl, child, rssBytes: () => residentBytes(child.pid) ?? 0, stop };
};

/** The highest resident memory of `server` while `work` runs, sampled every 100 ms. */
export const peakRssDuring = async <T>(server: BenchProcess, work: () => Promise<T>): Promise<[T, number]> => {
  let peak = server.rssBytes();
  const sampler = setInterval(() => {
    peak = Math.max(peak, server.rssBytes());
  }, 100);
  try {
    const result = await work();
    return [result, Math.max(peak, server.rssBytes())];
  } finally {
    clearInterval(sampler);
  }
};
