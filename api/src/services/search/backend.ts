import { createHash } from "node:crypto";
import type { SearchBackend } from "@kindred/search";
import { createMeilisearchBackend } from "@kindred/search/meilisearch";
import { createPostgresSearchBackend, type SqlClient } from "@kindred/search/postgres";
import type { SearchConfig } from "../../config";
import type { ReadinessCheck } from "../../context";
import { preparedRows } from "../../db/prepared";

/**
 * SELECTs through the app's connection pool, parameters bound by the driver, each statement
 * prepared once per connection (named by its text's hash): the search statement is planned
 * once, not on every keystroke of the search dialog.
 */
export const databaseSqlClient = (): SqlClient => {
  const names = new Map<string, string>();
  const nameOf = (sql: string) => {
    let name = names.get(sql);
    if (!name) {
      name = `search-${createHash("sha1").update(sql).digest("hex").slice(0, 16)}`;
      names.set(sql, name);
    }
    return name;
  };
  return { select: (sql, bind) => preparedRows({ name: nameOf(sql), text: sql }, [...bind]) };
};

/** The PostgreSQL backend reading through the app's connection pool. */
export const postgresSearchBackend = (): SearchBackend => createPostgresSearchBackend(databaseSqlClient());

/** The backend the configuration names: Meilisearch when MEILI_URL is set, else PostgreSQL. */
export const createSearchBackend = (search: SearchConfig): SearchBackend =>
  search.kind === "meilisearch"
    ? createMeilisearchBackend({ url: search.url, key: search.key })
    : postgresSearchBackend();

/** `/api/ready` lists the search backend; a failing health check makes it 503. */
export const searchReadinessCheck = (backend: SearchBackend): ReadinessCheck => ({
  name: "search",
  check: async () => {
    const health = await backend.health();
    if (!health.ok) throw new Error(health.detail ?? `${health.backend} is unavailable`);
  },
});
