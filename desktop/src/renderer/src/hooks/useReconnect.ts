import { HEALTH_ROUTES, RECONNECT } from "@kindred/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef } from "react";
import { apiFetch } from "../lib/api";
import { useConnectionStore } from "../stores/connectionStore";

/** The wait before the next attempt: doubling from the first delay up to the cap. */
export const reconnectDelay = (attempt: number): number =>
  Math.min(RECONNECT.firstDelayMs * 2 ** attempt, RECONNECT.maxDelayMs);

/** Asks the server's liveness route; apiFetch marks the connection either way. */
export const probeServer = () =>
  apiFetch(HEALTH_ROUTES.live.path, { credentials: "include", cache: "no-store" }).catch(() => undefined);

/**
 * While the server is out of reach: asks again with backoff, or at once on `retryNow` (the
 * banner's Retry). Once it answers, every screen's data is loaded again.
 */
export const useReconnect = () => {
  const reachable = useConnectionStore((state) => state.reachable);
  const queryClient = useQueryClient();
  const attempt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const schedule = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(async () => {
      attempt.current += 1;
      await probeServer();
      if (!useConnectionStore.getState().reachable) schedule();
    }, reconnectDelay(attempt.current));
  }, []);

  useEffect(() => {
    if (reachable) {
      attempt.current = 0;
      return;
    }
    schedule();
    return () => clearTimeout(timer.current);
  }, [reachable, schedule]);

  const wasReachable = useRef(reachable);
  useEffect(() => {
    // Back from an outage: what failed or paused meanwhile is loaded again.
    if (reachable && !wasReachable.current) void queryClient.invalidateQueries();
    wasReachable.current = reachable;
  }, [reachable, queryClient]);

  const retryNow = useCallback(async () => {
    attempt.current = 0;
    await probeServer();
    if (!useConnectionStore.getState().reachable) schedule();
  }, [schedule]);

  return { reachable, retryNow };
};
