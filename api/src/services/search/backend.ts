import type { SearchBackend } from "@kindred/search";
import { createMeilisearchBackend } from "@kindred/search/meilisearch";
import { createPostgresSearchBackend, type SqlClient } from "@kindred/search/postgres";
import { QueryTypes } from "sequelize";
import type { SearchConfig } from "../../config";
import type { ReadinessCheck } from "../../context";
import { database } from "../../db/database";

/** SELECTs through the app's connection pool, parameters bound by the driver. */
export const databaseSqlClient = (): SqlClient => ({
  select: (sql, bind) => database().query(sql, { bind: [...bind], type: QueryTypes.SELECT }),
});

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
