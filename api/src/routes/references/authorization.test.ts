import { beforeAll } from "vitest";
import type { Match } from "../../db/models";
import { describeMatrix, type MatrixRoute, useMatrixMembers } from "../../test/authorizationMatrix";
import { acceptedMatch, endedBooking } from "../../test/bookings";
import { useTestApp } from "../../test/routeTest";

const testApp = useTestApp();
const members = useMatrixMembers(testApp);

let match: Match;
let hostId: string;

beforeAll(async () => {
  // The owner is the seeker of a match whose booked date ended.
  const parties = await acceptedMatch(testApp.app, { seeker: members.owner });
  await endedBooking(parties);
  match = parties.match;
  hostId = parties.host.user.id;
});

/**
 * Every reference route × {visitor, another member, a party of the match ("owner"), moderator,
 * admin}. Writing and a match's references are the parties' alone (staff are everyone else, as
 * for the conversation); published references are public.
 */
const routes: MatrixRoute[] = [
  {
    name: "GET /api/matches/:id/references",
    call: (c) => c.get(`/api/matches/${match.id}/references`),
    expected: { visitor: 401, other: 403, owner: 200, moderator: 403, admin: 403 },
  },
  {
    name: "POST /api/matches/:id/references",
    call: (c) =>
      c
        .post(`/api/matches/${match.id}/references`)
        .send({ experience: "positive", text: "A calm, bright, welcoming room." }),
    expected: { visitor: 401, other: 403, owner: 201, moderator: 403, admin: 403 },
  },
  {
    name: "GET /api/users/:id/references (public)",
    call: (c) => c.get(`/api/users/${hostId}/references`),
    expected: { visitor: 200, other: 200, owner: 200, moderator: 200, admin: 200 },
  },
];

describeMatrix(testApp, members, routes);
