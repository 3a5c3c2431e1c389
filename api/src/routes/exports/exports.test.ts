import { CSV, CSV_EXPORTS, type CsvExportName, EXPORT_ROUTES, SERVER_MESSAGES } from "@kindred/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { Feedback, Report, type User } from "../../db/models";
import { type Agent, signedInAgent } from "../../test/agent";
import { readCsvFile } from "../../test/csv";
import {
  createAdmin,
  createMatch,
  createSpaceOffer,
  createSpaceRequest,
  createStoredObject,
  createUser,
} from "../../test/factories";
import { minutesAgo, useTestApp } from "../../test/routeTest";

const { app, visitor } = useTestApp();

let host: { agent: Agent; user: User };
let admin: { agent: Agent; user: User };
beforeAll(async () => {
  host = await signedInAgent(app());
  admin = await signedInAgent(app(), await createAdmin());
});

const today = () => new Date().toISOString().slice(0, 10);

/** Downloads an export and checks what every CSV answer carries; returns its rows. */
const download = async (agent: Agent, name: CsvExportName) => {
  const response = await agent.get(EXPORT_ROUTES[name].path).buffer(true);
  expect(response.status, response.text).toBe(200);
  expect(response.headers["content-type"]).toBe(CSV.contentType);
  expect(response.headers["content-disposition"]).toBe(
    `attachment; filename="kindred-${CSV_EXPORTS[name].fileStem}-${today()}.csv"`,
  );
  expect(response.headers["cache-control"]).toBe("no-store");
  const file = readCsvFile(response.text);
  expect(file.header).toEqual(CSV_EXPORTS[name].columns);
  return file.rows;
};

describe("GET /api/space-offers/mine.csv", () => {
  it("holds the member's own offers newest first, paused ones too, with nasty text intact and formulas defused", async () => {
    const older = await createSpaceOffer({
      user: host.user,
      spaceName: '=HYPERLINK("http://evil.example","Sunrise")',
      description: 'Big room, "quiet", with a kiln\r\nand a sink; Zoë’s café 🎨',
      availability: ["weekday-evening", "flexible"],
      isActive: false,
      createdAt: minutesAgo(10),
    });
    const newer = await createSpaceOffer({ user: host.user, spaceName: "Juniper Loft", createdAt: minutesAgo(5) });
    await createSpaceOffer({ spaceName: "Someone else's hall" });

    const rows = await download(host.agent, "myOffers");
    expect(rows.map((row) => row.id)).toEqual([newer.id, older.id]);
    expect(rows[1]).toEqual({
      id: older.id,
      spaceName: `'=HYPERLINK("http://evil.example","Sunrise")`,
      // Choice ids as their labels (DESIGN 11.8).
      spaceType: "Studio",
      address: older.address,
      capacity: "20",
      availability: "Weekday evenings (6pm–10pm); Flexible",
      supportedCauses: "Creative arts; Workshop; Sliding scale",
      description: 'Big room, "quiet", with a kiln\r\nand a sink; Zoë’s café 🎨',
      contactName: "Test Host",
      contactEmail: host.user.email,
      isActive: "false",
      isSponsored: "false",
      createdAt: older.createdAt.toISOString(),
    });
  });
});

