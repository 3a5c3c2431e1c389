import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { residentBytes } from "./exportMemory";

export const repoRoot = join(import.meta.dirname, "../../..");

/** A server the bench started in its own process. */
export interface BenchProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Resident memory now, in bytes (0 once it exited). */
  rssBytes: () => number;
  stop: () => Promise<void>;
}

const waitForHealth = async (url: string, child: ChildProcess, timeoutMs = 60_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url} exited with code ${child.exitCode} before it was healthy`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${url} did not become healthy in time`);
};

/**
 * Starts `entry` (a TypeScript file, under tsx with the API's tsconfig) on `port` with `env`, and
 * waits until `healthPath` answers.
 */
export const startBenchProcess = async (
  entry: string,
  { port, env, healthPath }: { port: number; env: Record<string, string>; healthPath: string },
): Promise<BenchProcess> => {
  const child = spawn(process.execPath, ["--import", "tsx", join(repoRoot, entry)], {
    cwd: repoRoot,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, ...env, PORT: String(port), TSX_TSCONFIG_PATH: join(repoRoot, "api/tsconfig.json") },
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
    throw error;
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
