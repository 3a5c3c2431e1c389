import type { RecordRow } from "./floorTargets";
import type { P95 } from "./hotPaths";

/** What the growth run compares: the hot paths' figures at 1x and at the larger scale. */
export interface ScaleFigures {
  search: P95;
  createAndMatch: P95;
  /** Share of the floor's req/s, by target name. */
  ratios: Map<string, number>;
}

/** How much worse a figure may get at the larger scale. */
export const GROWTH_LIMIT = 1.5;

const p95Value = (figure: P95) => ("p95" in figure ? figure.p95 : Number.NaN);

/**
 * Prints the growth table and records one row per figure: a latency may grow by `GROWTH_LIMIT`
 * at most, a share of the floor may shrink by as much. Throughput is compared as the share of
 * the floor measured in the same run, as absolute req/s on a shared machine say more about the
 * neighbours than about the data.
 */
export const recordGrowth = (scale: number, base: ScaleFigures, grown: ScaleFigures, record: RecordRow) => {
  const lines: Array<[string, number, number, boolean, (value: number) => string]> = [];
  const latency = (value: number) => `${value.toFixed(1)} ms`;
  const share = (value: number) => `${(value * 100).toFixed(0)}% of floor`;
  for (const [name, key] of [
    ["search p95", "search"],
    ["create + match p95", "createAndMatch"],
  ] as const) {
    const [one, big] = [p95Value(base[key]), p95Value(grown[key])];
    lines.push([name, one, big, big <= one * GROWTH_LIMIT, latency]);
  }
  for (const name of ["conversation fetch", "match list"]) {
    const [one, big] = [base.ratios.get(name) ?? Number.NaN, grown.ratios.get(name) ?? Number.NaN];
    lines.push([name, one, big, big * GROWTH_LIMIT >= one, share]);
  }
  console.log(`\nGrowth: 1x against ${scale}x`);
  console.log(`${"figure".padEnd(22)}${"1x".padStart(16)}${`${scale}x`.padStart(16)}`);
  for (const [name, one, big, , format] of lines) {
    console.log(`${name.padEnd(22)}${format(one).padStart(16)}${format(big).padStart(16)}`);
  }
  console.log("");
  for (const [name, one, big, ok, format] of lines) {
    record(`${name} at ${scale}x`, `${format(big)} (1x: ${format(one)})`, `within ${GROWTH_LIMIT}x of 1x`, ok);
  }
};
