import type supertest from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../db/models";
import { type Agent, signedInAgent } from "../../test/agent";
import { createAdmin, createUser } from "../../test/factories";
import { useTestApp } from "../../test/routeTest";

const { app, visitor } = useTestApp();

type Role = "visitor" | "other" | "owner" | "moderator" | "admin";
const ROLES: Role[] = ["visitor", "other", "owner", "moderator", "admin"];

let owner: { agent: Agent; user: User };
let other: { agent: Agent; user: User };
let moderator: { agent: Agent; user: User };
let admin: { agent: Agent; user: User };
let target: User;
let ownersReport: string;

beforeAll(async () => {
  owner = await signedInAgent(app());
  other = await signedInAgent(app());
  moderator = await signedInAgent(app(), await createUser({ role: "moderator", roleSource: "operator" }));
  admin = await signedInAgent(app(), await createAdmin());
  target = await createUser();
  const created = await owner.agent
    .post("/api/reports")
    .send({ targetType: "user", targetId: target.id, reason: "spam" });
  ownersReport = created.body.id;
});

const as = (role: Role) => (role === "visitor" ? visitor() : { owner, other, moderator, admin }[role].agent);

/**
 * Every block and report route × {visitor, another member, the owner, admin}. Blocks and reports
 * belong to the member who made them: every member (admins too) manages only their own blocks and
 * reads only their own reports, so "owner" and "other" answer alike there. Only moderators and
 * admins read every report and move it (each move is valid once: the moderator's call moves it to
 * reviewing, the admin's on to actioned, after the others were refused).
 */
const routes: Array<{
  name: string;
  call: (client: ReturnType<typeof as>, role: Role) => supertest.Test;
  expected: Record<Role, number>;
}> = [
  {
    name: "GET /api/blocks",
    call: (c) => c.get("/api/blocks"),
    expected: { visitor: 401, other: 200, owner: 200, moderator: 200, admin: 200 },
  },
  {
    name: "PUT /api/blocks/:userId",
    call: (c) => c.put(`/api/blocks/${target.id}`),
    expected: { visitor: 401, other: 204, owner: 204, moderator: 204, admin: 204 },
  },
  {
    name: "DELETE /api/blocks/:userId",
    call: (c) => c.delete(`/api/blocks/${target.id}`),
    expected: { visitor: 401, other: 204, owner: 204, moderator: 204, admin: 204 },
  },
  {
    name: "POST /api/reports",
    call: (c) => c.post("/api/reports").send({ targetType: "user", targetId: target.id, reason: "other" }),
    expected: { visitor: 401, other: 201, owner: 201, moderator: 201, admin: 201 },
  },
  {
    name: "GET /api/reports/mine",
    call: (c) => c.get("/api/reports/mine"),
    expected: { visitor: 401, other: 200, owner: 200, moderator: 200, admin: 200 },
  },
  {
    name: "GET /api/admin/reports",
    call: (c) => c.get("/api/admin/reports"),
    expected: { visitor: 401, other: 403, owner: 403, moderator: 200, admin: 200 },
  },
  {
    name: "GET /api/admin/reports?status=open",
    call: (c) => c.get("/api/admin/reports?status=open"),
    expected: { visitor: 401, other: 403, owner: 403, moderator: 200, admin: 200 },
  },
  {
    name: "GET /api/admin/export/reports.csv",
    call: (c) => c.get("/api/admin/export/reports.csv"),
    // An admin export like the others: moderators triage reports on screen, not in bulk files.
    expected: { visitor: 401, other: 403, owner: 403, moderator: 403, admin: 200 },
  },
  {
    name: "PATCH /api/admin/reports/:id",
    call: (c, role) =>
      c.patch(`/api/admin/reports/${ownersReport}`).send({ status: role === "admin" ? "actioned" : "reviewing" }),
    expected: { visitor: 401, other: 403, owner: 403, moderator: 200, admin: 200 },
  },
];

describe("authorization matrix", () => {
  for (const route of routes) {
    it.each(ROLES)(`${route.name} as %s`, async (role) => {
      const response = await route.call(as(role), role);
      expect(response.status, JSON.stringify(response.body)).toBe(route.expected[role]);
    });
  }
});
