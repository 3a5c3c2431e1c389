import { defineProject } from "vitest/config";

// API tests run against a real PostgreSQL: one embedded cluster for the run (globalSetup),
// one database per test file cloned from a migrated template (src/test/database.ts).
export default defineProject({
  test: {
    name: "api",
    include: ["src/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    // Files share a worker's module graph instead of importing the whole API again per file
    // (the imports were most of the run's time). Each file still gets its own database, and
    // servers, workers and clocks are started and stopped by the file that needs them.
    isolate: false,
    globalSetup: ["src/test/globalSetup.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    teardownTimeout: 20_000,
  },
});
