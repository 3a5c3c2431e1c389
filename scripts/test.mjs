#!/usr/bin/env node
// `npm test`: lint and typecheck (side by side), unit + API tests, web build, desktop build and harness, browser tests.
// Stops at the first failing step and ends with one "N passed, N failed" line for CI.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const bin = (name) => join(root, "node_modules/.bin", name);
const reports = mkdtempSync(join(tmpdir(), "ks-test-"));
const vitestReport = join(reports, "vitest.json");
const playwrightReport = join(reports, "playwright.json");
const harnessReport = join(reports, "desktop-harness.json");

/** Each workspace's `typecheck` script, cut at `&&` into commands that can run side by side. */
const typeChecks = () =>
  JSON.parse(readFileSync(join(root, "package.json"), "utf8")).workspaces.flatMap((workspace) => {
    const script = JSON.parse(readFileSync(join(root, workspace, "package.json"), "utf8")).scripts?.typecheck;
    if (!script) return [];
    return script.split("&&").map((command) => {
      const [cmd, ...args] = command.trim().split(/\s+/);
      return { cmd: bin(cmd), args, cwd: join(root, workspace), label: `${workspace}: ${command.trim()}` };
    });
  });

const steps = [
  // Lint and the type checks are single-threaded: they run side by side, two at a time.
  {
    name: "lint and typecheck",
    // The longest first, so the two lanes end together.
    parallel: [
      ...typeChecks().reverse(),
      { cmd: bin("biome"), args: ["check", "."], label: "biome check ." },
      { cmd: process.execPath, args: ["scripts/layers.mjs"], label: "import layers (scripts/layers.mjs)" },
      {
        cmd: process.execPath,
        args: ["scripts/functionStyle.mjs"],
        label: "function style (scripts/functionStyle.mjs)",
      },
    ],
  },
  {
    name: "unit and API tests",
    cmd: bin("vitest"),
    args: ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`],
    // vitest can exit 0 after failures when its close times out (a lingering handle): trust its report.
    failedInReport: () => {
      if (!existsSync(vitestReport)) return true;
      const report = JSON.parse(readFileSync(vitestReport, "utf8"));
      return report.success === false || (report.numFailedTests ?? 0) > 0 || (report.numFailedTestSuites ?? 0) > 0;
    },
  },
  { name: "web build", cmd: "npm", args: ["run", "build:web", "--silent"] },
  { name: "desktop build", cmd: "npm", args: ["run", "build:desktop", "--silent"] },
  // The built main and preload bundles with a stand-in electron in front of real Chromium (desktop/harness).
  {
    name: "desktop harness",
    cmd: bin("playwright"),
    args: ["test", "-c", "desktop/harness/playwright.config.ts", "--reporter=list,json"],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: harnessReport },
  },
  {
    name: "browser tests",
    cmd: bin("playwright"),
    args: ["test", "-c", "desktop/playwright.config.ts", "--reporter=list,json"],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
  },
];

/** Runs one command with its output held back, so side-by-side commands do not interleave. */
const runQuietly = ({ cmd, args, cwd = root, label }) =>
  new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, env: process.env });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("close", (status) => {
      console.log(`--- ${label}: ${status === 0 ? "ok" : "failed"}`);
      if (status !== 0) process.stdout.write(Buffer.concat(output));
      resolve(status);
    });
  });

/** Runs `commands` at most `limit` at a time; answers 0 when all of them passed. */
const runSideBySide = async (commands, limit = 2) => {
  const queue = [...commands];
  const statuses = [];
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) statuses.push(await runQuietly(next));
  };
  await Promise.all(Array.from({ length: limit }, lane));
  return statuses.every((status) => status === 0) ? 0 : 1;
};

const timings = [];
let failedStep = null;
for (const step of steps) {
  const started = Date.now();
  console.log(`\n=== ${step.name} ===`);
  const status = step.parallel
    ? await runSideBySide(step.parallel)
    : spawnSync(step.cmd, step.args, { cwd: root, stdio: "inherit", env: { ...process.env, ...step.env } }).status;
  timings.push(`${step.name} ${((Date.now() - started) / 1000).toFixed(1)}s`);
  if (status !== 0 || step.failedInReport?.()) {
    failedStep = step.name;
    break;
  }
}

const counts = { passed: 0, failed: 0, skipped: 0 };
if (existsSync(vitestReport)) {
  const report = JSON.parse(readFileSync(vitestReport, "utf8"));
  counts.passed += report.numPassedTests ?? 0;
  counts.failed += report.numFailedTests ?? 0;
  counts.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}
for (const report of [harnessReport, playwrightReport]) {
  if (!existsSync(report)) continue;
  const { stats } = JSON.parse(readFileSync(report, "utf8"));
  counts.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  counts.failed += stats?.unexpected ?? 0;
  counts.skipped += stats?.skipped ?? 0;
}
if (failedStep && counts.failed === 0) counts.failed = 1;

console.log(`\nSteps: ${timings.join(", ")}`);
if (failedStep) console.log(`Failed step: ${failedStep}`);
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failedStep || counts.failed > 0 ? 1 : 0);
