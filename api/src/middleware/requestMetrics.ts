import type { AppMiddleware } from "../context";

/**
 * Counts and times every /api request under its route table template (`/api/matches/:id`), never
 * the raw URL, so ids do not make a series each. Unmatched paths share one label.
 */
export const requestMetrics = (): AppMiddleware => async (ctx, next) => {
  const { requests, requestSeconds } = ctx.services.metrics;
  const stopTimer = requestSeconds.startTimer();
  let status = 500;
  try {
    await next();
    status = ctx.status;
  } catch (error) {
    status = (error as { status?: number }).status ?? 500;
    throw error;
  } finally {
    const route = (ctx as { _matchedRoute?: string })._matchedRoute ?? "unmatched";
    requests.inc({ method: ctx.method, route, status: String(status) });
    stopTimer({ method: ctx.method, route });
  }
};
