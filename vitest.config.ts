import { defineConfig } from "vitest/config";

// One vitest run over every workspace; each keeps its own config beside its code.
export default defineConfig({
  test: {
    projects: [
      "contract/vitest.config.ts",
      "api/vitest.config.ts",
      "desktop/vitest.renderer.config.ts",
      "desktop/vitest.main.config.ts",
      // The repository's own checks (scripts/): the import layers, the function style.
      { test: { name: "scripts", include: ["scripts/**/*.test.mjs"], environment: "node" } },
    ],
    passWithNoTests: false,
    // vitest's default on 2 cores is one worker, so every file ran in turn while it mostly waited on
    // PostgreSQL, child processes and builds: three workers overlap those waits (271 s -> 177 s).
    maxWorkers: 3,
  },
});
