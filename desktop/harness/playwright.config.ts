import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_LAUNCH_OPTIONS, HARNESS_PG_PORT } from "../e2e/env";
import { HARNESS_ADMIN_EMAIL, HARNESS_API_PORT, HARNESS_API_URL } from "./env";

/**
 * The desktop harness: the BUILT main and preload bundles with a stand-in `electron`
 * (harness/standIn) in front of real headless Chromium, against the real API server
 * on a fresh database. Run `electron-vite build` first.
 */
const repoRoot = resolve(import.meta.dirname, "../..");
const dataDir =
  process.env.HARNESS_DATA_DIR ??
  (process.env.TEST_WORKER_INDEX === undefined ? mkdtempSync(join(tmpdir(), "kindred-harness-db-")) : "");
// Workers inherit it: journeys confirm their members' emails with the links the server writes to DATA_DIR/outbox.
process.env.HARNESS_DATA_DIR = dataDir;

export default defineConfig({
  testDir: ".",
  testMatch: "*.spec.ts",
  // Two workers, each a process of its own: an app instance swaps its worker's process.argv while it
  // starts (as Electron's own would read it), so the journeys inside one worker still run in turn.
  workers: 2,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: "list",
  outputDir: join(tmpdir(), "kindred-harness-results"),
  use: {
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  webServer: {
    command: "node scripts/start.mjs",
    cwd: repoRoot,
    env: {
      PORT: String(HARNESS_API_PORT),
      EMBEDDED_PG_PORT: String(HARNESS_PG_PORT),
      DATA_DIR: dataDir,
      SEED_DEMO: "false",
      // A throwaway database: commits do not wait for the disk.
      EMBEDDED_PG_NO_FSYNC: "true",
      ADMIN_EMAILS: HARNESS_ADMIN_EMAIL,
      // Google sign-in is offered (its start route answers); Google itself is never reached.
      GOOGLE_CLIENT_ID: "harness-client",
      GOOGLE_CLIENT_SECRET: "harness-secret",
      // The booking reminder journey waits for the next bookings sweep.
      BOOKINGS_SWEEP_SECONDS: "1",
    },
    url: `${HARNESS_API_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    stdout: "ignore",
    stderr: "pipe",
  },
});
