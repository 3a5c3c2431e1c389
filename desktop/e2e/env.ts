import { existsSync } from "node:fs";

/** Settings shared by playwright.config.ts and the tests. `E2E_PORT` lets two runs share a machine. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 5055);

/** The server started for the tests grants this account the admin role (ADMIN_EMAILS). */
export const E2E_ADMIN_EMAIL = "admin@kindred-e2e.test";

/** Every spec that signs in as the admin uses this password, so whichever registers it first, the others can sign in. */
export const E2E_ADMIN_PASSWORD = "kindred-admin-123";

/**
 * V8 without its optimizing compilers (Turbofan, `--no-opt`; Maglev, `--no-maglev`): a test's
 * page lives seconds, so their background compiles were spent on code that rarely ran long enough
 * to gain. Six spec files (45 tests), three runs each, alternated: 168 s wall and 314 s of machine
 * CPU against 184 s and 349 s (docs/performance.md, "Test suite time"). The app's behaviour is
 * the same; its speed is measured by `npm run bench:web`, which runs its own Chromium without it.
 */
const TEST_JS_FLAGS = "--js-flags=--no-opt --no-maglev";

const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  TEST_JS_FLAGS,
];

/** Debian's full browser (package `chromium`) and its headless shell (package `chromium-headless-shell`). */
const DEBIAN_CHROMIUM = "/usr/bin/chromium";
const DEBIAN_HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * Debian's full browser, headless and quiet (no sandbox in containers, no background traffic): for
 * the one harness journey that needs Chromium's request routing to show it a server's redirect
 * (desktop/harness/socialSignIn.spec.ts), which the headless shell follows unseen.
 */
export const FULL_CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: process.env.CHROME_PATH || DEBIAN_CHROMIUM,
  args: CHROMIUM_ARGS,
};

/**
 * The tests' Chromium: the same Debian build's headless shell where it is installed (the same
 * Blink and V8 at about half the machine's CPU per new page), else the full browser; `CHROME_PATH`
 * overrides both (docs/performance.md, "Test suite time").
 */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath:
    process.env.CHROME_PATH || (existsSync(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : DEBIAN_CHROMIUM),
  args: CHROMIUM_ARGS,
};

/** The pass-through the offline journey pulls (e2e/serverSwitch.ts): beside the test server's port. */
export const E2E_SWITCH_PORT = E2E_PORT + 2;

/**
 * The embedded PostgreSQL ports of the browser tests' server and the harness's: `npm test` runs both
 * at once, so neither takes the server's default `PORT` + 1, which is the harness's API
 * (`E2E_PORT` + 1) or its offline journey's pass-through (`E2E_PORT` + 3).
 */
export const E2E_PG_PORT = E2E_PORT + 4;
export const HARNESS_PG_PORT = E2E_PORT + 5;