describe("GET /api/space-requests/mine.csv", () => {
  it("holds the member's own requests, status and values included", async () => {
    const member = await signedInAgent(app());
    const request = await createSpaceRequest({
      user: member.user,
      title: "+Pottery, for teens",
      participants: null,
      duration: null,
    });
    await createSpaceRequest({ title: "Another member's request" });

    const rows = await download(member.agent, "myRequests");
    expect(rows).toEqual([
      {
        id: request.id,
        title: "'+Pottery, for teens",
        spaceType: "Studio",
        location: "RiNo",
        participants: "",
        duration: "",
        values: "Creative arts; Workshop; Skill building",
        description: request.description,
        contactName: "Test Member",
        contactEmail: member.user.email,
        status: "pending",
        createdAt: request.createdAt.toISOString(),
      },
    ]);
  });

  it("is a header alone for a member with no requests", async () => {
    const member = await signedInAgent(app());
    expect(await download(member.agent, "myRequests")).toEqual([]);
  });

  it("is headed and labelled in the reader's language", async () => {
    const member = await signedInAgent(app());
    await createSpaceRequest({ user: member.user, title: "Cerámica" });
    await member.agent.put("/api/auth/user").send({ locale: "es" });
    const response = await member.agent.get(EXPORT_ROUTES.myRequests.path).buffer(true);
    const file = readCsvFile(response.text);
    expect(file.header).toEqual([
      "ID",
      "Título",
      "Tipo de espacio",
      "Ubicación",
      "Participantes",
      "Duración",
      "Valores",
      "Descripción",
      "Nombre de contacto",
      "Correo de contacto",
      "Estado",
      "Creado",
    ]);
    expect(file.rows[0]).toMatchObject({ Título: "Cerámica", "Tipo de espacio": "Estudio" });
  });
});

describe("the own-listing exports", () => {
  for (const name of ["myOffers", "myRequests"] as const) {
    it(`${EXPORT_ROUTES[name].path} asks visitors to sign in (401)`, async () => {
      const response = await visitor().get(EXPORT_ROUTES[name].path);
      expect(response.status).toBe(401);
      expect(response.body.message).toBe(SERVER_MESSAGES.notSignedIn);
    });
  }
});

describe("GET /api/admin/export/members.csv", () => {
  it("lists members with email and role, never a password hash", async () => {
    const rows = await download(admin.agent, "members");
    const row = rows.find((candidate) => candidate.id === host.user.id);
    expect(row).toEqual({
      id: host.user.id,
      email: host.user.email,
      firstName: "Test",
      lastName: host.user.lastName,
      role: "member",
      location: "",
      interests: "",
      createdAt: host.user.createdAt.toISOString(),
    });
    expect(rows.find((candidate) => candidate.id === admin.user.id)?.role).toBe("admin");
    const file = (await admin.agent.get(EXPORT_ROUTES.members.path).buffer(true)).text;
    expect(file).not.toContain(String(host.user.passwordHash));
    expect(file).not.toContain("$argon2");
  });
});

describe("GET /api/admin/export/matches.csv", () => {
  it("lists matches with their request title and space name, blank once a listing is gone", async () => {
    const match = await createMatch();
    const orphan = await createMatch();
    await (await orphan.$get("spaceOffer"))?.destroy();

    const rows = await download(admin.agent, "matches");
    const request = await match.$get("spaceRequest");
    const offer = await match.$get("spaceOffer");
    expect(rows.find((row) => row.id === match.id)).toEqual({
      id: match.id,
      status: "under_review",
      score: "7",
      spaceRequestId: match.spaceRequestId,
      spaceRequestTitle: request?.title,
      spaceOfferId: match.spaceOfferId,
      spaceOfferName: offer?.spaceName,
      createdAt: match.createdAt.toISOString(),
      updatedAt: match.updatedAt.toISOString(),
    });
    expect(rows.find((row) => row.id === orphan.id)).toMatchObject({ spaceOfferId: "", spaceOfferName: "" });
  });
});

describe("GET /api/admin/export/feedback.csv", () => {
  it("lists feedback with its message as written and whether a screenshot came with it", async () => {
    const screenshot = await createStoredObject({ owner: null, kind: "feedback_screenshot" });
    const withShot = await Feedback.create({
      type: "bug",
      message: '-1 stars,\nthe map\r\n"never" loads',
      priority: "critical",
      page: "/explore?q=a,b",
      userAgent: "Mozilla/5.0 (X11; Linux x86_64)",
      screenshotObjectId: screenshot.id,
    });
    const plain = await Feedback.create({ type: "praise", message: "@team lovely", page: "/" });

    const rows = await download(admin.agent, "feedback");
    expect(rows.find((row) => row.id === withShot.id)).toEqual({
      id: withShot.id,
      type: "bug",
      priority: "critical",
      status: "new",
      message: '\'-1 stars,\nthe map\r\n"never" loads',
      page: "/explore?q=a,b",
      userAgent: "Mozilla/5.0 (X11; Linux x86_64)",
      hasScreenshot: "true",
      userId: "",
      createdAt: withShot.createdAt.toISOString(),
      updatedAt: withShot.updatedAt.toISOString(),
    });
    expect(rows.find((row) => row.id === plain.id)).toMatchObject({
      message: "'@team lovely",
      priority: "medium",
      hasScreenshot: "false",
    });
  });
});

