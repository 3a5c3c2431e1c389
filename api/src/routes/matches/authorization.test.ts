import supertest from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import type { Match, Notification, User } from "../../db/models";
import { Notification as NotificationModel } from "../../db/models";
import { type Agent, signedInAgent } from "../../test/agent";
import { createTestApp } from "../../test/app";
import { useTestDatabase } from "../../test/database";
import { createAdmin, createMatch, createSpaceOffer, createSpaceRequest, createUser } from "../../test/factories";

const db = useTestDatabase();
const app = () => createTestApp(db.sequelize);

type Role = "visitor" | "other" | "party" | "admin";
const ROLES: Role[] = ["visitor", "other", "party", "admin"];

let party: { agent: Agent; user: User };
let other: { agent: Agent; user: User };
let admin: { agent: Agent; user: User };
let match: Match;
let partyNotification: Notification;

beforeAll(async () => {
  party = await signedInAgent(app());
  other = await signedInAgent(app());
  admin = await signedInAgent(app(), await createAdmin());
  const host = await createUser();
  match = await createMatch({
    request: await createSpaceRequest({ user: party.user }),
    offer: await createSpaceOffer({ user: host }),
  });
  partyNotification = await NotificationModel.create({
    userId: party.user.id,
    type: "match_update",
    facts: { change: "accept", actorName: "x", subject: "x" },
    matchId: match.id,
  });
});

const as = (role: Role) => (role === "visitor" ? supertest(app().callback()) : { party, other, admin }[role].agent);

/**
 * Every route of matches, messages, notifications and events × {visitor, other member, party,
 * admin}. "party" is one of the two members of the match (and the owner of the notification).
 */
const routes: Array<{
  name: string;
  call: (client: ReturnType<typeof as>) => supertest.Test;
  expected: Record<Role, number>;
}> = [
  {
    name: "GET /api/matches/user/:partyId",
    call: (c) => c.get(`/api/matches/user/${party.user.id}`),
    expected: { visitor: 401, other: 403, party: 200, admin: 403 },
  },
  {
    name: "GET /api/matches/unread-count",
    call: (c) => c.get("/api/matches/unread-count"),
    expected: { visitor: 401, other: 200, party: 200, admin: 200 },
  },
  {
    name: "GET /api/matches/:id/conversation",
    call: (c) => c.get(`/api/matches/${match.id}/conversation?userId=${other.user.id}`),
    expected: { visitor: 401, other: 403, party: 200, admin: 403 },
  },
  {
    name: "POST /api/matches/:id/messages",
    call: (c) => c.post(`/api/matches/${match.id}/messages`).send({ content: "Hi" }),
    expected: { visitor: 401, other: 403, party: 201, admin: 403 },
  },
  {
    name: "PATCH /api/matches/:id",
    call: (c) => c.patch(`/api/matches/${match.id}`).send({ action: "accept" }),
    expected: { visitor: 401, other: 403, party: 200, admin: 403 },
  },
  {
    name: "GET /api/notifications",
    call: (c) => c.get("/api/notifications"),
    expected: { visitor: 401, other: 200, party: 200, admin: 200 },
  },
  {
    name: "PATCH /api/notifications/:id/read (the party's)",
    call: (c) => c.patch(`/api/notifications/${partyNotification.id}/read`),
    expected: { visitor: 401, other: 404, party: 200, admin: 404 },
  },
  {
    name: "POST /api/notifications/read-all",
    call: (c) => c.post("/api/notifications/read-all"),
    expected: { visitor: 401, other: 200, party: 200, admin: 200 },
  },
];

describe("authorization matrix", () => {
  for (const route of routes) {
    it.each(ROLES)(`${route.name} as %s`, async (role) => {
      const response = await route.call(as(role));
      expect(response.status, JSON.stringify(response.body)).toBe(route.expected[role]);
    });
  }

  // Signed-in members' streams (200, their own events only) are covered in routes/events.
  it("GET /api/events as visitor", async () => {
    expect((await as("visitor").get("/api/events")).status).toBe(401);
  });
});
