import type { SearchBackend } from "@kindred/search";
import { createMeilisearchBackend } from "@kindred/search/meilisearch";
import { createPostgresSearchBackend } from "@kindred/search/postgres";
import { QueryTypes } from "sequelize";
import type { Sequelize } from "sequelize-typescript";
import type { SearchConfig } from "../../config";
import type { ReadinessCheck } from "../../context";

/** The PostgreSQL backend reading through the app's connection pool. */
export const postgresSearchBackend = (sequelize: Sequelize): SearchBackend =>
  createPostgresSearchBackend({
    select: (sql, replacements) => sequelize.query(sql, { replacements, type: QueryTypes.SELECT }),
  });

/** The backend the configuration names: Meilisearch when MEILI_URL is set, else PostgreSQL. */
export const createSearchBackend = (search: SearchConfig, sequelize: Sequelize): SearchBackend =>
  search.kind === "meilisearch"
    ? createMeilisearchBackend({ url: search.url, key: search.key })
    : postgresSearchBackend(sequelize);

/** `/api/ready` lists the search backend; a failing health check makes it 503. */
export const searchReadinessCheck = (backend: SearchBackend): ReadinessCheck => ({
  name: "search",
  check: async () => {
    const health = await backend.health();
    if (!health.ok) throw new Error(health.detail ?? `${health.backend} is unavailable`);
  },
});
