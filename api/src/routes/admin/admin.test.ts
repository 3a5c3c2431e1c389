import {
  ADMIN_WEEKLY_WEEKS,
  adminMatch,
  adminStats,
  adminUser,
  adminWeeklyStats,
  feedback as feedbackShape,
  PAGE,
  SERVER_MESSAGES,
} from "@kindred/contract";
import supertest from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { Feedback, type User } from "../../db/models";
import { type Agent, signedInAgent } from "../../test/agent";
import { createTestApp } from "../../test/app";
import { useTestDatabase } from "../../test/database";
import { createAdmin, createMatch, createSpaceOffer, createSpaceRequest, createUser } from "../../test/factories";

const db = useTestDatabase();
const app = () => createTestApp(db.sequelize);
const visitor = () => supertest(app().callback());
const UNKNOWN_ID = "7b0f8f0e-55d3-4a8e-9a43-3f1c3f0a9c11";

let member: { agent: Agent; user: User };
let moderator: { agent: Agent; user: User };
let admin: { agent: Agent; user: User };
beforeAll(async () => {
  member = await signedInAgent(app());
  moderator = await signedInAgent(app(), await createUser({ role: "moderator", roleSource: "operator" }));
  admin = await signedInAgent(app(), await createAdmin());
});

const createFeedback = (fields: Partial<Pick<Feedback, "type" | "priority" | "status" | "message">> = {}) =>
  Feedback.create({ type: "bug", message: "The map does not load", priority: "high", page: "/", ...fields });
const idsOf = (body: { id: string }[]) => body.map((item) => item.id);

describe("GET /api/admin/stats", () => {
  it("counts members, matches, feedback and members with an email", async () => {
    const before = adminStats.parse((await admin.agent.get("/api/admin/stats")).body);
    await createUser({ email: null });
    await createMatch();
    await createFeedback();
    await createFeedback({ status: "resolved" });
    const after = adminStats.parse((await admin.agent.get("/api/admin/stats")).body);
    // createMatch makes two owners (with emails) and the email-less member above.
    expect(after).toEqual({
      openReports: before.openReports,
      newFeedback: before.newFeedback + 1,
      communityMembers: before.communityMembers + 3,
      totalMatches: before.totalMatches + 1,
      feedbackItems: before.feedbackItems + 2,
      activeUsers: before.activeUsers + 2,
    });
  });
});

describe("GET /api/admin/stats/weekly", () => {
  it("answers 12 weeks oldest first, counting this week's sign-ups and matches", async () => {
    const before = adminWeeklyStats.parse((await admin.agent.get("/api/admin/stats/weekly")).body);
    await createMatch();
    const weeks = adminWeeklyStats.parse((await admin.agent.get("/api/admin/stats/weekly")).body);
    expect(weeks).toHaveLength(ADMIN_WEEKLY_WEEKS);
    expect([...weeks].sort((a, b) => a.weekStart.localeCompare(b.weekStart))).toEqual(weeks);
    expect(weeks.at(-1)).toMatchObject({
      signUps: (before.at(-1)?.signUps ?? 0) + 2,
      matches: (before.at(-1)?.matches ?? 0) + 1,
    });
  });
});

describe("GET /api/admin/users", () => {
  it("lists members newest first with emails, paged", async () => {
    const older = await createUser({ createdAt: new Date(Date.now() + 60_000) });
    const newer = await createUser({ createdAt: new Date(Date.now() + 120_000) });
    const first = await admin.agent.get("/api/admin/users?limit=1");
    expect(first.status).toBe(200);
    const [shown] = first.body.map((item: unknown) => adminUser.parse(item));
    expect(shown).toMatchObject({ id: newer.id, email: newer.email, role: "member" });
    expect(shown).not.toHaveProperty("passwordHash");
    const cursor = first.headers[PAGE.nextCursorHeader.toLowerCase()];
    const second = await admin.agent.get(`/api/admin/users?limit=1&cursor=${cursor}`);
    expect(idsOf(second.body)).toEqual([older.id]);
  });

  it("narrows by name or email with ?q=", async () => {
    const byName = await createUser({ firstName: "Evangeline", lastName: "Throssel" });
    const byEmail = await createUser({ email: "throssel-fan@example.org" });
    await createUser({ firstName: "Someone", lastName: "Else" });
    const response = await admin.agent.get("/api/admin/users?q=throssel");
    expect(idsOf(response.body).sort()).toEqual([byName.id, byEmail.id].sort());
    expect(idsOf((await admin.agent.get("/api/admin/users?q=evangeline%20thro")).body)).toEqual([byName.id]);
  });

  it("matches % and _ literally", async () => {
    expect((await admin.agent.get("/api/admin/users?q=%25")).body).toEqual([]);
  });
});

