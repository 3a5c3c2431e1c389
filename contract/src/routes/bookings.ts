import { z } from "zod";
import { booking, bookingActionInput, proposeBookingInput } from "../bookings";
import { idParam } from "../schemas/common";
import { defineRoute } from "./route";

const tag = "Bookings";

export const BOOKING_ROUTES = {
  propose: defineRoute({
    method: "post",
    path: "/api/matches/:id/bookings",
    access: "party",
    params: idParam,
    body: proposeBookingInput,
    status: 201,
    response: { description: "The proposed booking", schema: booking },
    tag,
    summary: "Propose a time in an accepted match (one date, or weekly until a date)",
    description:
      "30 minutes to 14 hours, starting in the future, at most 26 weekly dates, participants no more than the space's capacity. " +
      "A time outside the offer's weekly slots is allowed and marked `outsideAvailability`. 409 unless the match is accepted.",
    errors: [403, 404, 409],
  }),
  listByMatch: defineRoute({
    method: "get",
    path: "/api/matches/:id/bookings",
    access: "party",
    params: idParam,
    status: 200,
    response: { description: "The match's bookings, newest first", schema: z.array(booking) },
    tag,
    summary: "A match's bookings (the two parties only)",
    errors: [403, 404],
  }),
  act: defineRoute({
    method: "patch",
    path: "/api/bookings/:id",
    access: "party",
    params: idParam,
    body: bookingActionInput,
    status: 200,
    response: { description: "The booking", schema: booking },
    tag,
    summary: "Accept, decline, withdraw, cancel or reschedule a booking",
    description:
      "The other party accepts or declines a proposal; its proposer withdraws it; either party cancels a confirmed booking " +
      "(one date with `occurrence`, or the whole series) with a reason. `reschedule` proposes a new time for one confirmed date, " +
      "which the other party accepts or declines (with `occurrence`). Any other transition is a 409, as is accepting a time " +
      "that overlaps a confirmed booking or an unavailable date.",
    errors: [403, 404, 409],
  }),
};
