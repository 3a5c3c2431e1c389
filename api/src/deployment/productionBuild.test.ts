import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { chmodSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { findFreePort } from "../db/embeddedPostgres";
import { HEAP_GROWING_PERCENT } from "../lib/heapGrowth";
import { repoRoot } from "../paths";
import { waitForOutput } from "../test/processes";

// Outside the repository, so no node_modules of a parent folder can lend a development package.
const workDir = mkdtempSync(join(tmpdir(), "ks-prod-"));
chmodSync(workDir, 0o755);
const out = join(workDir, "server");
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

const DEVELOPMENT_ONLY = ["tsx", "typescript", "vitest", "@biomejs/biome", "esbuild", "supertest", "s3rver", "vite"];

const parentsHaveNodeModules = (folder: string): boolean => {
  const parent = dirname(folder);
  return parent !== folder && (existsSync(join(parent, "node_modules")) || parentsHaveNodeModules(parent));
};

describe("npm run build:prod", () => {
  it("builds a folder that starts with node alone against a fresh database and answers /api/ready", async () => {
    const build = spawnSync("npm", ["run", "build:prod", "--silent", "--", out], { cwd: repoRoot, encoding: "utf8" });
    expect(build.status, build.stderr).toBe(0);
    for (const name of DEVELOPMENT_ONLY) expect(existsSync(join(out, "node_modules", name)), name).toBe(false);
    expect(parentsHaveNodeModules(out)).toBe(false);

    const port = await findFreePort();
    // V8 traces how it sets each full collection's limit: the server fixes that factor at start.
    const server = spawn(process.execPath, ["--trace-gc", "--trace-gc-verbose", "api/src/main.js"], {
      cwd: out,
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        EMBEDDED_PG_PORT: String(await findFreePort()),
        DATA_DIR: join(workDir, "data"),
        SESSION_SECRET: "production-build-test-secret-0123456789",
        SEED_DEMO: "false",
        NODE_ENV: "production",
      },
    });
    try {
      const output = await waitForOutput(server, /running at/);
      expect(output).toMatch(/applied \d+ migration/);
      // Starting (migrations, the web build) fills the first limit V8 set while the modules loaded;
      // every limit set after boundHeapGrowth ran uses its factor (lib/heapGrowth.ts).
      const factors = [...output.matchAll(/\[HeapController\] Limit: .* \((\d+\.\d)\)/g)].map((match) => match[1]);
      const bounded = (1 + HEAP_GROWING_PERCENT / 100).toFixed(1);
      const afterBound = factors.slice(factors.indexOf(bounded));
      expect(factors).toContain(bounded);
      expect(afterBound).toEqual(afterBound.map(() => bounded));
      const ready = await fetch(`http://127.0.0.1:${port}/api/ready`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({ status: "ready", checks: { database: "ok", search: "ok" } });
      const page = await fetch(`http://127.0.0.1:${port}/`);
      // A visitor's home: the page the web build prerendered, with the app's root to take over.
      expect(await page.text()).toMatch(/<div id="root"[^>]*>/);
      const exited = once(server, "exit");
      server.kill("SIGTERM");
      expect((await exited)[0]).toBe(0);
    } finally {
      if (server.exitCode === null) server.kill("SIGKILL");
    }
  }, 600_000);
});
