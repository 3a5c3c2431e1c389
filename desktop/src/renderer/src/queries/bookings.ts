import { BOOKING_ROUTES, type BookingActionInput, type ProposeBookingInput } from "@kindred/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, callAllPages } from "../lib/call";
import { BOOKINGS_KEY } from "../lib/realtime";

/** Every booking query starts with BOOKINGS_KEY, so one invalidation refreshes cards, calendars and busy times. */
export const bookingKeys = {
  match: (matchId: string) => [BOOKINGS_KEY, "match", matchId] as const,
  mine: (from: string, to: string) => [BOOKINGS_KEY, "mine", from, to] as const,
  busy: (offerId: string, from: string, to: string) => [BOOKINGS_KEY, "busy", offerId, from, to] as const,
  feed: [BOOKINGS_KEY, "feed"] as const,
};

/** Enough pages for a busy host's month (200 dates a page). */
const MAX_PAGES = 50;

/** GET /api/matches/{id}/bookings: the match's bookings, newest first. */
export const useMatchBookings = (matchId: string, enabled = true) =>
  useQuery({
    queryKey: bookingKeys.match(matchId),
    queryFn: () => call(BOOKING_ROUTES.listByMatch, { params: { id: matchId } }),
    enabled,
  });

/** GET /api/bookings/mine: every date of the member's bookings in `from`–`to`, all pages. */
export const useMyOccurrences = (from: string, to: string, enabled = true) =>
  useQuery({
    queryKey: bookingKeys.mine(from, to),
    queryFn: () => callAllPages(BOOKING_ROUTES.mine, { query: { from, to } }, MAX_PAGES),
    enabled,
  });

/** GET /api/space-offers/{id}/busy: an offer's confirmed times (public). */
export const useOfferBusy = (offerId: string, from: string, to: string) =>
  useQuery({
    queryKey: bookingKeys.busy(offerId, from, to),
    queryFn: () => call(BOOKING_ROUTES.busy, { params: { id: offerId }, query: { from, to } }),
  });

const useRefreshBookings = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [BOOKINGS_KEY] });
};

/** POST /api/matches/{id}/bookings. */
export const useProposeBooking = (matchId: string) => {
  const refresh = useRefreshBookings();
  return useMutation({
    mutationFn: (body: ProposeBookingInput) => call(BOOKING_ROUTES.propose, { params: { id: matchId }, body }),
    onSuccess: refresh,
  });
};

/** PATCH /api/bookings/{id}: accept, decline, withdraw, cancel or reschedule. */
export const useBookingAction = () => {
  const refresh = useRefreshBookings();
  return useMutation({
    mutationFn: ({ bookingId, body }: { bookingId: string; body: BookingActionInput }) =>
      call(BOOKING_ROUTES.act, { params: { id: bookingId }, body }),
    onSuccess: refresh,
  });
};

/** GET /api/calendar-token: the private feed's address (made on first call). */
export const useCalendarFeed = () =>
  useQuery({ queryKey: bookingKeys.feed, queryFn: () => call(BOOKING_ROUTES.calendarToken, {}) });

/** POST /api/calendar-token: a new address; the old one stops working. */
export const useRotateCalendarFeed = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(BOOKING_ROUTES.rotateCalendarToken, {}),
    onSuccess: (answer) => queryClient.setQueryData(bookingKeys.feed, answer),
  });
};
