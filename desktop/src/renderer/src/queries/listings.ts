import {
  type MatchListItem,
  PAGE,
  type SpaceOffer,
  type SpaceOfferInput,
  type SpaceOfferUpdate,
  type SpaceRequest,
  type SpaceRequestInput,
  type SpaceRequestUpdate,
} from "@kindred/contract";
import { type QueryClient, useMutation, useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiJson, apiRequest } from "../lib/api";
import { refreshMatchListsSoon } from "../lib/realtime";
import { useRealtimeStore } from "../stores/realtimeStore";

/** The two kinds of listing and the base path of their calls (spec section 7). */
export type ListingKind = "request" | "offer";

export const LISTING_PATHS = {
  request: "/api/space-requests",
  offer: "/api/space-offers",
} as const satisfies Record<ListingKind, string>;

/** Query keys: `[base, id]` for one listing, `[base, id, "matches"]` for its matches, `[base/user, userId]` for lists. */
export const listingKeys = {
  detail: (kind: ListingKind, id: string) => [LISTING_PATHS[kind], id] as const,
  matches: (kind: ListingKind, id: string) => [LISTING_PATHS[kind], id, "matches"] as const,
  userList: (kind: ListingKind, userId?: string) =>
    userId ? ([`${LISTING_PATHS[kind]}/user`, userId] as const) : ([`${LISTING_PATHS[kind]}/user`] as const),
};

/** Enough pages for any honest member; stops a runaway cursor loop. */
const MAX_PAGES = 25;

/** Every page of a `/user/{id}` list (DESIGN.md section 4), following `X-Next-Cursor`. */
const fetchAllPages = async <T>(url: string): Promise<T[]> => {
  const items: T[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const query = new URLSearchParams({ limit: String(PAGE.maxLimit), ...(cursor ? { cursor } : {}) });
    const response = await apiRequest("GET", `${url}?${query}`);
    items.push(...(((await response.json()) as T[] | null) ?? []));
    cursor = response.headers.get(PAGE.nextCursorHeader);
    if (!cursor) break;
  }
  return items;
};

/** A list the server may not offer yet (404) or a lost session (401) reads as unknown (null). */
const listOrNull = async <T>(load: () => Promise<T[]>): Promise<T[] | null> => {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 401)) return null;
    throw error;
  }
};

/** GET /api/space-requests/user/{userId}: newest first, every page. */
export const useUserRequests = (userId: string | undefined) =>
  useQuery({
    queryKey: listingKeys.userList("request", userId),
    queryFn: () => listOrNull(() => fetchAllPages<SpaceRequest>(`${LISTING_PATHS.request}/user/${userId}`)),
    enabled: Boolean(userId),
  });

/** GET /api/space-offers/user/{userId}: newest first, every page; the owner also sees paused spaces. */
export const useUserOffers = (userId: string | undefined) =>
  useQuery({
    queryKey: listingKeys.userList("offer", userId),
    queryFn: () => listOrNull(() => fetchAllPages<SpaceOffer>(`${LISTING_PATHS.offer}/user/${userId}`)),
    enabled: Boolean(userId),
  });

const MATCH_LISTS = "/api/matches/user";

/** GET /api/matches/user/{userId}, every page; null when the server does not offer it. Same key as queries/matches.ts. */
export const useUserMatches = (userId: string | undefined) =>
  useQuery({
    queryKey: [MATCH_LISTS, userId],
    queryFn: () => listOrNull(() => fetchAllPages<MatchListItem>(`${MATCH_LISTS}/${userId}`)),
    enabled: Boolean(userId),
  });

/** GET /api/space-requests/{id} (public; the contact email only for the owner and matched members). */
export const useSpaceRequest = (id: string | undefined) =>
  useQuery({
    queryKey: listingKeys.detail("request", id ?? ""),
    queryFn: () => apiJson<SpaceRequest>("GET", `${LISTING_PATHS.request}/${id}`),
    enabled: Boolean(id),
  });

/** GET /api/space-offers/{id}. */
export const useSpaceOffer = (id: string | undefined) =>
  useQuery({
    queryKey: listingKeys.detail("offer", id ?? ""),
    queryFn: () => apiJson<SpaceOffer>("GET", `${LISTING_PATHS.offer}/${id}`),
    enabled: Boolean(id),
  });

const matchesQuery = (kind: ListingKind, id: string, enabled: boolean) => ({
  queryKey: listingKeys.matches(kind, id),
  queryFn: () => apiJson<MatchListItem[]>("GET", `${LISTING_PATHS[kind]}/${id}/matches`).then((list) => list ?? []),
  enabled,
});

/** GET /api/space-requests/{id}/matches or /api/space-offers/{id}/matches: only once `enabled` (a card expanded). */
export const useListingMatches = (kind: ListingKind, id: string, enabled: boolean) =>
  useQuery(matchesQuery(kind, id, enabled));

