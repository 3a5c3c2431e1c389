#!/usr/bin/env node
// `npm run bench`: builds the web app if needed, then runs the bench steps under tsx with the
// API's tsconfig (legacy decorators for the models). Exits non-zero when a step missed a target.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
// BENCH_ONLY (e.g. search,explore) runs only those server steps: no web build, no Lighthouse.
const only = Boolean(process.env.BENCH_ONLY);
if (!only && !existsSync(join(root, "desktop/dist/web/index.html"))) {
  spawnSync("npm", ["run", "build:web", "--silent"], { cwd: root, stdio: "inherit" });
}
// The server targets (bench.ts), then the web app's Lighthouse scores (webBench.ts); both always run.
const scripts = only ? ["api/src/bench/bench.ts"] : ["api/src/bench/bench.ts", "api/src/bench/webBench.ts"];
const steps = scripts.map(
  (script) =>
    spawnSync(process.execPath, ["--import", "tsx", join(root, script)], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, TSX_TSCONFIG_PATH: join(root, "api/tsconfig.json") },
    }).status,
);
process.exit(steps.every((status) => status === 0) ? 0 : 1);