describe("GET /api/admin/feedback", () => {
  it("lists feedback newest first and filters by status, type and priority", async () => {
    const bug = await createFeedback({ type: "bug", priority: "critical" });
    const praise = await createFeedback({ type: "praise", priority: "low", status: "resolved" });
    const all = await admin.agent.get("/api/admin/feedback");
    expect(all.status).toBe(200);
    for (const item of all.body) feedbackShape.parse(item);
    expect(idsOf(all.body).slice(0, 2)).toEqual([praise.id, bug.id]);
    expect(idsOf((await admin.agent.get("/api/admin/feedback?type=praise")).body)).toContain(praise.id);
    expect(idsOf((await admin.agent.get("/api/admin/feedback?type=praise")).body)).not.toContain(bug.id);
    expect(idsOf((await admin.agent.get("/api/admin/feedback?priority=critical")).body)).toEqual([bug.id]);
    expect(idsOf((await admin.agent.get("/api/admin/feedback?status=resolved&type=praise")).body)).toEqual([praise.id]);
  });

  it("names who sent each item: a member by name, a visitor as null", async () => {
    const sender = await createUser({ firstName: "Rosa", lastName: "Parks" });
    const fromMember = await Feedback.create({ type: "bug", message: "Hi", page: "/", userId: sender.id });
    const fromVisitor = await createFeedback();
    const body = (await admin.agent.get("/api/admin/feedback?limit=200")).body as { id: string }[];
    const find = (id: string) => feedbackShape.parse(body.find((item) => item.id === id));
    expect(find(fromMember.id)).toMatchObject({ userId: sender.id, senderName: "Rosa Parks" });
    expect(find(fromVisitor.id)).toMatchObject({ userId: null, senderName: null });
  });

  it("refuses an unknown filter value", async () => {
    const response = await admin.agent.get("/api/admin/feedback?status=archived");
    expect(response.status).toBe(400);
    expect(response.body.issues[0].path).toBe("status");
  });
});

describe("PATCH /api/admin/feedback/:id", () => {
  it("follows new → in_progress → resolved → closed → in_progress", async () => {
    const item = await createFeedback();
    for (const status of ["in_progress", "resolved", "closed", "in_progress"]) {
      const response = await admin.agent.patch(`/api/admin/feedback/${item.id}`).send({ status });
      expect(response.status, status).toBe(200);
      expect(response.body.status).toBe(status);
    }
    expect((await item.reload()).status).toBe("in_progress");
  });

  it.each([
    ["new", "resolved"],
    ["new", "closed"],
    ["new", "new"],
    ["in_progress", "new"],
    ["resolved", "new"],
  ] as const)("refuses %s → %s with 409", async (from, to) => {
    const item = await createFeedback({ status: from });
    const response = await admin.agent.patch(`/api/admin/feedback/${item.id}`).send({ status: to });
    expect(response.status).toBe(409);
    expect((await item.reload()).status).toBe(from);
  });

  it("refuses an unknown status with 400 and an unknown id with 404", async () => {
    const item = await createFeedback();
    expect((await admin.agent.patch(`/api/admin/feedback/${item.id}`).send({ status: "done" })).status).toBe(400);
    expect((await admin.agent.patch(`/api/admin/feedback/${UNKNOWN_ID}`).send({ status: "in_progress" })).status).toBe(
      404,
    );
    expect((await admin.agent.patch("/api/admin/feedback/nope").send({ status: "in_progress" })).status).toBe(404);
  });
});

describe("GET /api/admin/matches", () => {
  it("lists matches newest first with the request title and space name", async () => {
    const request = await createSpaceRequest({ title: "Choir practice" });
    const offer = await createSpaceOffer({ spaceName: "Old Chapel" });
    const match = await createMatch({ request, offer, score: 9 });
    const response = await admin.agent.get("/api/admin/matches");
    expect(response.status).toBe(200);
    const [first] = response.body.map((item: unknown) => adminMatch.parse(item));
    expect(first).toEqual({
      id: match.id,
      createdAt: match.createdAt.toISOString(),
      status: "under_review",
      score: 9,
      spaceRequestTitle: "Choir practice",
      spaceOfferName: "Old Chapel",
    });
  });
});

describe("authorization matrix", () => {
  const routes: [string, (client: ReturnType<typeof visitor> | Agent, feedbackId: string) => supertest.Test][] = [
    ["GET /api/admin/stats", (c) => c.get("/api/admin/stats")],
    ["GET /api/admin/stats/weekly", (c) => c.get("/api/admin/stats/weekly")],
    ["GET /api/admin/users", (c) => c.get("/api/admin/users")],
    ["GET /api/admin/feedback", (c) => c.get("/api/admin/feedback")],
    ["GET /api/admin/matches", (c) => c.get("/api/admin/matches")],
    ["PATCH /api/admin/feedback/:id", (c, id) => c.patch(`/api/admin/feedback/${id}`).send({ status: "in_progress" })],
    ["GET /api/admin/export/members.csv", (c) => c.get("/api/admin/export/members.csv")],
    ["GET /api/admin/export/matches.csv", (c) => c.get("/api/admin/export/matches.csv")],
    ["GET /api/admin/export/feedback.csv", (c) => c.get("/api/admin/export/feedback.csv")],
  ];
  // Moderators reach the members list (without emails) and nothing else of the dashboard.
  const forModerators = new Set(["GET /api/admin/users"]);
  for (const [name, call] of routes) {
    const expected = { visitor: 401, member: 403, moderator: forModerators.has(name) ? 200 : 403, admin: 200 };
    for (const role of ["visitor", "member", "moderator", "admin"] as const) {
      it(`${name} as ${role} → ${expected[role]}`, async () => {
        const item = await createFeedback();
        const client = role === "visitor" ? visitor() : { member, moderator, admin }[role].agent;
        const response = await call(client, item.id);
        expect(response.status).toBe(expected[role]);
        if (role === "member" && !forModerators.has(name))
          expect(response.body.message).toBe(SERVER_MESSAGES.adminOnly);
        if (role !== "admin") expect((await item.reload()).status).toBe("new");
      });
    }
  }
});
