import { beforeAll } from "vitest";
import type { Match } from "../../db/models";
import { describeMatrix, type MatrixRoute, useMatrixMembers } from "../../test/authorizationMatrix";
import { dayAhead } from "../../test/bookings";
import { createMatch, createSpaceOffer, createSpaceRequest, createUser } from "../../test/factories";
import { useTestApp } from "../../test/routeTest";

const testApp = useTestApp();
const members = useMatrixMembers(testApp);

let match: Match;
let offerId: string;
let bookingId: string;
const date = dayAhead(10);
const time = { startsAt: `${date}T18:00:00Z`, endsAt: `${date}T20:00:00Z` };

beforeAll(async () => {
  const host = await createUser();
  const offer = await createSpaceOffer({ user: host });
  offerId = offer.id;
  match = await createMatch({
    request: await createSpaceRequest({ user: members.owner.user }),
    offer,
    status: "accepted",
    acceptedBy: [members.owner.user.id, host.id],
  });
  const proposed = await members.owner.agent.post(`/api/matches/${match.id}/bookings`).send(time);
  bookingId = proposed.body.id;
});

/**
 * Every booking route × {visitor, another member, a party of the match ("owner"), admin}. A
 * booking is as private as the conversation it was agreed in: admins are everyone else.
 */
const routes: MatrixRoute[] = [
  {
    name: "POST /api/matches/:id/bookings",
    call: (c) => c.post(`/api/matches/${match.id}/bookings`).send(time),
    expected: { visitor: 401, other: 403, owner: 201, admin: 403 },
  },
  {
    name: "GET /api/matches/:id/bookings",
    call: (c) => c.get(`/api/matches/${match.id}/bookings`),
    expected: { visitor: 401, other: 403, owner: 200, admin: 403 },
  },
  {
    name: "PATCH /api/bookings/:id",
    call: (c) => c.patch(`/api/bookings/${bookingId}`).send({ action: "withdraw" }),
    expected: { visitor: 401, other: 403, owner: 200, admin: 403 },
  },
  {
    name: "GET /api/bookings/mine",
    call: (c) => c.get("/api/bookings/mine"),
    expected: { visitor: 401, other: 200, owner: 200, admin: 200 },
  },
  {
    name: "GET /api/space-offers/:id/busy (public, no names)",
    call: (c) => c.get(`/api/space-offers/${offerId}/busy`),
    expected: { visitor: 200, other: 200, owner: 200, admin: 200 },
  },
  {
    name: "GET /api/calendar-token",
    call: (c) => c.get("/api/calendar-token"),
    expected: { visitor: 401, other: 200, owner: 200, admin: 200 },
  },
  {
    name: "POST /api/calendar-token",
    call: (c) => c.post("/api/calendar-token"),
    expected: { visitor: 401, other: 200, owner: 200, admin: 200 },
  },
  {
    // The address is the authority: the owner's current one opens for anyone holding it, cookies or not.
    name: "GET /api/calendar/:token.ics (the owner's address)",
    call: async (c) => {
      const { url } = (await members.owner.agent.get("/api/calendar-token")).body;
      return c.get(new URL(url).pathname);
    },
    expected: { visitor: 200, other: 200, owner: 200, admin: 200 },
  },
];

describeMatrix(testApp, members, routes);
