/**
 * `npm run search:reindex`: rebuilds the configured search backend from the database.
 * Meilisearch: every document is sent again and stale ones are dropped. PostgreSQL: the
 * generated columns are always current, so its indexes are rebuilt and statistics refreshed.
 */
import { ConfigError, loadConfig } from "../config";
import { createSearchBackend } from "../services/search/backend";
import { reindex } from "../services/search/reindex";
import { openDatabase } from "./database";

try {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const backend = createSearchBackend(config.search);
    const counts = await reindex(backend, (line) => console.log(line));
    console.log(
      `Reindexed ${backend.name}: ${counts.spaceRequest} requests, ${counts.spaceOffer} offers, ${counts.user} members.`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
}
