#!/usr/bin/env node
// `npm test`: lint, typecheck, unit + API tests, web build, desktop build and harness, browser tests.
// Stops at the first failing step and ends with one "N passed, N failed" line for CI.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const bin = (name) => join(root, "node_modules/.bin", name);
const reports = mkdtempSync(join(tmpdir(), "ks-test-"));
const vitestReport = join(reports, "vitest.json");
const playwrightReport = join(reports, "playwright.json");
const harnessReport = join(reports, "desktop-harness.json");

const steps = [
  { name: "lint", cmd: bin("biome"), args: ["check", "."] },
  { name: "typecheck", cmd: "npm", args: ["run", "typecheck", "--silent"] },
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

const timings = [];
let failedStep = null;
for (const step of steps) {
  const started = Date.now();
  console.log(`\n=== ${step.name} ===`);
  const result = spawnSync(step.cmd, step.args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...step.env },
  });
  timings.push(`${step.name} ${((Date.now() - started) / 1000).toFixed(1)}s`);
  if (result.status !== 0 || step.failedInReport?.()) {
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
