import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_LAUNCH_OPTIONS, E2E_ADMIN_EMAIL, E2E_PG_PORT, E2E_PORT } from "./e2e/env";

const PORT = E2E_PORT;
/** Set to drive a server that is already running instead of starting one. */
const existingServer = process.env.E2E_BASE_URL;
const repoRoot = resolve(import.meta.dirname, "..");

/** A fresh data directory per run: fresh embedded PostgreSQL, no demo data. */
const dataDir =
  process.env.E2E_DATA_DIR ??
  // Workers load this file too; only the runner, which starts the server, needs the directory.
  (process.env.TEST_WORKER_INDEX === undefined ? mkdtempSync(join(tmpdir(), "kindred-e2e-")) : "");
// Workers inherit it: the password-reset journey reads the mail the server wrote to DATA_DIR/outbox.
process.env.E2E_DATA_DIR = dataDir;

/**
 * A run that names its spec files runs just those, in one project; the whole run orders the
 * pseudo-locale journey first (below). Naming it with others may let their English data reach it.
 */
const namedSpecs = process.argv.some((argument) => /\.spec\.ts(:\d+)?$/.test(argument));

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: "list",
  outputDir: join(tmpdir(), "kindred-e2e-results"),
  use: {
    baseURL: existingServer ?? `http://127.0.0.1:${PORT}`,
    ...devices["Desktop Chrome"],
    viewport: { width: 1280, height: 800 },
    trace: process.env.E2E_TRACE === "1" ? "retain-on-failure" : "off",
    // antd's open/close animations race clicks on a loaded 2-core machine; the app honours the
    // device setting by turning motion off, so the journeys run without animation races.
    reducedMotion: "reduce",
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  projects: namedSpecs
    ? [{ name: "journeys" }]
    : [
        // The pseudo-locale journey reads every list on its pages (explore, the admin's tables): in
        // a whole run it goes first, before any other journey writes members and listings. Its four
        // tests run side by side on the workers (they write accented members and listings only).
        { name: "pseudo-locale", testMatch: /pseudoLocale\.spec\.ts$/ },
        { name: "journeys", testIgnore: /pseudoLocale\.spec\.ts$/, dependencies: ["pseudo-locale"] },
      ],
  webServer: existingServer
    ? undefined
    : {
        command: "node scripts/start.mjs",
        cwd: repoRoot,
        env: {
          PORT: String(PORT),
          EMBEDDED_PG_PORT: String(E2E_PG_PORT),
          DATA_DIR: dataDir,
          SEED_DEMO: "false",
          // A throwaway database: commits do not wait for the disk.
          EMBEDDED_PG_NO_FSYNC: "true",
          // The pseudo-locale test renders the app and the server's answers in it.
          PSEUDO_LOCALE: "true",
          ADMIN_EMAILS: E2E_ADMIN_EMAIL,
          // Every spec registers its members from this one IP.
          RATE_LIMIT_REGISTRATION: "100000",
          // The live-requests journey ages a request and waits for the next sweep.
          LIVE_REQUESTS_SWEEP_SECONDS: "1",
        },
        url: `http://127.0.0.1:${PORT}/api/health`,
        reuseExistingServer: false,
        timeout: 180_000,
        gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
        stdout: "ignore",
        stderr: "pipe",
      },
});
