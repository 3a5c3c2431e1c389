import { FAVORITE_ROUTES, type FavoriteSpace } from "@kindred/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, callAllPages } from "../lib/call";

export const FAVORITES_KEY = [FAVORITE_ROUTES.list.path] as const;

/** Enough pages for any honest member; stops a runaway cursor loop. */
const MAX_PAGES = 10;

/** Every page of the member's favorites, most recently saved first, following X-Next-Cursor. */
const fetchFavorites = (): Promise<FavoriteSpace[]> => callAllPages(FAVORITE_ROUTES.list, {}, MAX_PAGES);

/**
 * GET /api/favorites for a member (`enabled` false for visitors). A 401 is an error here, not an
 * empty list: the favorites screen answers a lost session with the spec's Unauthorized toast.
 */
export const useFavorites = (enabled = true) =>
  useQuery<FavoriteSpace[]>({ queryKey: FAVORITES_KEY, queryFn: fetchFavorites, enabled });

export interface FavoriteChange {
  offerId: string;
  favorite: boolean;
}

/**
 * PUT or DELETE /api/favorites/{offerId}. Removing drops the card at once (rolled back on failure);
 * adding shows as pressed through the pending variables and the list reloads afterwards.
 */
export const useSetFavorite = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ offerId, favorite }: FavoriteChange) =>
      call(favorite ? FAVORITE_ROUTES.save : FAVORITE_ROUTES.forget, { params: { offerId } }),
    onMutate: async ({ offerId, favorite }) => {
      await queryClient.cancelQueries({ queryKey: FAVORITES_KEY });
      const previous = queryClient.getQueryData<FavoriteSpace[]>(FAVORITES_KEY);
      if (!favorite && previous) {
        queryClient.setQueryData<FavoriteSpace[]>(
          FAVORITES_KEY,
          previous.filter((space) => space.id !== offerId),
        );
      }
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous !== undefined) queryClient.setQueryData(FAVORITES_KEY, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: FAVORITES_KEY }),
  });
};

/** Whether `offerId` is a favorite, counting a change still on its way to the server. */
export const isFavorited = (
  offerId: string,
  favorites: readonly FavoriteSpace[] | null | undefined,
  pending: FavoriteChange | undefined,
): boolean => {
  if (pending && pending.offerId === offerId) return pending.favorite;
  return favorites?.some((space) => space.id === offerId) ?? false;
};