describe("GET /api/admin/export/reports.csv", () => {
  it("lists reports with their status, the reported title and note, formulas defused", async () => {
    const reporter = await createUser();
    const subject = await createUser();
    const report = await Report.create({
      reporterId: reporter.id,
      targetType: "message",
      targetId: subject.id,
      reason: "spam",
      details: '=HYPERLINK("http://evil.example")',
      snapshot: { title: "+Message from Pat", subjectUserId: subject.id, lines: [] },
      status: "reviewing",
      note: 'Looking, "quoted"',
    });
    const rows = await download(admin.agent, "reports");
    expect(rows.find((row) => row.id === report.id)).toEqual({
      id: report.id,
      createdAt: report.createdAt.toISOString(),
      status: "reviewing",
      targetType: "message",
      targetId: subject.id,
      title: "'+Message from Pat",
      reason: "spam",
      details: `'=HYPERLINK("http://evil.example")`,
      reporterId: reporter.id,
      subjectUserId: subject.id,
      note: 'Looking, "quoted"',
      updatedAt: report.updatedAt.toISOString(),
    });
  });
});

/**
 * Every CSV route × {visitor, other member, owner, admin}: own listings go to their owner only
 * (an admin downloads their own, not the owner's); the admin exports to admins only.
 */
describe("authorization matrix", () => {
  type Role = "visitor" | "other" | "owner" | "admin";
  const OWN = { visitor: 401, other: 200, owner: 200, admin: 200 } as const;
  const ADMIN = { visitor: 401, other: 403, owner: 403, admin: 200 } as const;
  const routes: [CsvExportName, Record<Role, number>][] = [
    ["myOffers", OWN],
    ["myRequests", OWN],
    ["myBookings", OWN],
    ["members", ADMIN],
    ["matches", ADMIN],
    ["feedback", ADMIN],
    ["reports", ADMIN],
  ];
  let owner: { agent: Agent; user: User };
  let other: { agent: Agent; user: User };
  let ownIds: string[];
  beforeAll(async () => {
    owner = await signedInAgent(app());
    other = await signedInAgent(app());
    const match = await createMatch({
      request: await createSpaceRequest({ user: owner.user }),
      offer: await createSpaceOffer({ user: owner.user }),
    });
    ownIds = [match.spaceRequestId, match.spaceOfferId].map(String);
  });
  const as = (role: Role) => ({ visitor: null, other, owner, admin })[role]?.agent ?? visitor();

  for (const [name, expected] of routes) {
    for (const role of ["visitor", "other", "owner", "admin"] as const) {
      it(`GET ${EXPORT_ROUTES[name].path} as ${role} → ${expected[role]}`, async () => {
        const response = await as(role).get(EXPORT_ROUTES[name].path).buffer(true);
        expect(response.status).toBe(expected[role]);
        if (expected[role] === 403) expect(response.body.message).toBe(SERVER_MESSAGES.adminOnly);
        // Whose rows a bookings file holds is checked beside the bookings (routes/bookings/impact.test.ts).
        if (expected[role] !== 200 || expected === ADMIN || name === "myBookings") return;
        const listed = readCsvFile(response.text).rows.map((row) => row.id);
        expect(
          listed.some((id) => ownIds.includes(id)),
          "the owner's listings are in it",
        ).toBe(role === "owner");
      });
    }
  }
});
