import { choiceLabel, IMPACT_TEXTS, impactReport, MISSIONS } from "@kindred/contract";
import { beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../db/models";
import { type Agent, signedInAgent } from "../../test/agent";
import { parseCsv } from "../../test/csv";
import { createAdmin, createMatch, createSpaceOffer, createSpaceRequest, createUser } from "../../test/factories";
import { useTestApp } from "../../test/routeTest";

const { app, visitor } = useTestApp();

let host: { agent: Agent; user: User };
let member: { agent: Agent; user: User };
let admin: { agent: Agent; user: User };

const at = (day: string) => new Date(`${day}T12:00:00Z`);
const facts = (sharedIds: string[]) => ({
  sharedIds,
  requestType: "workshop",
  offerType: "workshop",
  participants: 10,
  capacity: 20,
  sponsored: false,
});

beforeAll(async () => {
  host = await signedInAgent(app());
  member = await signedInAgent(app());
  admin = await signedInAgent(app(), await createAdmin());
  const [studio, hall] = [await createSpaceOffer({ user: host.user }), await createSpaceOffer({ user: host.user })];
  const elsewhere = await createSpaceOffer();
  const seeker = await createUser();
  const [first, second] = [await createSpaceRequest({ user: seeker }), await createSpaceRequest()];
  await createMatch({
    request: first,
    offer: studio,
    status: "accepted",
    createdAt: at("2027-01-10"),
    facts: facts(["creative-arts", "workshop"]),
  });
  await createMatch({
    request: second,
    offer: studio,
    status: "completed",
    createdAt: at("2027-01-20"),
    facts: facts(["creative-arts", "youth-development"]),
  });
  // Accepted by both, then its listing went: it still reached accepted.
  await createMatch({
    request: await createSpaceRequest({ user: seeker }),
    offer: hall,
    status: "closed",
    acceptedBy: [seeker.id, host.user.id],
    createdAt: at("2027-03-03"),
    facts: facts(["social-justice"]),
  });
  await createMatch({ request: first, offer: hall, createdAt: at("2027-02-05"), facts: facts(["creative-arts"]) });
  await createMatch({
    offer: elsewhere,
    status: "accepted",
    createdAt: at("2027-01-15"),
    facts: facts(["creative-arts"]),
  });
  // Outside the range asked for below.
  await createMatch({ offer: studio, status: "accepted", createdAt: at("2026-12-31") });
});

const RANGE = { from: "2027-01-01", to: "2027-03-31" };

describe("GET /api/impact", () => {
  it("shows a host the matches of their own spaces, month by month with totals", async () => {
    const response = await host.agent.get("/api/impact").query(RANGE);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const report = impactReport.parse(response.body);
    expect(report.scope).toBe("host");
    expect(report.months).toEqual([
      {
        month: "2027-01",
        matchesMade: 2,
        matchesAccepted: 2,
        matchesCompleted: 1,
        spacesShared: 1,
        membersServed: 2,
        sessionsHeld: 0,
        hoursShared: 0,
        causesServed: { "creative-arts": 2, "youth-development": 1 },
      },
      {
        month: "2027-02",
        matchesMade: 1,
        matchesAccepted: 0,
        matchesCompleted: 0,
        spacesShared: 0,
        membersServed: 0,
        sessionsHeld: 0,
        hoursShared: 0,
        causesServed: {},
      },
      {
        month: "2027-03",
        matchesMade: 1,
        matchesAccepted: 1,
        matchesCompleted: 0,
        spacesShared: 1,
        membersServed: 1,
        sessionsHeld: 0,
        hoursShared: 0,
        causesServed: { "social-justice": 1 },
      },
    ]);
    // The seeker of January and March is one member; the two spaces are distinct.
    expect(report.totals).toEqual({
      matchesMade: 4,
      matchesAccepted: 3,
      matchesCompleted: 1,
      spacesShared: 2,
      membersServed: 2,
      sessionsHeld: 0,
      hoursShared: 0,
      causesServed: { "creative-arts": 2, "youth-development": 1, "social-justice": 1 },
    });
  });

  it("shows admins the whole community", async () => {
    const report = impactReport.parse((await admin.agent.get("/api/impact").query(RANGE)).body);
    expect(report.scope).toBe("community");
    expect(report.months[0]).toMatchObject({ month: "2027-01", matchesMade: 3, matchesAccepted: 3, spacesShared: 2 });
    expect(report.totals.causesServed["creative-arts"]).toBe(3);
  });

  it("gives a member without spaces zeros for the last 12 months by default", async () => {
    const report = impactReport.parse((await member.agent.get("/api/impact")).body);
    expect(report.scope).toBe("host");
    expect(report.months).toHaveLength(12);
    expect(report.months.every((month) => month.matchesMade === 0)).toBe(true);
    expect(report.totals.matchesMade).toBe(0);
  });

  it.each([
    ["from after to", { from: "2027-03-01", to: "2027-01-01" }, IMPACT_TEXTS.invalidRange],
    ["a date that does not exist", { from: "2027-02-30" }, undefined],
    ["more than ten years", { from: "2000-01-01", to: "2027-01-01" }, IMPACT_TEXTS.rangeTooLong],
    ["a lone from long ago", { from: "1990-01-01" }, IMPACT_TEXTS.rangeTooLong],
  ])("refuses %s with 400", async (_, query, message) => {
    const response = await host.agent.get("/api/impact").query(query);
    expect(response.status).toBe(400);
    if (message) expect(response.body.issues.map((issue: { message: string }) => issue.message)).toContain(message);
  });
});

describe("GET /api/impact.csv", () => {
  it("answers the same rows as CSV with BOM, CRLF, a header, a total row and one column per cause", async () => {
    const response = await host.agent.get("/api/impact.csv").query(RANGE).buffer(true);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="impact-2027-01-01-to-2027-03-31.csv"');
    const text = response.text;
    expect(text.startsWith("\uFEFF")).toBe(true);
    expect(text.endsWith("\r\n")).toBe(true);
    const [header, january, , , total] = parseCsv(text.slice(1));
    expect(header).toEqual([IMPACT_TEXTS.month, ...Object.values(IMPACT_TEXTS.measures), ...MISSIONS.map(choiceLabel)]);
    expect(header).toContain("Creative arts");
    expect(january?.slice(0, 8)).toEqual(["2027-01", "2", "2", "1", "1", "2", "0", "0"]);
    expect(january?.[8 + MISSIONS.indexOf("creative-arts")]).toBe("2");
    expect(total?.slice(0, 8)).toEqual([IMPACT_TEXTS.total, "4", "3", "1", "2", "2", "0", "0"]);
  });
});

describe("authorization matrix", () => {
  type Role = "visitor" | "member" | "host" | "admin";
  const as = (role: Role) => (role === "visitor" ? visitor() : { member, host, admin }[role].agent);
  const expected: Record<Role, number> = { visitor: 401, member: 200, host: 200, admin: 200 };
  for (const path of ["/api/impact", "/api/impact.csv"]) {
    for (const role of ["visitor", "member", "host", "admin"] as const) {
      it(`GET ${path} as ${role} → ${expected[role]}`, async () => {
        expect((await as(role).get(path)).status).toBe(expected[role]);
      });
    }
  }
});
