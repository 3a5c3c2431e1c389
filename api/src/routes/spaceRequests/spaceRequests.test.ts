import {
  matchListItem,
  PAGE,
  PHOTO_LIMITS,
  SERVER_MESSAGES,
  type SpaceRequestInput,
  spaceRequest,
  spaceRequestDetail,
  VALIDATION_MESSAGES as V,
} from "@kindred/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { Match, Message, SpaceRequest, type User } from "../../db/models";
import { type Agent, signedInAgent } from "../../test/agent";
import {
  createAdmin,
  createMatch,
  createMessage,
  createSpaceOffer,
  createSpaceRequest,
  createUser,
} from "../../test/factories";
import { minutesAgo, UNKNOWN_ID, useTestApp } from "../../test/routeTest";

const { db, app, visitor } = useTestApp();

const validRequest: SpaceRequestInput = {
  title: "Weekly Grief Circle",
  description: "A gentle peer support circle for people who lost someone.",
  spaceType: "classroom",
  location: "highlands",
  participants: 12,
  duration: "2-4-hours",
  values: ["wellness-healing", "support-group", "mental-health"],
  contactName: "Maya Rivera",
  contactEmail: "maya.rivera@example.org",
};

const photos = (n: number) => Array.from({ length: n }, (_, i) => `/objects/photo-${i}`);

// Members signed in once per file; every test makes its own listings.
let owner: { agent: Agent; user: User };
let other: { agent: Agent; user: User };
let admin: { agent: Agent; user: User };
beforeAll(async () => {
  owner = await signedInAgent(app());
  other = await signedInAgent(app());
  admin = await signedInAgent(app(), await createAdmin());
});

type Role = "visitor" | "other" | "owner" | "admin";
const as = (role: Role) => (role === "visitor" ? visitor() : { other, owner, admin }[role].agent);

