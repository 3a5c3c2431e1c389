import {
  LISTING_ROUTES,
  type ListingSide,
  MATCH_ROUTES,
  otherSide,
  SPACE_OFFER_ROUTES,
  SPACE_REQUEST_ROUTES,
  type SpaceOfferInput,
  type SpaceOfferUpdate,
  type SpaceRequestInput,
  type SpaceRequestUpdate,
} from "@kindred/contract";
import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { ApiError } from "../lib/api";
import { call, callAllPages, routeBase } from "../lib/call";
import { refreshMatchListsSoon } from "../lib/realtime";
import { useRealtimeStore } from "../stores/realtimeStore";

/**
 * Query keys from the routes' paths: `[base, id]` for one listing, `[base, id, "matches"]` for its
 * matches, `[base/user, userId]` for lists.
 */
export const listingKeys = {
  detail: (side: ListingSide, id: string) => [routeBase(LISTING_ROUTES[side].get), id] as const,
  matches: (side: ListingSide, id: string) => [routeBase(LISTING_ROUTES[side].get), id, "matches"] as const,
  userList: (side: ListingSide, userId?: string) => {
    const base = routeBase(LISTING_ROUTES[side].listByUser);
    return userId ? ([base, userId] as const) : ([base] as const);
  },
};

/** Enough pages for any honest member; stops a runaway cursor loop. */
const MAX_PAGES = 25;

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
export const userRequestsQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: listingKeys.userList("request", userId),
    queryFn: () =>
      listOrNull(() => callAllPages(SPACE_REQUEST_ROUTES.listByUser, { params: { userId: userId ?? "" } }, MAX_PAGES)),
    enabled: Boolean(userId),
  });

export const useUserRequests = (userId: string | undefined) => useQuery(userRequestsQuery(userId));

/** GET /api/space-offers/user/{userId}: newest first, every page; the owner also sees paused spaces. */
export const userOffersQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: listingKeys.userList("offer", userId),
    queryFn: () =>
      listOrNull(() => callAllPages(SPACE_OFFER_ROUTES.listByUser, { params: { userId: userId ?? "" } }, MAX_PAGES)),
    enabled: Boolean(userId),
  });

export const useUserOffers = (userId: string | undefined) => useQuery(userOffersQuery(userId));

const MATCH_LISTS = routeBase(MATCH_ROUTES.listByUser);

/** GET /api/matches/user/{userId}, every page; null when the server does not offer it. Same key as queries/matches.ts. */
export const userMatchesQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: [MATCH_LISTS, userId],
    queryFn: () =>
      listOrNull(() => callAllPages(MATCH_ROUTES.listByUser, { params: { userId: userId ?? "" } }, MAX_PAGES)),
    enabled: Boolean(userId),
  });

export const useUserMatches = (userId: string | undefined) => useQuery(userMatchesQuery(userId));

/** GET /api/space-requests/{id} (public; the contact email only for the owner and matched members). */
export const useSpaceRequest = (id: string | undefined) =>
  useQuery({
    queryKey: listingKeys.detail("request", id ?? ""),
    queryFn: () => call(SPACE_REQUEST_ROUTES.get, { params: { id: id ?? "" } }),
    enabled: Boolean(id),
  });

/** GET /api/space-offers/{id}. */
export const useSpaceOffer = (id: string | undefined) =>
  useQuery({
    queryKey: listingKeys.detail("offer", id ?? ""),
    queryFn: () => call(SPACE_OFFER_ROUTES.get, { params: { id: id ?? "" } }),
    enabled: Boolean(id),
  });

const matchesQuery = (side: ListingSide, id: string, enabled: boolean) => ({
  queryKey: listingKeys.matches(side, id),
  queryFn: () => call(LISTING_ROUTES[side].matches, { params: { id } }).then((list) => list ?? []),
  enabled,
});

/** GET /api/space-requests/{id}/matches or /api/space-offers/{id}/matches: only once `enabled` (a card expanded). */
export const useListingMatches = (side: ListingSide, id: string, enabled: boolean) =>
  useQuery(matchesQuery(side, id, enabled));

/**
 * The matches of several listings (the dashboard's Matches tab). Fetched only while `enabled`;
 * otherwise whatever expanded cards already loaded is read from the cache.
 */
