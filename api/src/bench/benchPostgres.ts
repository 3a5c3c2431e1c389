import { chmodSync } from "node:fs";
import { join } from "node:path";
import { findFreePort, startEmbeddedPostgres } from "../db/embeddedPostgres";

/** An embedded PostgreSQL in `dataDir/pg` on `port` (a free one by default), for a bench run. */
export const startBenchPostgres = async (dataDir: string, port?: number, maxConnections?: number) => {
  chmodSync(dataDir, 0o755); // PostgreSQL runs as its own user and must reach its folder
  return startEmbeddedPostgres({
    dir: join(dataDir, "pg"),
    port: port ?? (await findFreePort()),
    password: "bench",
    maxConnections,
    keepPackageSignalHandlers: true,
  });
};
