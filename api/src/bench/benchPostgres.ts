import { chmodSync } from "node:fs";
import { join } from "node:path";
import { findFreePort, startEmbeddedPostgres } from "../db/embeddedPostgres";

/** An embedded PostgreSQL in `dataDir/pg` on a free port, for a bench run. */
export const startBenchPostgres = async (dataDir: string) => {
  chmodSync(dataDir, 0o755); // PostgreSQL runs as its own user and must reach its folder
  return startEmbeddedPostgres({
    dir: join(dataDir, "pg"),
    port: await findFreePort(),
    password: "bench",
    keepPackageSignalHandlers: true,
  });
};