describe("POST /api/space-requests", () => {
  it("creates the request for the signed-in member and answers 201 with the read shape", async () => {
    const response = await owner.agent.post("/api/space-requests").send({ ...validRequest, imageUrls: photos(3) });
    expect(response.status).toBe(201);
    const body = spaceRequest.parse(response.body);
    expect(body).toMatchObject({
      ...validRequest,
      userId: owner.user.id,
      status: "pending",
      imageUrls: photos(3),
      user: { id: owner.user.id, name: `${owner.user.firstName} ${owner.user.lastName}` },
    });
    expect(await SpaceRequest.count({ where: { id: body.id } })).toBe(1);
  });

  it("ignores userId, status and other server-set fields in the body", async () => {
    const response = await owner.agent.post("/api/space-requests").send({
      ...validRequest,
      id: UNKNOWN_ID,
      userId: other.user.id,
      status: "completed",
      createdAt: "2020-01-01T00:00:00.000Z",
    });
    expect(response.status).toBe(201);
    expect(response.body.id).not.toBe(UNKNOWN_ID);
    expect(response.body).toMatchObject({ userId: owner.user.id, status: "pending" });
    expect(response.body.createdAt).not.toBe("2020-01-01T00:00:00.000Z");
  });

  it("answers what it stored and is matched before it answers, with an Idempotency-Key or without", async () => {
    // Its own title, type and host, so no other test's request takes the one fitting offer.
    const fitting = await createSpaceOffer({
      user: other.user,
      spaceType: "gallery",
      capacity: 12,
      supportedCauses: ["wellness-healing", "support-group"],
    });
    const input = { ...validRequest, spaceType: "gallery", title: "Answered as stored", accessNeeds: [] };
    const plain = await owner.agent.post("/api/space-requests").send(input);
    const keyed = await owner.agent.post("/api/space-requests").set("Idempotency-Key", "request-1").send(input);
    const retry = await owner.agent.post("/api/space-requests").set("Idempotency-Key", "request-1").send(input);
    expect([plain.status, keyed.status, retry.status]).toEqual([201, 201, 201]);
    expect(retry.body).toEqual(keyed.body);
    for (const created of [plain.body, keyed.body]) {
      const { yourSpaceFits: _fits, ...stored } = (await owner.agent.get(`/api/space-requests/${created.id}`)).body;
      // Matching (after the answer's row was written) moved it to `matched`, as it always did.
      expect(stored.status).toBe("matched");
      expect(created).toEqual({ ...stored, status: "pending", updatedAt: created.createdAt });
      expect(created).toMatchObject({ participants: 12, duration: "2-4-hours", imageUrls: [], accessNeeds: [] });
      expect(created.openSince).toBe(created.createdAt);
      const matches = await Match.findAll({ where: { spaceRequestId: created.id } });
      expect(matches.map((match) => match.spaceOfferId)).toEqual([fitting.id]);
    }
    expect(await SpaceRequest.count({ where: { title: input.title } })).toBe(2);
  });

  it("answers 401 to visitors", async () => {
    const response = await visitor().post("/api/space-requests").send(validRequest);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: SERVER_MESSAGES.notSignedIn });
  });

  // Every rule of docs/product.md section 5 for the request form that the API receives (agreeToTerms is the
  // form's own box and never sent).
  it.each([
    ["no mission", { values: ["support-group"] }, "values", V.missionRequired],
    ["no project type", { values: ["wellness-healing"] }, "values", V.projectTypeRequired],
    ["an unknown value id", { values: ["wellness-healing", "support-group", "knitting"] }, "values.2", V.unknownChoice],
    ["no title", { title: "  " }, "title", V.required],
    ["no description", { description: undefined }, "description", V.required],
    ["no contact name", { contactName: "" }, "contactName", V.required],
    ["an invalid contact email", { contactEmail: "maya@" }, "contactEmail", V.invalidEmail],
    ["an unknown space type", { spaceType: "garage" }, "spaceType", V.unknownChoice],
    ["an unknown location", { location: "paris" }, "location", V.unknownChoice],
    ["an unknown duration", { duration: "forever" }, "duration", V.unknownChoice],
    ["a fractional participant count", { participants: 2.5 }, "participants", V.wholeNumber],
    ["a 4th photo", { imageUrls: photos(PHOTO_LIMITS.request + 1) }, "imageUrls", V.tooManyPhotos(3)],
    ["an over-long title", { title: "a".repeat(201) }, "title", V.tooLong(200)],
  ])("refuses %s with 400 and the contract message", async (_, change, path, message) => {
    const response = await owner.agent.post("/api/space-requests").send({ ...validRequest, ...change });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(SERVER_MESSAGES.validation);
    expect(response.body.issues).toContainEqual({ path, message });
  });

  it("reports the mission and project-type rules together for empty values", async () => {
    const response = await owner.agent.post("/api/space-requests").send({ ...validRequest, values: [] });
    expect(response.status).toBe(400);
    expect(response.body.issues).toEqual([
      { path: "values", message: V.missionRequired },
      { path: "values", message: V.projectTypeRequired },
    ]);
  });

  it("writes nothing when the input is refused", async () => {
    const before = await SpaceRequest.count();
    await owner.agent.post("/api/space-requests").send({ ...validRequest, values: ["workshop"] });
    expect(await SpaceRequest.count()).toBe(before);
  });
});

describe("GET /api/space-requests/:id", () => {
  it("is public, names the owner and keeps the contact email from visitors and strangers", async () => {
    const request = await createSpaceRequest({ user: owner.user });
    for (const role of ["visitor", "other", "admin"] as const) {
      const response = await as(role).get(`/api/space-requests/${request.id}`);
      expect(response.status, role).toBe(200);
      expect(spaceRequest.parse(response.body)).not.toHaveProperty("contactEmail");
      expect(response.body.user.name).toBe(`${owner.user.firstName} ${owner.user.lastName}`);
      expect(JSON.stringify(response.body)).not.toContain(request.contactEmail);
    }
  });

  it("shows the contact email to its owner", async () => {
    const request = await createSpaceRequest({ user: owner.user });
    const response = await owner.agent.get(`/api/space-requests/${request.id}`);
    expect(response.body.contactEmail).toBe(request.contactEmail);
  });

  it("shows the contact email to the host of a matched offer, not after the match closed or was declined", async () => {
    const request = await createSpaceRequest({ user: owner.user });
    const match = await createMatch({ request, offer: await createSpaceOffer({ user: other.user }) });
    const url = `/api/space-requests/${request.id}`;
    expect((await other.agent.get(url)).body.contactEmail).toBe(request.contactEmail);
    for (const status of ["declined", "closed"] as const) {
      await match.update({ status });
      expect((await other.agent.get(url)).body, status).not.toHaveProperty("contactEmail");
    }
  });

  it("calls an owner without a name 'Anonymous User', never by their email", async () => {
    const nameless = await createUser({ firstName: null, lastName: null });
    const request = await createSpaceRequest({ user: nameless });
    const response = await visitor().get(`/api/space-requests/${request.id}`);
    expect(response.body.user).toEqual({
      id: nameless.id,
      firstName: null,
      lastName: null,
      profileImageUrl: null,
      name: "Anonymous User",
    });
    expect(JSON.stringify(response.body)).not.toContain(nameless.email);
  });

  it.each([UNKNOWN_ID, "not-a-uuid", "42"])("answers 404 for %s", async (id) => {
    const response = await visitor().get(`/api/space-requests/${id}`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: SERVER_MESSAGES.notFound });
  });
});

