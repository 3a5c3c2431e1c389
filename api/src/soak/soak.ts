/**
 * `npm run soak` (not part of `npm test`): the failures of docs/operations.md, each provoked for
 * real against `npm start`'s server on an embedded PostgreSQL in a fresh folder. Prints one row
 * per scenario and a Markdown table, and exits non-zero when any write, mail or index update is
 * lost or a target is missed.
 */
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { findFreePort } from "../db/embeddedPostgres";
import { type ApiProcess, startApi } from "./apiProcess";
import { dependenciesDown } from "./dependenciesDown";
import { killApiDuringWrites } from "./killApi";
import { killPostgresUnderLoad } from "./killPostgres";
import { type ScenarioResult, soakTable } from "./report";
import { streamsUnderLoad } from "./streamsUnderLoad";

/** SOAK_PORT_BASE=N uses N (API), N+1 (PostgreSQL), N+2 and N+3 (the SMTP and search gates). */
const ports = async () => {
  const base = Number(process.env.SOAK_PORT_BASE);
  if (base > 0) return { api: base, pg: base + 1, smtpGate: base + 2, searchGate: base + 3 };
  return {
    api: await findFreePort(),
    pg: await findFreePort(),
    smtpGate: await findFreePort(),
    searchGate: await findFreePort(),
  };
};
const seconds = (variable: string, fallback: number) => Number(process.env[variable]) || fallback;

const main = async (): Promise<number> => {
  const port = await ports();
  const outageSeconds = seconds("SOAK_OUTAGE_SECONDS", 60);
  const loadSeconds = seconds("SOAK_LOAD_SECONDS", 300);
  const dataDir = mkdtempSync(join(tmpdir(), "kindred-soak-"));
  chmodSync(dataDir, 0o755); // PostgreSQL runs as its own user and must reach its folder
  const env = { EMBEDDED_PG_PORT: String(port.pg) };
  const results: ScenarioResult[] = [];
  const run = async (scenario: string, work: () => Promise<ScenarioResult | ScenarioResult[]>) => {
    console.log(`soak: ${scenario}…`);
    try {
      const done = await work();
      for (const result of Array.isArray(done) ? done : [done]) {
        results.push(result);
        console.log(`${result.ok ? "PASS" : "FAIL"}  ${result.scenario}: ${result.measured}`);
      }
    } catch (error) {
      results.push({ scenario, used: "", measured: `could not run: ${(error as Error).message}`, ok: false });
      console.log(`FAIL  ${scenario}: ${(error as Error).message}`);
    }
  };

  let api: ApiProcess | null = null;
  try {
    await run("kill -9 of the API during 200 concurrent writes", async () => {
      const killed = await killApiDuringWrites(dataDir, port.api, env);
      api = killed.api;
      return killed.result;
    });
    await run("kill -9 of PostgreSQL under load", async () => {
      api ??= await startApi(dataDir, port.api, env);
      return killPostgresUnderLoad(api, dataDir);
    });
    await (api as ApiProcess | null)?.stop();
    api = null;
    await run("SMTP and Meilisearch unreachable", () =>
      dependenciesDown(
        dataDir,
        { api: port.api, smtpGate: port.smtpGate, searchGate: port.searchGate },
        outageSeconds * 1000,
      ),
    );
    await run("event streams under write load", async () => {
      api = await startApi(dataDir, port.api, env);
      return streamsUnderLoad(api, dataDir, loadSeconds);
    });
  } finally {
    await (api as ApiProcess | null)?.stop();
    // Whatever failed above, no PostgreSQL of the soak outlives it.
    const pidFile = join(dataDir, "pg", "postmaster.pid");
    if (existsSync(pidFile)) {
      try {
        process.kill(Number.parseInt(readFileSync(pidFile, "utf8"), 10), "SIGQUIT");
      } catch {
        // Already gone.
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  }

  console.log(`\n${soakTable(results)}\n`);
  const failed = results.filter((result) => !result.ok).length;
  console.log(`soak: ${results.length - failed} passed, ${failed} failed`);
  return failed ? 1 : 0;
};

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
