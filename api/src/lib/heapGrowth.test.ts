import { spawnSync } from "node:child_process";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { HEAP_GROWING_PERCENT } from "./heapGrowth";

const apiDir = resolve(fileURLToPath(new URL(".", import.meta.url)), "../..");

/**
 * A child process that allocates as a busy server does (a live set kept, much short-lived
 * garbage) for a second, with V8 tracing how it sets each full collection's limit; answers the
 * factor of every limit set after `boundHeapGrowth` ran (or would have).
 */
const limitFactors = (bound: boolean): number[] => {
  const script = `
    const { boundHeapGrowth } = await import("./src/lib/heapGrowth.ts");
    if (${bound}) boundHeapGrowth();
    console.log("ALLOCATING");
    const live = Array.from({ length: 300000 }, (_, i) => ({ i, text: "kept " + i }));
    let garbage = [];
    const until = Date.now() + 1000;
    while (Date.now() < until) {
      for (let i = 0; i < 10000; i++) garbage.push({ i, pair: [i, i + 1] });
      if (garbage.length > 200000) garbage = [];
    }
    console.log("KEPT", live.length);`;
  const result = spawnSync(
    process.execPath,
    ["--trace-gc", "--trace-gc-verbose", "--import", "tsx", "--input-type=module", "-e", script],
    {
      cwd: apiDir,
      env: { PATH: process.env.PATH, TSX_TSCONFIG_PATH: join(apiDir, "tsconfig.json") },
      encoding: "utf8",
      timeout: 30_000,
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  expect(result.status, result.stderr).toBe(0);
  const afterStart = result.stdout.slice(result.stdout.indexOf("ALLOCATING"));
  return [...afterStart.matchAll(/\[HeapController\] Limit: .* \((\d+\.\d)\)/g)].map((match) => Number(match[1]));
};

describe("boundHeapGrowth", () => {
  it("sets every later collection's limit at the fixed factor, where V8 alone goes up to 4", () => {
    const alone = limitFactors(false);
    expect(alone.length).toBeGreaterThan(0);
    expect(Math.max(...alone)).toBeGreaterThan(1 + HEAP_GROWING_PERCENT / 100);

    const bound = limitFactors(true);
    expect(bound.length).toBeGreaterThan(0);
    expect(new Set(bound)).toEqual(new Set([1 + HEAP_GROWING_PERCENT / 100]));
  });
});
