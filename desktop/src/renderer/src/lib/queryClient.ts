import { QUERY_DEFAULTS } from "@kindred/contract";
import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./api";

/** docs/product.md section 9: no interval, no refetch on focus, never stale, no retries. */
export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: { queryFn: getQueryFn({ on401: "returnNull" }), ...QUERY_DEFAULTS },
      // While the server is out of reach a write is refused at once (OfflineError, the banner's
      // words), never held back to be sent later behind the member's back.
      mutations: { retry: QUERY_DEFAULTS.retry, networkMode: "always" },
    },
  });
