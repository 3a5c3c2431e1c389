import type { SearchBackend } from "@kindred/search";
import { createMeilisearchBackend } from "@kindred/search/meilisearch";
import { createPostgresSearchBackend, type SqlClient } from "@kindred/search/postgres";
import { QueryTypes } from "sequelize";
import type { Sequelize } from "sequelize-typescript";
import type { SearchConfig } from "../../config";
import type { ReadinessCheck, Services } from "../../context";

/** SELECTs through the app's connection pool, parameters bound by the driver. */
export const sequelizeSqlClient = (sequelize: Sequelize): SqlClient => ({
  select: (sql, bind) => sequelize.query(sql, { bind: [...bind], type: QueryTypes.SELECT }),
});

/** The PostgreSQL backend reading through the app's connection pool. */
export const postgresSearchBackend = (sequelize: Sequelize): SearchBackend =>
  createPostgresSearchBackend(sequelizeSqlClient(sequelize));

/** The backend the configuration names: Meilisearch when MEILI_URL is set, else PostgreSQL. */
export const createSearchBackend = (search: SearchConfig, sequelize: Sequelize): SearchBackend =>
  search.kind === "meilisearch"
    ? createMeilisearchBackend({ url: search.url, key: search.key })
    : postgresSearchBackend(sequelize);

// One backend per pool and configuration: the server's readiness check and the routes share it.
const backends = new WeakMap<Sequelize, Map<string, SearchBackend>>();

export const sharedSearchBackend = (search: SearchConfig, sequelize: Sequelize): SearchBackend => {
  const key = search.kind === "meilisearch" ? search.url : search.kind;
  const ofPool = backends.get(sequelize) ?? new Map<string, SearchBackend>();
  backends.set(sequelize, ofPool);
  let backend = ofPool.get(key);
  if (!backend) {
    backend = createSearchBackend(search, sequelize);
    ofPool.set(key, backend);
  }
  return backend;
};

export const searchBackendOf = (services: Services): SearchBackend =>
  sharedSearchBackend(services.config.search, services.sequelize);

/** `/api/ready` lists the search backend; a failing health check makes it 503. */
export const searchReadinessCheck = (backend: SearchBackend): ReadinessCheck => ({
  name: "search",
  check: async () => {
    const health = await backend.health();
    if (!health.ok) throw new Error(health.detail ?? `${health.backend} is unavailable`);
  },
});