/**
 * The matches of several listings (the dashboard's Matches tab). Fetched only while `enabled`;
 * otherwise whatever expanded cards already loaded is read from the cache.
 */
export const useListingsMatches = (listings: { kind: ListingKind; id: string }[], enabled: boolean) =>
  useQueries({
    queries: listings.map(({ kind, id }) => matchesQuery(kind, id, enabled)),
    combine: (results) => ({
      matches: results.flatMap((result) => result.data ?? []),
      isLoading: results.some((result) => result.isLoading),
      isError: results.some((result) => result.isError),
      loaded: results.filter((result) => result.data !== undefined).length,
    }),
  });

const refreshLists = (queryClient: QueryClient, kind: ListingKind) =>
  queryClient.invalidateQueries({ queryKey: listingKeys.userList(kind) });

/** After a change: the owner's lists, the listing's own page, and the match lists (matching just ran). */
const refreshListing = (queryClient: QueryClient, kind: ListingKind, listing: { id: string } | null) => {
  if (listing) queryClient.setQueryData(listingKeys.detail(kind, listing.id), listing);
  return Promise.all([
    refreshLists(queryClient, kind),
    refreshMatchListsSoon(queryClient),
    listing ? queryClient.invalidateQueries({ queryKey: listingKeys.matches(kind, listing.id) }) : null,
  ]);
};

/**
 * After a new listing: it joins the top of the owner's cached list (newest first) at once. While
 * the event stream is open, the matches the server made push their own events, which refresh the
 * lists and the listing's status once; refetching here as well would fetch them twice.
 */
const addListing = (queryClient: QueryClient, kind: ListingKind, listing: { id: string; userId: string } | null) => {
  if (!listing || useRealtimeStore.getState().status !== "open") return refreshListing(queryClient, kind, listing);
  queryClient.setQueryData(listingKeys.detail(kind, listing.id), listing);
  queryClient.setQueryData<{ id: string }[] | null>(listingKeys.userList(kind, listing.userId), (list) =>
    list ? [listing, ...list.filter((item) => item.id !== listing.id)] : list,
  );
};

/** POST /api/space-requests. */
export const useCreateSpaceRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SpaceRequestInput) => apiJson<SpaceRequest>("POST", LISTING_PATHS.request, input),
    onSuccess: (request) => addListing(queryClient, "request", request),
  });
};

/** POST /api/space-offers. */
export const useCreateSpaceOffer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SpaceOfferInput) => apiJson<SpaceOffer>("POST", LISTING_PATHS.offer, input),
    onSuccess: (offer) => addListing(queryClient, "offer", offer),
  });
};

/** PUT /api/space-requests/{id} with the changed fields only. */
export const useUpdateSpaceRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: SpaceRequestUpdate }) =>
      apiJson<SpaceRequest>("PUT", `${LISTING_PATHS.request}/${id}`, changes),
    onSuccess: (request) => refreshListing(queryClient, "request", request),
  });
};

/** PUT /api/space-offers/{id} with the changed fields only (or `isActive` alone). */
export const useUpdateSpaceOffer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: SpaceOfferUpdate }) =>
      apiJson<SpaceOffer>("PUT", `${LISTING_PATHS.offer}/${id}`, changes),
    onSuccess: (offer) => refreshListing(queryClient, "offer", offer),
  });
};

/** PUT `{isActive}` on several spaces at once (My Spaces bulk pause / resume); settles every call. */
export const useSetOffersActive = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, isActive }: { ids: string[]; isActive: boolean }) =>
      Promise.allSettled(
        ids.map((id) => apiJson<SpaceOffer>("PUT", `${LISTING_PATHS.offer}/${id}`, { isActive } as SpaceOfferUpdate)),
      ),
    onSuccess: (results) => {
      for (const result of results) {
        if (result.status === "fulfilled" && result.value) {
          queryClient.setQueryData(listingKeys.detail("offer", result.value.id), result.value);
        }
      }
      return refreshLists(queryClient, "offer");
    },
  });
};

const useDeleteListing = (kind: ListingKind) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest("DELETE", `${LISTING_PATHS[kind]}/${id}`).then(() => id),
    onSuccess: (id) => {
      // Forgotten once the page showing it has moved away, so it does not refetch into a 404 first.
      setTimeout(() => queryClient.removeQueries({ queryKey: listingKeys.detail(kind, id) }), 0);
      return refreshLists(queryClient, kind);
    },
  });
};

/** DELETE /api/space-requests/{id}. */
export const useDeleteSpaceRequest = () => useDeleteListing("request");

/** DELETE /api/space-offers/{id}. */
export const useDeleteSpaceOffer = () => useDeleteListing("offer");
