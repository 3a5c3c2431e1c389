import type { SearchResult } from "@kindred/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { throwIfNotOk } from "../lib/api";

export const SEARCH_PATH = "/api/search";

/** GET /api/search?q=: only for non-blank text (a blank query is a 400); earlier results stay while typing. */
export const useCommunitySearch = (query: string) => {
  const q = query.trim();
  return useQuery<SearchResult>({
    queryKey: [SEARCH_PATH, q],
    queryFn: async ({ signal }) => {
      const response = await fetch(`${SEARCH_PATH}?${new URLSearchParams({ q })}`, { credentials: "include", signal });
      await throwIfNotOk(response);
      return (await response.json()) as SearchResult;
    },
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    // Listings change while the dialog is closed; a reopened dialog searches afresh.
    staleTime: 30_000,
    gcTime: 60_000,
  });
};
