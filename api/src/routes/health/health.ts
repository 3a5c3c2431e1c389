import { createHash, timingSafeEqual } from "node:crypto";
import { HEALTH_ROUTES } from "@kindred/contract";
import Router from "@koa/router";
import type { AppMiddleware, AppState } from "../../context";
import { requireAdmin } from "../../middleware/authentication";
import { searchOutboxStatus } from "../../services/search/outboxStatus";
import { register } from "../register";

const router = new Router<AppState>();
const CHECK_TIMEOUT_MS = 2_000;

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms).unref()),
  ]);

/** Liveness: the process answers and can recover by itself (an orchestrator restarts it otherwise). */
register(router, HEALTH_ROUTES.live, (ctx) => {
  const problem = ctx.services.livenessProblem();
  if (problem) {
    ctx.status = 503;
    ctx.body = { status: "unhealthy", message: problem };
    return;
  }
  ctx.body = { status: "ok" };
});

/** Readiness: the database (and any other registered dependency) answers. */
register(router, HEALTH_ROUTES.ready, async (ctx) => {
  const checks = [
    { name: "database", check: async () => void (await ctx.services.sequelize.query("SELECT 1")) },
    ...ctx.services.readinessChecks,
  ];
  const results = await Promise.all(
    checks.map(async ({ name, check }) => {
      try {
        await withTimeout(check(), CHECK_TIMEOUT_MS);
        return [name, "ok"] as const;
      } catch {
        return [name, "unavailable"] as const;
      }
    }),
  );
  const ready = results.every(([, state]) => state === "ok");
  const searchOutbox = await withTimeout(searchOutboxStatus(), CHECK_TIMEOUT_MS).catch(() => null);
  ctx.status = ready ? 200 : 503;
  ctx.body = {
    status: ready ? "ready" : "unavailable",
    checks: Object.fromEntries(results),
    details: { ...(searchOutbox ? { searchOutbox } : {}), ...ctx.services.workers() },
  };
});

const digest = (text: string) => createHash("sha256").update(text, "utf8").digest();

/**
 * Compares fixed-length digests, so any header (any length, any characters) is a plain mismatch:
 * comparing the raw values threw when their byte lengths differed (a 500), and the time taken
 * tells nothing about the token.
 */
const sameSecret = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

/** A scraper shows METRICS_TOKEN as a bearer token; a person signs in as an admin. */
const adminOrMetricsToken = (): AppMiddleware => async (ctx, next) => {
  const token = ctx.services.config.metricsToken;
  const bearer = /^Bearer (.+)$/.exec(ctx.get("Authorization"))?.[1];
  if (token && bearer && sameSecret(bearer, token)) return next();
  return requireAdmin()(ctx, next);
};

register(
  router,
  HEALTH_ROUTES.metrics,
  async (ctx) => {
    const { registry } = ctx.services.metrics;
    ctx.type = registry.contentType;
    ctx.body = await registry.metrics();
  },
  { access: adminOrMetricsToken() },
);

export default router;
