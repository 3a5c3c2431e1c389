import { once } from "node:events";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { findFreePort } from "./db/embeddedPostgres";
import { spawnMain, waitForOutput } from "./test/processes";

const dataDir = mkdtempSync(join(tmpdir(), "ks-crash-"));
chmodSync(dataDir, 0o755);

/** Whatever happens in the test, no PostgreSQL of ours outlives it. */
const stopOrphanedPostgres = () => {
  const pidFile = join(dataDir, "pg", "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, "utf8").split("\n")[0] ?? "", 10);
  try {
    process.kill(pid, "SIGQUIT");
  } catch {
    // Already gone.
  }
};
afterAll(() => {
  stopOrphanedPostgres();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("after kill -9 of the API", () => {
  it("the next start stops the orphaned PostgreSQL, says so in the log, and keeps the data", async () => {
    const env = {
      DATA_DIR: dataDir,
      PORT: String(await findFreePort()),
      EMBEDDED_PG_PORT: String(await findFreePort()),
      LOG_LEVEL: "info",
    };
    const first = spawnMain(env);
    const firstOutput = await waitForOutput(first, /demo sign-in[\s\S]*admin: /);
    expect(firstOutput).toContain("demo data:   seeded");
    first.kill("SIGKILL");
    await once(first, "exit");

    const second = spawnMain(env);
    try {
      const output = await waitForOutput(second, /demo sign-in[\s\S]*admin: /);
      expect(output).toMatch(/stopping PostgreSQL \(pid \d+\) left running by an earlier run that did not shut down/);
      expect(output).toMatch(/stopped the leftover PostgreSQL \(pid \d+\)/);
      // The seeded members are still there: nothing is seeded again.
      expect(output).not.toContain("demo data:   seeded");
      expect(output).toContain("admin@example.org");
      const health = await fetch(`http://127.0.0.1:${env.PORT}/api/ready`);
      expect(health.status).toBe(200);
      const exited = once(second, "exit");
      second.kill("SIGTERM");
      expect((await exited)[0]).toBe(0);
    } finally {
      if (second.exitCode === null) second.kill("SIGKILL");
    }
  }, 180_000);
});