export const useListingsMatches = (listings: { kind: ListingSide; id: string }[], enabled: boolean) =>
  useQueries({
    queries: listings.map(({ kind, id }) => matchesQuery(kind, id, enabled)),
    combine: (results) => ({
      matches: results.flatMap((result) => result.data ?? []),
      isLoading: results.some((result) => result.isLoading),
      isError: results.some((result) => result.isError),
      loaded: results.filter((result) => result.data !== undefined).length,
    }),
  });

/**
 * The other side's detail pages after the member changed a listing of `side`: whether one of their
 * own listings fits them (the call to action, docs/matching.md "Fit") may have changed.
 */
const refreshOtherDetails = (queryClient: QueryClient, side: ListingSide) =>
  queryClient.invalidateQueries({
    queryKey: [routeBase(LISTING_ROUTES[otherSide(side)].get)],
    predicate: (query) => query.queryKey.length === 2,
  });

const refreshLists = (queryClient: QueryClient, side: ListingSide) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: listingKeys.userList(side) }),
    refreshOtherDetails(queryClient, side),
  ]);

/** After a change: the owner's lists, the listing's own page, and the match lists (matching just ran). */
const refreshListing = (queryClient: QueryClient, side: ListingSide, listing: { id: string } | null) => {
  if (listing) queryClient.setQueryData(listingKeys.detail(side, listing.id), listing);
  return Promise.all([
    refreshLists(queryClient, side),
    refreshMatchListsSoon(queryClient),
    listing ? queryClient.invalidateQueries({ queryKey: listingKeys.matches(side, listing.id) }) : null,
  ]);
};

/**
 * After a new listing: it joins the top of the owner's cached list (newest first) at once. While
 * the event stream is open, the matches the server made push their own events, which refresh the
 * lists and the listing's status once; refetching here as well would fetch them twice.
 */
const addListing = (queryClient: QueryClient, side: ListingSide, listing: { id: string; userId: string } | null) => {
  if (!listing || useRealtimeStore.getState().status !== "open") return refreshListing(queryClient, side, listing);
  queryClient.setQueryData(listingKeys.detail(side, listing.id), listing);
  queryClient.setQueryData<{ id: string }[] | null>(listingKeys.userList(side, listing.userId), (list) =>
    list ? [listing, ...list.filter((item) => item.id !== listing.id)] : list,
  );
  return refreshOtherDetails(queryClient, side);
};

/** POST /api/space-requests. */
export const useCreateSpaceRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SpaceRequestInput) => call(SPACE_REQUEST_ROUTES.create, { body: input }),
    onSuccess: (request) => addListing(queryClient, "request", request),
  });
};

/** POST /api/space-offers. */
export const useCreateSpaceOffer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SpaceOfferInput) => call(SPACE_OFFER_ROUTES.create, { body: input }),
    onSuccess: (offer) => addListing(queryClient, "offer", offer),
  });
};

/** PUT /api/space-requests/{id} with the changed fields only. */
export const useUpdateSpaceRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: SpaceRequestUpdate }) =>
      call(SPACE_REQUEST_ROUTES.update, { params: { id }, body: changes }),
    onSuccess: (request) => refreshListing(queryClient, "request", request),
  });
};

/** PUT /api/space-offers/{id} with the changed fields only (or `isActive` alone). */
export const useUpdateSpaceOffer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: SpaceOfferUpdate }) =>
      call(SPACE_OFFER_ROUTES.update, { params: { id }, body: changes }),
    onSuccess: (offer) => refreshListing(queryClient, "offer", offer),
  });
};

/** PUT `{isActive}` on several spaces at once (My Spaces bulk pause / resume); settles every call. */
export const useSetOffersActive = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, isActive }: { ids: string[]; isActive: boolean }) =>
      Promise.allSettled(ids.map((id) => call(SPACE_OFFER_ROUTES.update, { params: { id }, body: { isActive } }))),
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

const useDeleteListing = (side: ListingSide) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(LISTING_ROUTES[side].remove, { params: { id } }).then(() => id),
    onSuccess: (id) => {
      // Forgotten once the page showing it has moved away, so it does not refetch into a 404 first.
      setTimeout(() => queryClient.removeQueries({ queryKey: listingKeys.detail(side, id) }), 0);
      return refreshLists(queryClient, side);
    },
  });
};

/** DELETE /api/space-requests/{id}. */
export const useDeleteSpaceRequest = () => useDeleteListing("request");

/** DELETE /api/space-offers/{id}. */
export const useDeleteSpaceOffer = () => useDeleteListing("offer");
