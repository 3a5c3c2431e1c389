import { z } from "zod";
import { defineRoute } from "./route";

const readiness = z.object({
  status: z.enum(["ready", "unavailable"]),
  checks: z.record(z.string(), z.enum(["ok", "unavailable"])),
  /** How far search lags behind (absent when the database does not answer), and the API's workers. */
  details: z.object({
    searchOutbox: z.object({ lagSeconds: z.number().nonnegative(), failed: z.number().int().nonnegative() }).optional(),
    /** API worker processes running on this host (WEB_CONCURRENCY). */
    workers: z.number().int().positive(),
    /** The id of the worker that answered. */
    worker: z.number().int().positive(),
  }),
});

const tag = "Health";

export const HEALTH_ROUTES = {
  live: defineRoute({
    method: "get",
    path: "/api/health",
    access: "visitor",
    status: 200,
    response: { description: "Alive", schema: z.object({ status: z.literal("ok") }) },
    tag,
    summary: "Liveness: the process answers and can recover by itself",
    description:
      "503 when the process cannot recover without a restart: the embedded database stopped and every " +
      "attempt to start it again failed. A database named by DATABASE_URL that is away keeps this 200 " +
      "(the process reconnects by itself); `/api/ready` reports it.",
    otherResponses: {
      503: {
        description: "Needs a restart",
        schema: z.object({ status: z.literal("unhealthy"), message: z.string() }),
      },
    },
  }),
  ready: defineRoute({
    method: "get",
    path: "/api/ready",
    access: "visitor",
    status: 200,
    response: { description: "Ready", schema: readiness },
    tag,
    summary: "Readiness: the database and search answer",
    otherResponses: { 503: { description: "A dependency is unavailable", schema: readiness } },
  }),
  metrics: defineRoute({
    method: "get",
    path: "/api/metrics",
    access: "admin",
    status: 200,
    response: {
      description: "Prometheus text exposition",
      schema: z.string(),
      contentType: "text/plain; version=0.0.4",
    },
    tag,
    summary: "Metrics for Prometheus",
    description:
      "Request counts and latency per route, open event streams, search outbox lag and database pool use. " +
      "An admin session, or `Authorization: Bearer` with the server's METRICS_TOKEN.",
  }),
};
