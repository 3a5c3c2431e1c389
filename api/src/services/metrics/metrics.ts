import { Counter, Gauge, Histogram, Registry } from "prom-client";
import type { Sequelize } from "sequelize-typescript";
import type { KeptAnswers } from "../listings/keptAnswers";
import { searchOutboxStatus } from "../search/outboxStatus";

/** What sequelize's connection pool (sequelize-pool) tells about itself. */
interface PoolState {
  size: number;
  available: number;
  using: number;
  waiting: number;
}

const poolOf = (sequelize: Sequelize): PoolState | undefined =>
  (sequelize.connectionManager as unknown as { pool?: PoolState }).pool;

export interface Metrics {
  /** This app's own registry, so apps (and tests) never share counters. */
  registry: Registry;
  requests: Counter<"method" | "route" | "status">;
  requestSeconds: Histogram<"method" | "route">;
  openEventStreams: Gauge;
}

/**
 * Request counts and latencies per route template, open event streams, outbox lag and pool use.
 * `worker` (set when WEB_CONCURRENCY runs several) labels every series: a scrape reaches one
 * worker, and its counters must not read as another's that reset.
 */
export const createMetrics = (
  sequelize: Sequelize,
  { worker, keptAnswers }: { worker?: number; keptAnswers?: KeptAnswers } = {},
): Metrics => {
  const registry = new Registry();
  if (worker !== undefined) registry.setDefaultLabels({ worker: String(worker) });
  const requests = new Counter({
    name: "kindred_http_requests_total",
    help: "API requests answered, by method, route template and status",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const requestSeconds = new Histogram({
    name: "kindred_http_request_duration_seconds",
    help: "API request latency, by method and route template",
    labelNames: ["method", "route"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const openEventStreams = new Gauge({
    name: "kindred_open_event_streams",
    help: "Server-Sent Event streams open in this process",
    registers: [registry],
  });
  new Gauge({
    name: "kindred_search_outbox_lag_seconds",
    help: "Age of the oldest search index update still queued",
    registers: [registry],
    async collect() {
      this.set((await searchOutboxStatus()).lagSeconds);
    },
  });
  new Gauge({
    name: "kindred_search_outbox_failed",
    help: "Search index updates set aside in search_outbox_failed",
    registers: [registry],
    async collect() {
      this.set((await searchOutboxStatus()).failed);
    },
  });
  new Gauge({
    name: "kindred_db_pool_connections",
    help: "Database pool connections by state (in use, idle, waiting requests, size)",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const pool = poolOf(sequelize);
      if (!pool) return;
      this.set({ state: "in_use" }, pool.using);
      this.set({ state: "idle" }, pool.available);
      this.set({ state: "waiting" }, pool.waiting);
      this.set({ state: "size" }, pool.size);
    },
  });
  if (keptAnswers) {
    new Counter({
      name: "kindred_kept_answers_total",
      help: "Explore pages and searches answered from what this process kept, or built",
      labelNames: ["outcome"] as const,
      registers: [registry],
      collect() {
        const { kept, built } = keptAnswers.given();
        this.reset();
        this.inc({ outcome: "kept" }, kept);
        this.inc({ outcome: "built" }, built);
      },
    });
    new Gauge({
      name: "kindred_kept_answers_bytes",
      help: "Bytes of explore pages and searches this process keeps (KEPT_ANSWERS_MB at most)",
      registers: [registry],
      collect() {
        this.set(keptAnswers.size().bytes);
      },
    });
  }
  return { registry, requests, requestSeconds, openEventStreams };
};
