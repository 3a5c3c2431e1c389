import { defineProject } from "vitest/config";

// API tests run against a real PostgreSQL: one embedded cluster for the run (globalSetup),
// one database per test file cloned from a migrated template (src/test/database.ts).
export default defineProject({
  test: {
    name: "api",
    include: ["src/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    globalSetup: ["src/test/globalSetup.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    teardownTimeout: 20_000,
  },
});