describe("PUT /api/space-requests/:id", () => {
  it("updates only the given fields and answers the read shape", async () => {
    const request = await createSpaceRequest({ user: owner.user });
    const response = await owner.agent
      .put(`/api/space-requests/${request.id}`)
      // JSON clears a number with null; a blank form field ("") is the form body's way.
      .send({ title: "  Clay for Kids  ", participants: null });
    expect(response.status).toBe(200);
    expect(spaceRequest.parse(response.body)).toMatchObject({
      title: "Clay for Kids",
      participants: null,
      description: request.description,
      values: request.values,
      contactEmail: request.contactEmail,
    });
    await request.reload();
    expect(request.title).toBe("Clay for Kids");
    expect(request.duration).toBe("half-day");
  });

  it("takes imageUrls alone, up to 3, and refuses a 4th photo", async () => {
    const request = await createSpaceRequest({ user: owner.user });
    const url = `/api/space-requests/${request.id}`;
    const saved = await owner.agent.put(url).send({ imageUrls: photos(3) });
    expect(saved.status).toBe(200);
    expect(saved.body.imageUrls).toEqual(photos(3));
    const refused = await owner.agent.put(url).send({ imageUrls: photos(4) });
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual([{ path: "imageUrls", message: V.tooManyPhotos(PHOTO_LIMITS.request) }]);
    expect((await request.reload()).imageUrls).toEqual(photos(3));
  });

  it("applies the form rules to the fields given", async () => {
    const request = await createSpaceRequest({ user: owner.user });
    const response = await owner.agent.put(`/api/space-requests/${request.id}`).send({ values: ["skill-building"] });
    expect(response.status).toBe(400);
    expect(response.body.issues).toEqual([
      { path: "values", message: V.missionRequired },
      { path: "values", message: V.projectTypeRequired },
    ]);
  });

  it.each([
    ["an empty body", {}],
    ["server-set fields only", { status: "completed", userId: UNKNOWN_ID }],
  ])("answers 400 'Nothing to update' for %s", async (_, body) => {
    const request = await createSpaceRequest({ user: owner.user });
    const response = await owner.agent.put(`/api/space-requests/${request.id}`).send(body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: SERVER_MESSAGES.nothingToUpdate });
    expect((await request.reload()).status).toBe("pending");
  });

  it("never lets the owner set the status or move the request", async () => {
    const request = await createSpaceRequest({ user: owner.user });
    const response = await owner.agent
      .put(`/api/space-requests/${request.id}`)
      .send({ title: "Moved", status: "completed", userId: other.user.id });
    expect(response.status).toBe(200);
    await request.reload();
    // Matching runs after the update and may move it to "matched"; never to what the owner sent.
    expect(["pending", "matched"]).toContain(request.status);
    expect(request.userId).toBe(owner.user.id);
  });

  it.each([UNKNOWN_ID, "not-a-uuid"])("answers 404 for %s", async (id) => {
    const response = await owner.agent.put(`/api/space-requests/${id}`).send({ title: "x" });
    expect(response.status).toBe(404);
  });
});

