import { type CallInput, EXPLORE_ROUTES, type ExploreOffer, type ExploreRequest } from "@kindred/contract";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { callPage, type Page } from "../lib/call";
import { apiQueryOf, type ExploreFilters } from "../scenes/Explore/exploreFilters";

/** Listings per page; Load more fetches the next. */
export const EXPLORE_PAGE_SIZE = 12;

export type ExploreItem = { kind: "offers"; listing: ExploreOffer } | { kind: "requests"; listing: ExploreRequest };

const ROUTES = { offers: EXPLORE_ROUTES.offers, requests: EXPLORE_ROUTES.requests } as const;

const fetchPage = async (filters: ExploreFilters, cursor: string | null): Promise<Page<ExploreItem>> => {
  const route = ROUTES[filters.kind];
  const query = { ...apiQueryOf(filters), limit: EXPLORE_PAGE_SIZE, ...(cursor ? { cursor } : {}) };
  const page = await callPage(route, { query } as CallInput<typeof route>);
  return {
    nextCursor: page.nextCursor,
    totalCount: page.totalCount,
    totalCountCapped: page.totalCountCapped,
    items: page.items.map((listing) => ({ kind: filters.kind, listing }) as ExploreItem),
  };
};

/** GET /api/explore/offers|requests for the filters, page by page (X-Next-Cursor). */
export const useExplore = (filters: ExploreFilters) => {
  const query = useInfiniteQuery({
    queryKey: [EXPLORE_ROUTES.offers.path.replace(/\/offers$/, ""), filters],
    queryFn: ({ pageParam }) => fetchPage(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // New filters keep the old cards on screen (marked busy) until their own arrive.
    placeholderData: keepPreviousData,
  });
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  // The first page says how many the filters find in all (X-Total-Count), or that it stopped
  // counting at the cap (X-Total-Count-Capped).
  const first = query.data?.pages[0];
  return {
    ...query,
    items,
    totalCount: first?.totalCount ?? items.length,
    totalCountCapped: first?.totalCountCapped ?? false,
  };
};
