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

const figures = (result: Throughput) =>
  `${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.p99} ms${result.non2xx ? `, ${result.non2xx} non-2xx` : ""}`;

/**
 * Each target right after a fresh floor run, so both see the same machine: on a shared machine
 * absolute req/s swing with the neighbours' load, the ratio much less. Returns the API's peak
 * resident memory over the runs.
 */
export const measureAgainstFloor = async (
  { api, floor, cookie, targets }: { api: BenchProcess; floor: BenchProcess; cookie: string; targets: FloorTarget[] },
  record: RecordRow,
): Promise<{ peakRss: number; ratios: Map<string, number> }> => {
  let peakRss = api.rssBytes();
  const ratios = new Map<string, number>();
  for (const { target, path, minRatio } of targets) {
    const goal = `>= ${(minRatio * 100).toFixed(0)}% of the floor's req/s, p99 < ${P99_LIMIT_MS} ms`;
    const probe = await fetch(`${api.baseUrl}${path}`, { headers: { cookie } });
    if (!probe.ok) {
      record(`${target} vs floor`, `unavailable (HTTP ${probe.status})`, goal, false);
      continue;
    }
    const base = await throughput(`${floor.baseUrl}/floor`, cookie);
    const [result, peak] = await peakRssDuring(api, () => throughput(`${api.baseUrl}${path}`, cookie));
    peakRss = Math.max(peakRss, peak);
    const ratio = result.requestsPerSecond / base.requestsPerSecond;
    ratios.set(target, ratio);
    record(
      `${target} vs floor`,
      `${(ratio * 100).toFixed(0)}% (${figures(result)}; floor ${figures(base)})`,
      goal,
      ratio >= minRatio && result.p99 < P99_LIMIT_MS && result.non2xx === 0 && base.non2xx === 0,
    );
  }
  return { peakRss, ratios };
};