describe("DELETE /api/space-requests/:id", () => {
  it("deletes the request and closes its matches, which the host keeps with their messages", async () => {
    const request = await createSpaceRequest({ user: owner.user });
    const offer = await createSpaceOffer({ user: other.user });
    const match = await createMatch({ request, offer, status: "accepted" });
    await createMessage(match, owner.user);
    const untouched = await createMatch({ offer });

    const response = await owner.agent.delete(`/api/space-requests/${request.id}`);
    expect(response.status).toBe(204);
    expect(await SpaceRequest.findByPk(request.id)).toBeNull();
    await match.reload();
    expect(match.status).toBe("closed");
    expect(match.spaceRequestId).toBeNull();
    expect(match.spaceOfferId).toBe(offer.id);
    expect(await Message.count({ where: { matchId: match.id } })).toBe(1);
    expect((await untouched.reload()).status).toBe("under_review");

    const hostView = await other.agent.get(`/api/space-offers/${offer.id}/matches`);
    expect(hostView.status).toBe(200);
    const closed = hostView.body.find((item: { id: string }) => item.id === match.id);
    expect(matchListItem.parse(closed)).toMatchObject({
      status: "closed",
      spaceRequestId: null,
      spaceRequestTitle: null,
      otherPartyName: "Anonymous User",
    });
  });

  it("removes a match that has no listing left on either side", async () => {
    const request = await createSpaceRequest({ user: owner.user });
    const match = await createMatch({ request });
    await Match.update({ spaceOfferId: null, status: "closed" }, { where: { id: match.id } });
    expect((await owner.agent.delete(`/api/space-requests/${request.id}`)).status).toBe(204);
    expect(await Match.findByPk(match.id)).toBeNull();
  });

  it.each([UNKNOWN_ID, "not-a-uuid"])("answers 404 for %s", async (id) => {
    expect((await owner.agent.delete(`/api/space-requests/${id}`)).status).toBe(404);
  });
});

describe("authorization matrix", () => {
  const routes = [
    ["GET detail", "get", "", { visitor: 200, other: 200, owner: 200, admin: 200 }],
    ["PUT", "put", "", { visitor: 401, other: 403, owner: 200, admin: 403 }],
    ["DELETE", "delete", "", { visitor: 401, other: 403, owner: 204, admin: 403 }],
    ["GET matches", "get", "/matches", { visitor: 401, other: 403, owner: 200, admin: 403 }],
  ] as const;

  for (const [name, method, suffix, expected] of routes) {
    for (const role of ["visitor", "other", "owner", "admin"] as const) {
      it(`${name} as ${role} → ${expected[role]}`, async () => {
        const request = await createSpaceRequest({ user: owner.user });
        const url = `/api/space-requests/${request.id}${suffix}`;
        const call = as(role)[method](url);
        const response = await (method === "put" ? call.send({ title: "Renamed" }) : call);
        expect(response.status).toBe(expected[role]);
        if (expected[role] >= 400) {
          expect(await SpaceRequest.findByPk(request.id).then((row) => row?.title)).toBe(request.title);
        }
      });
    }
  }

  it("answers 401 before anything else when a visitor lists matches of an absent request", async () => {
    expect((await visitor().get(`/api/space-requests/${UNKNOWN_ID}/matches`)).status).toBe(401);
    expect((await owner.agent.get(`/api/space-requests/${UNKNOWN_ID}/matches`)).status).toBe(404);
    expect((await owner.agent.get("/api/space-requests/nope/matches")).status).toBe(404);
  });
});

