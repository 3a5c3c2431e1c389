import { z } from "zod";
import { unavailableDates, unavailableDatesInput } from "../calendar";
import { idParam } from "../schemas/common";
import { defineRoute } from "./route";

export const CALENDAR_ROUTES = {
  setUnavailableDates: defineRoute({
    method: "put",
    path: "/api/space-offers/:id/unavailable-dates",
    access: "owner",
    params: idParam,
    body: unavailableDatesInput,
    status: 200,
    response: { description: "The offer's unavailable dates, sorted", schema: unavailableDates },
    tag: "Space offers",
    summary: "Replace an offer's one-off unavailable dates (owner only)",
    description: "Dates are `YYYY-MM-DD`; a date that does not exist is a 400.",
    errors: [403, 404],
  }),
  feed: defineRoute({
    method: "get",
    path: "/api/space-offers/:id/calendar.ics",
    access: "visitor",
    params: idParam,
    status: 200,
    response: {
      description: "An iCalendar feed (RFC 5545)",
      schema: z.string(),
      contentType: "text/calendar; charset=utf-8",
    },
    tag: "Space offers",
    summary: "The offer's weekly slots as recurring events, unavailable dates as exceptions",
    description:
      "Public like the offer page. Times are in the server's time zone, described by its VTIMEZONE; flexible and by-arrangement slots give no events.",
    errors: [404],
  }),
};
