import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { findFreePort, startEmbeddedPostgres } from "../db/embeddedPostgres";
import { migrateUp } from "../db/migrate";
import { createSequelize } from "../db/sequelize";
import { compileServerForTests } from "./compiledServer";

export const TEMPLATE_DATABASE = "kindred_template";

declare module "vitest" {
  export interface ProvidedContext {
    /** Connection URL of the test cluster's `postgres` database, for CREATE/DROP DATABASE. */
    pgAdminUrl: string;
    /** A database with every migration applied; each test file clones it. */
    pgTemplate: string;
    /** The API compiled to one JavaScript file, for the tests that start it as a process (`spawnMain`). */
    compiledMain: string;
  }
}

/** One embedded PostgreSQL for the whole run, in a fresh temporary folder. */
const setup = async (project: TestProject) => {
  // First, so that a failed compile leaves no PostgreSQL running.
  const compiled = await compileServerForTests();
  const dir = mkdtempSync(join(tmpdir(), "ks-api-test-"));
  // PostgreSQL runs as its own user when tests run as root; it must reach its folder.
  chmodSync(dir, 0o755);
  const postgres = await startEmbeddedPostgres({
    dir: join(dir, "pg"),
    port: await findFreePort(),
    password: "kindred-test",
    fast: true,
    // Let the package stop PostgreSQL if the run is interrupted (SIGINT/SIGTERM).
    keepPackageSignalHandlers: true,
  });
  await postgres.ensureDatabase(TEMPLATE_DATABASE);
  const sequelize = createSequelize(postgres.url(TEMPLATE_DATABASE));
  await migrateUp(sequelize);
  await sequelize.close();

  project.provide("pgAdminUrl", postgres.url("postgres"));
  project.provide("pgTemplate", TEMPLATE_DATABASE);
  project.provide("compiledMain", compiled.main);

  return async () => {
    await postgres.stop();
    rmSync(dir, { recursive: true, force: true });
    compiled.remove();
  };
};
export default setup;