describe('GET /api/space-requests/:id: yourSpaceFits (docs/matching.md "Fit")', () => {
  const fits = async (agent: Agent, requestId: string) => {
    const response = await agent.get(`/api/space-requests/${requestId}`);
    expect(response.status).toBe(200);
    return spaceRequestDetail.parse(response.body).yourSpaceFits;
  };

  it("is true only for a member with an active space that fits the request by matching's hard rules", async () => {
    const request = await createSpaceRequest({
      user: owner.user,
      spaceType: "studio",
      participants: 12,
      accessNeeds: ["step-free-entry"],
    });
    const fitting = {
      spaceType: "studio",
      capacity: 12,
      accessFeatures: ["step-free-entry"],
      supportedCauses: ["community-education"],
    };
    const cases: [string, Parameters<typeof createSpaceOffer>[0], boolean][] = [
      ["fits", fitting, true],
      ["'other' fits any type", { ...fitting, spaceType: "other" }, true],
      ["another space type", { ...fitting, spaceType: "office" }, false],
      ["too small", { ...fitting, capacity: 11 }, false],
      ["without the access need", { ...fitting, accessFeatures: [] }, false],
      ["a paused space", { ...fitting, isActive: false }, false],
    ];
    for (const [what, fields, expected] of cases) {
      const host = await signedInAgent(app());
      await createSpaceOffer({ ...fields, user: host.user });
      expect(await fits(host.agent, request.id), what).toBe(expected);
    }
    expect(await fits(visitor(), request.id), "a visitor").toBe(false);
  });

  it("is false for the owner's own spaces and once the request is paused or arranged", async () => {
    const request = await createSpaceRequest({ user: owner.user, spaceType: "studio", participants: 5 });
    await createSpaceOffer({ user: owner.user, spaceType: "studio", capacity: 30 });
    expect(await fits(owner.agent, request.id)).toBe(false);
    const host = await signedInAgent(app());
    await createSpaceOffer({ user: host.user, spaceType: "studio", capacity: 30 });
    expect(await fits(host.agent, request.id)).toBe(true);
    await request.update({ pausedAt: new Date() });
    expect(await fits(host.agent, request.id)).toBe(false);
    await request.update({ pausedAt: null, status: "completed" });
    expect(await fits(host.agent, request.id)).toBe(false);
  });
});

