/**
 * The web app's step of `npm run bench`: Lighthouse's mobile performance score of the built web
 * app, served by a real API process (production mode: compressed, long-cached assets) on a fresh
 * database with the demo data, for the home page and a signed-in member's messages. Prints one
 * row per page and exits non-zero when a page scores below the target.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { findFreePort } from "../db/embeddedPostgres";
import { DEMO_PASSWORD } from "../demo/seed";
import { lighthouseMedian } from "./lighthouse";
import { runBenchStep, signIn, waitForHealth } from "./measure";

const repoRoot = resolve(import.meta.dirname, "../../..");
const TARGET = 90;
/** Runs per page; the median counts. */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** A demo member with matches and conversations (resources/demo). */
const MEMBER_EMAIL = "maya.rivera@example.org";

const PAGES: Array<{ name: string; path: string; signedIn: boolean }> = [
  { name: "home, visitor", path: "/", signedIn: false },
  { name: "home, member", path: "/", signedIn: true },
  { name: "messages, member", path: "/messages", signedIn: true },
];

const main = async (): Promise<number> => {
  if (!existsSync(join(repoRoot, "desktop/dist/web/index.html"))) {
    console.log(`FAIL  Lighthouse: the web app is not built (run npm run build:web) (target >= ${TARGET})`);
    return 1;
  }
  const dataDir = mkdtempSync(join(tmpdir(), "kindred-bench-web-"));
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ["--import", "tsx", join(repoRoot, "api/src/main.ts")], {
    cwd: repoRoot,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      EMBEDDED_PG_PORT: String(await findFreePort()),
      DATA_DIR: dataDir,
      SEED_DEMO: "true",
      NODE_ENV: "production",
      TSX_TSCONFIG_PATH: join(repoRoot, "api/tsconfig.json"),
    },
  });
  let missed = 0;
  try {
    await waitForHealth(`${baseUrl}/api/health`, server);
    const member = await signIn(baseUrl, MEMBER_EMAIL, DEMO_PASSWORD);
    for (const page of PAGES) {
      const target = `Lighthouse mobile performance, ${page.name} (${page.path})`;
      const { median, scores } = await lighthouseMedian(
        `${baseUrl}${page.path}`,
        RUNS,
        page.signedIn ? member : undefined,
      );
      const ok = median.score >= TARGET;
      if (!ok) missed++;
      console.log(
        `${ok ? "PASS" : "FAIL"}  ${target}: ${median.score} (${median.metrics}; runs ${scores.join(", ")}; ` +
          `CPU ${median.cpuSlowdown}× slower, host index ${Math.round(median.benchmarkIndex)}) (target >= ${TARGET})`,
      );
    }
  } finally {
    if (server.exitCode === null) {
      server.kill("SIGTERM");
      await new Promise((done) => server.once("exit", done));
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`\nbench (web): ${PAGES.length - missed} pages met the target, ${missed} missed`);
  return missed ? 1 : 0;
};

runBenchStep(main);
