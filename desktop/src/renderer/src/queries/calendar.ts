import { CALENDAR_ROUTES, type SpaceOffer } from "@kindred/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call, routeUrl } from "../lib/call";
import { listingKeys } from "./listings";

/**
 * PUT /api/space-offers/{id}/unavailable-dates. The page shows the new set at once; calls for one
 * offer run one after another (a mutation scope), so the last toggle's set is the one stored.
 */
export const useSetUnavailableDates = (offerId: string) => {
  const queryClient = useQueryClient();
  const key = listingKeys.detail("offer", offerId);
  return useMutation({
    scope: { id: `unavailable-dates-${offerId}` },
    mutationFn: (dates: string[]) =>
      call(CALENDAR_ROUTES.setUnavailableDates, { params: { id: offerId }, body: { dates } }),
    onMutate: (dates) => {
      queryClient.setQueryData<SpaceOffer>(key, (offer) => (offer ? { ...offer, unavailableDates: dates } : offer));
    },
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
};

/** The feed's path, for links (a calendar app subscribes to it, a browser downloads it). */
export const calendarFeedPath = (offerId: string) => routeUrl(CALENDAR_ROUTES.feed, { params: { id: offerId } });