describe("GET /api/space-requests/user/:userId", () => {
  const listOf = async (viewer: Role, userId: string, query = "") =>
    as(viewer).get(`/api/space-requests/user/${userId}${query}`);

  it("lists a member's requests newest first; the contact email only for themself", async () => {
    const member = await signedInAgent(app());
    const first = await createSpaceRequest({ user: member.user, createdAt: minutesAgo(2) });
    const second = await createSpaceRequest({ user: member.user, createdAt: minutesAgo(1) });
    await createSpaceRequest({ user: other.user });

    const own = await member.agent.get(`/api/space-requests/user/${member.user.id}`);
    expect(own.status).toBe(200);
    expect(own.body.map((item: { id: string }) => item.id)).toEqual([second.id, first.id]);
    expect(own.body.every((item: unknown) => spaceRequest.parse(item).contactEmail)).toBe(true);
    expect(own.headers[PAGE.nextCursorHeader.toLowerCase()]).toBeUndefined();

    for (const viewer of ["visitor", "other"] as const) {
      const seen = await listOf(viewer, member.user.id);
      expect(seen.body).toHaveLength(2);
      for (const item of seen.body) expect(item).not.toHaveProperty("contactEmail");
    }
  });

  it("pages with ?limit= and the cursor of X-Next-Cursor", async () => {
    const member = await createUser();
    const made = [];
    for (let i = 0; i < 5; i += 1) made.push(await createSpaceRequest({ user: member, createdAt: minutesAgo(5 - i) }));
    const newestFirst = made.map((request) => request.id).reverse();

    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const response = await listOf("visitor", member.id, `?limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      expect(response.status).toBe(200);
      expect(response.body.length).toBeLessThanOrEqual(2);
      seen.push(...response.body.map((item: { id: string }) => item.id));
      cursor = response.headers[PAGE.nextCursorHeader.toLowerCase()];
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(newestFirst);
  });

  it("keeps rows created within the same millisecond apart (microsecond cursor)", async () => {
    const member = await createUser();
    const rows = [];
    for (let i = 0; i < 3; i += 1) rows.push(await createSpaceRequest({ user: member }));
    // Same millisecond, different microseconds: a millisecond cursor would skip or repeat rows.
    for (const [index, micros] of [100, 300, 200].entries()) {
      await db.sequelize.query(
        `UPDATE space_requests SET "createdAt" = timestamptz '2026-01-01 10:00:00.123' + :micros * interval '1 microsecond'
          WHERE id = :id`,
        { replacements: { id: rows[index].id, micros } },
      );
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const response = await listOf("visitor", member.id, `?limit=1${cursor ? `&cursor=${cursor}` : ""}`);
      seen.push(...response.body.map((item: { id: string }) => item.id));
      cursor = response.headers[PAGE.nextCursorHeader.toLowerCase()];
    } while (cursor);
    expect(seen).toEqual([rows[1].id, rows[2].id, rows[0].id]);
  });

  it.each([
    ["a cursor it never handed out", "?cursor=not-a-cursor"],
    ["a forged cursor", `?cursor=${Buffer.from("12.x").toString("base64url")}`],
    ["limit 0", "?limit=0"],
    ["limit 201", "?limit=201"],
    ["a non-numeric limit", "?limit=ten"],
  ])("answers 400 for %s", async (_, query) => {
    const response = await listOf("visitor", owner.user.id, query);
    expect(response.status).toBe(400);
  });

  it("names the bad cursor", async () => {
    const response = await listOf("visitor", owner.user.id, "?cursor=bm9wZQ");
    expect(response.body).toEqual({
      message: SERVER_MESSAGES.invalidCursor,
      issues: [{ path: "cursor", message: SERVER_MESSAGES.invalidCursor }],
    });
  });

  it.each([UNKNOWN_ID, "not-a-uuid"])("answers 404 for the member %s", async (id) => {
    expect((await listOf("visitor", id)).status).toBe(404);
  });
});

describe("GET /api/space-requests/:id/matches", () => {
  it("lists the request's matches newest first with the other party, last message and unread count", async () => {
    const request = await createSpaceRequest({ user: owner.user });
    const hostA = await createUser({ firstName: "Leah", lastName: "Goldberg", profileImageUrl: "/objects/leah" });
    const hostB = await createUser({ firstName: null, lastName: null });
    const older = await createMatch({
      request,
      offer: await createSpaceOffer({ user: hostA }),
      score: 9,
      createdAt: minutesAgo(10),
    });
    const newer = await createMatch({
      request,
      offer: await createSpaceOffer({ user: hostB }),
      createdAt: minutesAgo(9),
    });
    await createMatch(); // someone else's

    await createMessage(older, hostA, { isRead: true, createdAt: minutesAgo(4) });
    await createMessage(older, owner.user, { createdAt: minutesAgo(3) });
    await createMessage(older, hostA, { createdAt: minutesAgo(2) });
    const last = await createMessage(older, hostA, { createdAt: minutesAgo(1) });

    const response = await owner.agent.get(`/api/space-requests/${request.id}/matches`);
    expect(response.status).toBe(200);
    const items = response.body.map((item: unknown) => matchListItem.parse(item));
    expect(items.map((item: { id: string }) => item.id)).toEqual([newer.id, older.id]);
    expect(items[1]).toEqual({
      id: older.id,
      status: "under_review",
      createdAt: older.createdAt.toISOString(),
      spaceRequestId: request.id,
      spaceOfferId: older.spaceOfferId,
      spaceRequestTitle: request.title,
      spaceOfferName: expect.any(String),
      otherPartyId: hostA.id,
      otherPartyName: "Leah Goldberg",
      otherPartyProfileUrl: "/objects/leah",
      lastMessageAt: last.createdAt.toISOString(),
      unreadCount: 2,
      score: 9,
      reasons: [
        "Shared missions: Creative arts",
        "Shared activities: Workshop",
        "Both want a workshop space",
        "Room for 20 (you need 12)",
      ],
    });
    expect(items[0]).toMatchObject({ otherPartyName: "Anonymous User", lastMessageAt: null, unreadCount: 0 });
    expect(JSON.stringify(response.body)).not.toContain(hostB.email);
  });

  it("pages the matches", async () => {
    const request = await createSpaceRequest({ user: owner.user });
    for (let i = 0; i < 3; i += 1) await createMatch({ request, createdAt: minutesAgo(3 - i) });
    const first = await owner.agent.get(`/api/space-requests/${request.id}/matches?limit=2`);
    expect(first.body).toHaveLength(2);
    const cursor = first.headers[PAGE.nextCursorHeader.toLowerCase()];
    expect(cursor).toEqual(expect.any(String));
    const second = await owner.agent.get(`/api/space-requests/${request.id}/matches?limit=2&cursor=${cursor}`);
    expect(second.body).toHaveLength(1);
    expect(second.headers[PAGE.nextCursorHeader.toLowerCase()]).toBeUndefined();
    const bad = await owner.agent.get(`/api/space-requests/${request.id}/matches?cursor=zzz`);
    expect(bad.status).toBe(400);
  });
});
