import { z } from "zod";
import {
  booking,
  bookingActionInput,
  busyRange,
  calendarTokenAnswer,
  calendarTokenParam,
  dateRangeQuery,
  myOccurrence,
  proposeBookingInput,
} from "../bookings";
import { idParam, pageQuery } from "../schemas/common";
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
  mine: defineRoute({
    method: "get",
    path: "/api/bookings/mine",
    access: "member",
    query: pageQuery.extend(dateRangeQuery.shape),
    paged: true,
    status: 200,
    response: { description: "The member's dates, earliest first", schema: z.array(myOccurrence) },
    tag,
    summary: "Every date of the signed-in member's bookings, as seeker and as host",
    description:
      "Dates between `from` and `to` (`YYYY-MM-DD`, inclusive, in the server's zone; by default the next 90 days, at most 400), " +
      "of proposed, confirmed and cancelled bookings (declined, withdrawn and expired ones are left out).",
  }),
  busy: defineRoute({
    method: "get",
    path: "/api/space-offers/:id/busy",
    access: "visitor",
    params: idParam,
    query: dateRangeQuery,
    status: 200,
    response: { description: "Confirmed times, earliest first", schema: z.array(busyRange) },
    tag: "Space offers",
    summary: "When an offer is booked: confirmed times only, no names",
    description: "Public like the offer page. `from`/`to` as for `/api/bookings/mine`.",
    errors: [404],
  }),
  calendarToken: defineRoute({
    method: "get",
    path: "/api/calendar-token",
    access: "member",
    status: 200,
    response: { description: "The private feed's address", schema: calendarTokenAnswer },
    tag,
    summary: "The address of the member's private calendar feed (made on first call)",
  }),
  rotateCalendarToken: defineRoute({
    method: "post",
    path: "/api/calendar-token",
    access: "member",
    status: 200,
    response: { description: "The new address", schema: calendarTokenAnswer },
    tag,
    summary: "A new address for the private calendar feed; the old one answers 404 from now on",
  }),
  privateFeed: defineRoute({
    method: "get",
    path: "/api/calendar/:token.ics",
    access: "visitor",
    params: calendarTokenParam,
    status: 200,
    response: {
      description: "An iCalendar feed (RFC 5545)",
      schema: z.string(),
      contentType: "text/calendar; charset=utf-8",
    },
    tag,
    summary: "A member's bookings as an iCalendar feed; the secret address is the authority",
    description:
      "Weekly series are recurring events in their zone (with its VTIMEZONE), cancelled dates EXDATEs, moved dates overrides.",
    errors: [404],
  }),
};
