import type { MatchListItem, SpaceOffer, SpaceRequest } from "@kindred/contract";
import { useQuery } from "@tanstack/react-query";
import { ApiError, apiJson } from "../lib/api";

/** A list the server may not offer yet (404) reads as unknown (null) rather than failing the screen. */
const listOrNull = async <T>(url: string): Promise<T[] | null> => {
  try {
    return (await apiJson<T[]>("GET", url)) ?? [];
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 401)) return null;
    throw error;
  }
};

const useOwnList = <T>(base: string, userId: string | undefined) =>
  useQuery({
    queryKey: [base, userId],
    queryFn: () => listOrNull<T>(`${base}/${userId}`),
    enabled: Boolean(userId),
  });

export const useUserRequests = (userId: string | undefined) =>
  useOwnList<SpaceRequest>("/api/space-requests/user", userId);

export const useUserOffers = (userId: string | undefined) => useOwnList<SpaceOffer>("/api/space-offers/user", userId);

export const useUserMatches = (userId: string | undefined) => useOwnList<MatchListItem>("/api/matches/user", userId);
