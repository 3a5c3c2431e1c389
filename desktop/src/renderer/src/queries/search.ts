import { SEARCH_ROUTES, type SearchResult } from "@kindred/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { call } from "../lib/call";

/** GET /api/search?q=: only for non-blank text (a blank query is a 400); earlier results stay while typing. */
export const useCommunitySearch = (query: string) => {
  const q = query.trim();
  return useQuery<SearchResult>({
    queryKey: [SEARCH_ROUTES.search.path, q],
    queryFn: ({ signal }) => call(SEARCH_ROUTES.search, { query: { q } }, { signal }),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    // Listings change while the dialog is closed; a reopened dialog searches afresh.
    staleTime: 30_000,
    gcTime: 60_000,
  });
};
