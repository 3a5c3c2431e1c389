import pg from "pg";
import { Sequelize } from "sequelize-typescript";
import { models } from "./models";

export interface SequelizeOptions {
  /** Log every SQL statement (debugging only). */
  logging?: boolean;
  poolMax?: number;
  /** How long a connection may sit unused before the pool closes it (Sequelize's default: 10 s). */
  idleMs?: number;
  /**
   * Whether listing and member writes queue their search updates in `search_outbox` (true unless
   * told otherwise): only the Meilisearch backend reads it. A process that searches in PostgreSQL
   * passes false, and its connections set `kindred.search_outbox` off, which the outbox trigger
   * (`search_outbox_enqueue`) reads.
   */
  searchOutbox?: boolean;
}

/** What each new connection sets (`afterConnect`). */
const connectionSettings = ({ searchOutbox = true }: SequelizeOptions) =>
  [
    // Prepared hot reads (db/prepared.ts) are planned once per connection. Left to choose,
    // PostgreSQL keeps re-planning a statement whose generic plan it estimates dearer than its
    // custom ones, and planning the match list costs more than running it.
    "SET plan_cache_mode = force_generic_plan",
    ...(searchOutbox ? [] : ["SET kindred.search_outbox = off"]),
  ].join("; ");

/**
 * A server's pool keeps its connections this long unused: each has planned its statements and
 * read its catalog (`warmConnections`), which a connection opened again would do once more on a
 * request.
 */
export const SERVER_POOL_IDLE_MS = 10 * 60_000;

const CONNECT_TIMEOUT_MS = 5_000;

/**
 * One Sequelize instance with every model registered. Models bind to the latest instance, so a
 * process holds one at a time (tests get a fresh module graph per file).
 */
export const createSequelize = (databaseUrl: string, options: SequelizeOptions = {}): Sequelize => {
  const sequelize = new Sequelize(databaseUrl, {
    dialect: "postgres",
    dialectModule: pg,
    models,
    logging: options.logging ? (sql) => console.log(sql) : false,
    pool: { max: options.poolMax ?? 10, min: 0, idle: options.idleMs ?? 10_000, acquire: 30_000 },
    // A database host that stopped answering fails a connect in seconds (answered as 503), not
    // after the pool's acquire timeout; keep-alive notices a dead peer on idle connections.
    dialectOptions: { connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true },
    define: { freezeTableName: true },
  });
  const settings = connectionSettings(options);
  sequelize.addHook("afterConnect", async (connection) => {
    await (connection as pg.ClientBase).query(settings);
  });
  return sequelize;
};
