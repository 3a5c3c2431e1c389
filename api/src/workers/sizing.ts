import type { Sequelize } from "sequelize-typescript";
import { type Config, ConfigError } from "../config";

/** How many API workers run on this host and which one answers, for `/api/ready`. */
export interface WorkerInfo {
  workers: number;
  worker: number;
}

/** A worker's connections: its pool, plus the LISTEN connection of its event streams and session cache. */
export const connectionsPerWorker = (poolMax: number) => poolMax + 1;

/** Connections kept free for the admin and reindex commands, a migration, psql. */
const SPARE_CONNECTIONS = 20;
/** PostgreSQL's own default, never gone below. */
const POSTGRES_DEFAULT_MAX_CONNECTIONS = 100;

/** The embedded PostgreSQL's `max_connections`: every worker's pool and LISTEN connection, and spares. */
export const embeddedMaxConnections = ({ webConcurrency, databasePoolMax }: Config): number =>
  Math.max(
    POSTGRES_DEFAULT_MAX_CONNECTIONS,
    webConcurrency * connectionsPerWorker(databasePoolMax) + SPARE_CONNECTIONS,
  );

/**
 * A PostgreSQL behind DATABASE_URL is sized by its owner: refuse to start when this host's
 * workers alone could open more connections than it lets an ordinary role have, as requests
 * would fail under load rather than at start.
 */
export const checkConnectionBudget = async (sequelize: Sequelize, { webConcurrency, databasePoolMax }: Config) => {
  const [[row]] = (await sequelize.query(
    `SELECT current_setting('max_connections')::int - current_setting('superuser_reserved_connections')::int AS "allowed"`,
  )) as [[{ allowed: number }], unknown];
  const needed = webConcurrency * connectionsPerWorker(databasePoolMax);
  if (row && needed > row.allowed) {
    throw new ConfigError(
      `Invalid configuration: WEB_CONCURRENCY (${webConcurrency}) × (DATABASE_POOL_MAX (${databasePoolMax}) + 1) = ` +
        `${needed} connections, more than the ${row.allowed} PostgreSQL allows (max_connections); ` +
        "lower WEB_CONCURRENCY or DATABASE_POOL_MAX",
    );
  }
};
