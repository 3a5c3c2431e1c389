import { LIVE_REQUEST_TEXTS, spaceRequest } from "@kindred/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { SpaceRequest, type User } from "../../db/models";
import { keepOpenToken } from "../../services/liveRequests/keepOpenToken";
import { runMatching } from "../../services/matching/runMatching";
import { type Agent, signedInAgent } from "../../test/agent";
import { TEST_SESSION_SECRET } from "../../test/app";
import { createAdmin, createSpaceOffer, createSpaceRequest } from "../../test/factories";
import { UNKNOWN_ID, useTestApp } from "../../test/routeTest";

const { app, visitor } = useTestApp();

let owner: { agent: Agent; user: User };
let other: { agent: Agent; user: User };
let admin: { agent: Agent; user: User };

beforeAll(async () => {
  owner = await signedInAgent(app());
  other = await signedInAgent(app());
  admin = await signedInAgent(app(), await createAdmin());
});

const LONG_AGO = new Date(Date.now() - 50 * 86_400_000);
const keepOpenPath = (id: string) => `/api/space-requests/${id}/keep-open`;
const reload = async (id: string) => (await SpaceRequest.findByPk(id)) as SpaceRequest;

describe("POST /api/space-requests/:id/keep-open", () => {
  it("starts a new window and resumes a paused request", async () => {
    const request = await createSpaceRequest({
      user: owner.user,
      openSince: LONG_AGO,
      stillLookingAt: LONG_AGO,
      pausedAt: LONG_AGO,
    });
    const response = await owner.agent.post(keepOpenPath(request.id));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const shown = spaceRequest.parse(response.body);
    expect(shown.pausedAt).toBeNull();
    expect(Date.now() - Date.parse(shown.openSince)).toBeLessThan(60_000);
    const stored = await reload(request.id);
    expect(stored.stillLookingAt).toBeNull();
    expect(stored.pausedAt).toBeNull();
  });

  it("shows paused requests as paused to everyone", async () => {
    const request = await createSpaceRequest({ user: owner.user, pausedAt: LONG_AGO });
    const read = await visitor().get(`/api/space-requests/${request.id}`);
    expect(spaceRequest.parse(read.body).pausedAt).toBe(LONG_AGO.toISOString());
  });

  it("answers 404 for an unknown request", async () => {
    expect((await owner.agent.post(keepOpenPath(UNKNOWN_ID))).status).toBe(404);
  });
});

describe("POST /api/space-requests/keep-open (the email's link)", () => {
  it("keeps the request open without signing in, once per window", async () => {
    const request = await createSpaceRequest({ user: owner.user, openSince: LONG_AGO, pausedAt: LONG_AGO });
    const token = keepOpenToken(TEST_SESSION_SECRET, request);
    const response = await visitor().post("/api/space-requests/keep-open").send({ token });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toEqual({ requestId: request.id });
    expect((await reload(request.id)).pausedAt).toBeNull();

    const again = await visitor().post("/api/space-requests/keep-open").send({ token });
    expect(again.status).toBe(410);
    expect(again.body.message).toBe(LIVE_REQUEST_TEXTS.page.invalidToken);
  });

  it.each([
    ["a forged signature", (id: string) => `${id}.AAAA`],
    [
      "another secret's signature",
      (id: string) => keepOpenToken("some-other-secret-0123456789", { id, openSince: LONG_AGO }),
    ],
    ["an unknown request", () => keepOpenToken(TEST_SESSION_SECRET, { id: UNKNOWN_ID, openSince: LONG_AGO })],
    ["no id", () => "nonsense"],
    // Shapes a UUID cast would throw on: dashes only, hex of the wrong grouping.
    ["an id of dashes", () => `${"-".repeat(36)}.${"A".repeat(43)}`],
    ["an id of 36 hex digits", () => `${"f".repeat(36)}.${"A".repeat(43)}`],
    ["a third part", (id: string) => `${keepOpenToken(TEST_SESSION_SECRET, { id, openSince: LONG_AGO })}.x`],
  ])("refuses %s with 410, changing nothing", async (_, make) => {
    const request = await createSpaceRequest({ user: owner.user, openSince: LONG_AGO, pausedAt: LONG_AGO });
    const response = await visitor()
      .post("/api/space-requests/keep-open")
      .send({ token: make(request.id) });
    expect(response.status).toBe(410);
    expect((await reload(request.id)).pausedAt?.toISOString()).toBe(LONG_AGO.toISOString());
  });

  it("refuses a missing token with 400", async () => {
    expect((await visitor().post("/api/space-requests/keep-open").send({})).status).toBe(400);
  });
});

describe("matching skips paused requests", () => {
  it("matches a new offer with an open request but not with a paused one", async () => {
    const open = await createSpaceRequest({ user: owner.user });
    const paused = await createSpaceRequest({ user: owner.user, pausedAt: LONG_AGO });
    const offer = await createSpaceOffer({ user: other.user, spaceType: "studio", capacity: 50 });
    const requestIds = (await runMatching("offer", offer.id)).map((match) => match.spaceRequestId);
    expect(requestIds).toContain(open.id);
    expect(requestIds).not.toContain(paused.id);
  });
});

describe("authorization matrix", () => {
  type Role = "visitor" | "other" | "owner" | "admin";
  const as = (role: Role) => (role === "visitor" ? visitor() : { owner, other, admin }[role].agent);
  const expected: Record<Role, number> = { visitor: 401, other: 403, owner: 200, admin: 403 };
  for (const role of ["visitor", "other", "owner", "admin"] as const) {
    it(`POST keep-open as ${role} → ${expected[role]}`, async () => {
      const request = await createSpaceRequest({ user: owner.user, pausedAt: LONG_AGO });
      const response = await as(role).post(keepOpenPath(request.id));
      expect(response.status).toBe(expected[role]);
      expect((await reload(request.id)).pausedAt === null).toBe(expected[role] === 200);
    });
  }
  for (const role of ["visitor", "other", "owner", "admin"] as const) {
    it(`POST keep-open by token as ${role} → 200 (the token decides)`, async () => {
      const request = await createSpaceRequest({ user: owner.user, pausedAt: LONG_AGO });
      const token = keepOpenToken(TEST_SESSION_SECRET, request);
      expect((await as(role).post("/api/space-requests/keep-open").send({ token })).status).toBe(200);
    });
  }
});
