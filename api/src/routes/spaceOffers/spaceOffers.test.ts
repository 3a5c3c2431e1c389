import {
  matchListItem,
  PAGE,
  PHOTO_LIMITS,
  SERVER_MESSAGES,
  type SpaceOfferInput,
  spaceOffer,
  spaceOfferDetail,
  VALIDATION_MESSAGES as V,
} from "@kindred/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { Match, SpaceOffer, type User } from "../../db/models";
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

const { app, visitor } = useTestApp();

const validOffer: SpaceOfferInput = {
  spaceName: "Sunrise Studio",
  description: "A warm yoga studio with bamboo floors and east-facing windows.",
  spaceType: "studio",
  address: "3421 W 32nd Ave, Denver, CO 80211",
  capacity: 25,
  availability: ["weekday-morning", "weekend-afternoon"],
  supportedCauses: ["wellness-healing", "support-group", "sliding-scale"],
  contactName: "Leah Goldberg",
  contactEmail: "leah.goldberg@example.org",
};

const photos = (n: number) => Array.from({ length: n }, (_, i) => `/objects/photo-${i}`);

// Members signed in once per file; every test makes its own listings.
let host: { agent: Agent; user: User };
let other: { agent: Agent; user: User };
let admin: { agent: Agent; user: User };
beforeAll(async () => {
  host = await signedInAgent(app());
  other = await signedInAgent(app());
  admin = await signedInAgent(app(), await createAdmin());
});

type Role = "visitor" | "other" | "host" | "admin";
const as = (role: Role) => (role === "visitor" ? visitor() : { other, host, admin }[role].agent);
const ids = (body: { id: string }[]) => body.map((item) => item.id);

describe("POST /api/space-offers", () => {
  it("creates an active, unsponsored offer for the signed-in host and answers 201", async () => {
    const response = await host.agent.post("/api/space-offers").send({ ...validOffer, imageUrls: photos(5) });
    expect(response.status).toBe(201);
    expect(spaceOffer.parse(response.body)).toMatchObject({
      ...validOffer,
      userId: host.user.id,
      imageUrls: photos(5),
      isActive: true,
      isSponsored: false,
      partnerId: null,
      user: { id: host.user.id, name: `${host.user.firstName} ${host.user.lastName}` },
    });
  });

  it("answers what it stored and is matched before it answers, with an Idempotency-Key or without", async () => {
    // Its own type and mission, so no other test's listing fits it.
    const fitting = await createSpaceRequest({
      user: other.user,
      spaceType: "outdoor",
      participants: 5,
      values: ["environmental-action", "skill-share"],
    });
    const input = { ...validOffer, spaceType: "outdoor", supportedCauses: ["environmental-action", "skill-share"] };
    const plain = await host.agent.post("/api/space-offers").send(input);
    const keyed = await host.agent.post("/api/space-offers").set("Idempotency-Key", "offer-stored").send(input);
    const retry = await host.agent.post("/api/space-offers").set("Idempotency-Key", "offer-stored").send(input);
    expect([plain.status, keyed.status, retry.status]).toEqual([201, 201, 201]);
    expect(retry.body).toEqual(keyed.body);
    for (const created of [plain.body, keyed.body]) {
      expect((await host.agent.get(`/api/space-offers/${created.id}`)).body).toMatchObject(created);
      expect(created).toMatchObject({ unavailableDates: [], imageUrls: [], accessFeatures: [], partnerId: null });
      const matches = await Match.findAll({ where: { spaceOfferId: created.id } });
      expect(matches.map((match) => match.spaceRequestId)).toEqual([fitting.id]);
    }
  });

  it("ignores userId, isActive, isSponsored and partnerId in the body", async () => {
    const response = await host.agent.post("/api/space-offers").send({
      ...validOffer,
      userId: other.user.id,
      isActive: false,
      isSponsored: true,
      partnerId: "partner-1",
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ userId: host.user.id, isActive: true, isSponsored: false, partnerId: null });
    const stored = await SpaceOffer.findByPk(response.body.id);
    expect(stored).toMatchObject({ userId: host.user.id, isActive: true, isSponsored: false, partnerId: null });
  });

  it("answers 401 to visitors", async () => {
    expect((await visitor().post("/api/space-offers").send(validOffer)).status).toBe(401);
  });

  // Every rule of docs/product.md section 5 for the offer form that the API receives (agreeToTerms is the
  // form's own box and never sent).
  it.each([
    ["capacity 0", { capacity: 0 }, "capacity", V.capacityMin],
    ["a negative capacity", { capacity: -3 }, "capacity", V.capacityMin],
    ["a non-numeric capacity", { capacity: "lots" }, "capacity", V.capacityMin],
    ["no capacity", { capacity: undefined }, "capacity", V.capacityMin],
    ["a fractional capacity", { capacity: 2.5 }, "capacity", V.wholeNumber],
    ["no availability", { availability: [] }, "availability", V.availabilityRequired],
    ["an unknown slot", { availability: ["midnight"] }, "availability.0", V.unknownChoice],
    [
      "community investments only",
      { supportedCauses: ["free-community", "sliding-scale"] },
      "supportedCauses",
      V.missionOrActivityRequired,
    ],
    ["no causes", { supportedCauses: [] }, "supportedCauses", V.missionOrActivityRequired],
    ["a request-only impact", { supportedCauses: ["workshop", "mental-health"] }, "supportedCauses.1", V.unknownChoice],
    ["no space name", { spaceName: " " }, "spaceName", V.required],
    ["no address", { address: undefined }, "address", V.required],
    ["no description", { description: "" }, "description", V.required],
    ["no contact name", { contactName: "" }, "contactName", V.required],
    ["an invalid contact email", { contactEmail: "leah" }, "contactEmail", V.invalidEmail],
    ["an unknown space type", { spaceType: "garage" }, "spaceType", V.unknownChoice],
    ["a 6th photo", { imageUrls: photos(PHOTO_LIMITS.offer + 1) }, "imageUrls", V.tooManyPhotos(5)],
  ])("refuses %s with 400 and the contract message", async (_, change, path, message) => {
    const response = await host.agent.post("/api/space-offers").send({ ...validOffer, ...change });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(SERVER_MESSAGES.validation);
    expect(response.body.issues).toContainEqual({ path, message });
  });
});

describe("GET /api/space-offers/:id", () => {
  it("is public and keeps the contact email from visitors, strangers and admins", async () => {
    const offer = await createSpaceOffer({ user: host.user });
    for (const role of ["visitor", "other", "admin"] as const) {
      const response = await as(role).get(`/api/space-offers/${offer.id}`);
      expect(response.status, role).toBe(200);
      expect(spaceOffer.parse(response.body)).not.toHaveProperty("contactEmail");
      expect(JSON.stringify(response.body)).not.toContain(offer.contactEmail);
    }
    expect((await host.agent.get(`/api/space-offers/${offer.id}`)).body.contactEmail).toBe(offer.contactEmail);
  });

  it("shows the contact email to the seeker of a matched request", async () => {
    const offer = await createSpaceOffer({ user: host.user });
    const url = `/api/space-offers/${offer.id}`;
    expect((await other.agent.get(url)).body).not.toHaveProperty("contactEmail");
    await createMatch({ offer, request: await createSpaceRequest({ user: other.user }), status: "accepted" });
    expect((await other.agent.get(url)).body.contactEmail).toBe(offer.contactEmail);
  });

  it("still shows a paused offer's page, marked inactive", async () => {
    const offer = await createSpaceOffer({ user: host.user, isActive: false });
    const response = await visitor().get(`/api/space-offers/${offer.id}`);
    expect(response.status).toBe(200);
    expect(response.body.isActive).toBe(false);
  });

  it.each([UNKNOWN_ID, "not-a-uuid"])("answers 404 for %s", async (id) => {
    expect((await visitor().get(`/api/space-offers/${id}`)).status).toBe(404);
  });
});

describe("PUT /api/space-offers/:id", () => {
  it("updates only the given fields", async () => {
    const offer = await createSpaceOffer({ user: host.user });
    // Digits in a string come from a form body; a JSON body gives the number itself.
    const response = await host.agent.put(`/api/space-offers/${offer.id}`).type("form").send("capacity=40");
    expect(response.status).toBe(200);
    expect(spaceOffer.parse(response.body)).toMatchObject({ capacity: 40, spaceName: offer.spaceName });
    expect((await offer.reload()).capacity).toBe(40);
  });

  it("lets the host pause and resume the offer", async () => {
    const offer = await createSpaceOffer({ user: host.user });
    const url = `/api/space-offers/${offer.id}`;
    expect((await host.agent.put(url).send({ isActive: false })).body.isActive).toBe(false);
    expect((await offer.reload()).isActive).toBe(false);
    expect((await host.agent.put(url).send({ isActive: true })).body.isActive).toBe(true);
  });

  it("takes imageUrls alone, up to 5, and refuses a 6th photo", async () => {
    const offer = await createSpaceOffer({ user: host.user });
    const url = `/api/space-offers/${offer.id}`;
    expect((await host.agent.put(url).send({ imageUrls: photos(5) })).status).toBe(200);
    const refused = await host.agent.put(url).send({ imageUrls: photos(6) });
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual([{ path: "imageUrls", message: V.tooManyPhotos(PHOTO_LIMITS.offer) }]);
    expect((await offer.reload()).imageUrls).toEqual(photos(5));
  });

  it("applies the form rules to the fields given", async () => {
    const offer = await createSpaceOffer({ user: host.user });
    const response = await host.agent
      .put(`/api/space-offers/${offer.id}`)
      .send({ availability: [], supportedCauses: ["reciprocal"], capacity: 0 });
    expect(response.status).toBe(400);
    expect(response.body.issues).toEqual(
      expect.arrayContaining([
        { path: "availability", message: V.availabilityRequired },
        { path: "supportedCauses", message: V.missionOrActivityRequired },
        { path: "capacity", message: V.capacityMin },
      ]),
    );
  });

  it("answers 'Nothing to update' when only server-set fields are sent", async () => {
    const offer = await createSpaceOffer({ user: host.user });
    const response = await host.agent
      .put(`/api/space-offers/${offer.id}`)
      .send({ isSponsored: true, partnerId: "partner-1", userId: other.user.id });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: SERVER_MESSAGES.nothingToUpdate });
    expect(await offer.reload()).toMatchObject({ isSponsored: false, partnerId: null, userId: host.user.id });
  });

  it.each([UNKNOWN_ID, "not-a-uuid"])("answers 404 for %s", async (id) => {
    expect((await host.agent.put(`/api/space-offers/${id}`).send({ capacity: 3 })).status).toBe(404);
  });
});

describe("DELETE /api/space-offers/:id", () => {
  it("deletes the offer and closes its matches, which the seeker keeps", async () => {
    const offer = await createSpaceOffer({ user: host.user });
    const request = await createSpaceRequest({ user: other.user });
    const match = await createMatch({ offer, request });
    await createMessage(match, other.user);

    expect((await host.agent.delete(`/api/space-offers/${offer.id}`)).status).toBe(204);
    expect(await SpaceOffer.findByPk(offer.id)).toBeNull();
    expect(await Match.findByPk(match.id)).toMatchObject({
      status: "closed",
      spaceOfferId: null,
      spaceRequestId: request.id,
    });

    const seekerView = await other.agent.get(`/api/space-requests/${request.id}/matches`);
    expect(seekerView.body.map((item: unknown) => matchListItem.parse(item))).toEqual([
      expect.objectContaining({ id: match.id, status: "closed", spaceOfferId: null, spaceOfferName: null }),
    ]);
  });

  it.each([UNKNOWN_ID, "not-a-uuid"])("answers 404 for %s", async (id) => {
    expect((await host.agent.delete(`/api/space-offers/${id}`)).status).toBe(404);
  });
});

describe("authorization matrix", () => {
  const routes = [
    ["GET detail", "get", "", { visitor: 200, other: 200, host: 200, admin: 200 }],
    ["PUT", "put", "", { visitor: 401, other: 403, host: 200, admin: 403 }],
    ["DELETE", "delete", "", { visitor: 401, other: 403, host: 204, admin: 403 }],
    ["GET matches", "get", "/matches", { visitor: 401, other: 403, host: 200, admin: 403 }],
  ] as const;

  for (const [name, method, suffix, expected] of routes) {
    for (const role of ["visitor", "other", "host", "admin"] as const) {
      it(`${name} as ${role} → ${expected[role]}`, async () => {
        const offer = await createSpaceOffer({ user: host.user });
        const call = as(role)[method](`/api/space-offers/${offer.id}${suffix}`);
        const response = await (method === "put" ? call.send({ isActive: false }) : call);
        expect(response.status).toBe(expected[role]);
        if (expected[role] >= 400) expect(await SpaceOffer.findByPk(offer.id)).toMatchObject({ isActive: true });
      });
    }
  }
});

describe('GET /api/space-offers/:id: yourRequestFits (docs/matching.md "Fit")', () => {
  const fits = async (agent: Agent, offerId: string) => {
    const response = await agent.get(`/api/space-offers/${offerId}`);
    expect(response.status).toBe(200);
    return spaceOfferDetail.parse(response.body).yourRequestFits;
  };

  it("is true only for a member with an open request the offer fits by matching's hard rules", async () => {
    const offer = await createSpaceOffer({
      user: host.user,
      spaceType: "studio",
      capacity: 20,
      accessFeatures: ["step-free-entry"],
    });
    // No shared value is needed: values score a match, they do not decide the fit.
    const fitting = {
      spaceType: "studio",
      participants: 20,
      accessNeeds: ["step-free-entry"],
      values: ["community-education"],
    };
    const cases: [string, Parameters<typeof createSpaceRequest>[0], boolean][] = [
      ["fits", fitting, true],
      ["'other' fits any type", { ...fitting, spaceType: "other" }, true],
      ["no group size given", { ...fitting, participants: null }, true],
      ["another space type", { ...fitting, spaceType: "office" }, false],
      ["a group too large", { ...fitting, participants: 21 }, false],
      ["an access need the space lacks", { ...fitting, accessNeeds: ["quiet-room"] }, false],
      ["a paused request", { ...fitting, pausedAt: new Date() }, false],
      ["an arranged request", { ...fitting, status: "accepted" }, false],
      ["a removed request", { ...fitting, removedAt: new Date() }, false],
    ];
    for (const [what, fields, expected] of cases) {
      const seeker = await signedInAgent(app());
      await createSpaceRequest({ ...fields, user: seeker.user });
      expect(await fits(seeker.agent, offer.id), what).toBe(expected);
    }
  });

  it("is false for a visitor, the host (even with a fitting request of their own) and a paused offer", async () => {
    const offer = await createSpaceOffer({ user: host.user, spaceType: "studio", capacity: 20 });
    await createSpaceRequest({ user: host.user, spaceType: "studio", participants: 5 });
    expect(await fits(visitor(), offer.id)).toBe(false);
    expect(await fits(host.agent, offer.id)).toBe(false);
    const seeker = await signedInAgent(app());
    await createSpaceRequest({ user: seeker.user, spaceType: "studio", participants: 5 });
    expect(await fits(seeker.agent, offer.id)).toBe(true);
    await offer.update({ isActive: false });
    expect(await fits(seeker.agent, offer.id)).toBe(false);
  });

  it("reads only the viewer's own requests: another member's fitting request tells them nothing", async () => {
    const offer = await createSpaceOffer({ user: host.user, spaceType: "studio", capacity: 20 });
    const [seeker, stranger] = [await signedInAgent(app()), await signedInAgent(app())];
    await createSpaceRequest({ user: seeker.user, spaceType: "studio", participants: 5 });
    await createSpaceRequest({ user: stranger.user, spaceType: "office", participants: 5 });
    expect(await fits(seeker.agent, offer.id)).toBe(true);
    expect(await fits(stranger.agent, offer.id)).toBe(false);
  });
});

describe("GET /api/space-offers/user/:userId", () => {
  it("shows the host every own offer, newest first, with contact emails", async () => {
    const member = await signedInAgent(app());
    const paused = await createSpaceOffer({ user: member.user, isActive: false, createdAt: minutesAgo(2) });
    const active = await createSpaceOffer({ user: member.user, createdAt: minutesAgo(1) });
    const response = await member.agent.get(`/api/space-offers/user/${member.user.id}`);
    expect(response.status).toBe(200);
    expect(ids(response.body)).toEqual([active.id, paused.id]);
    for (const item of response.body) expect(spaceOffer.parse(item).contactEmail).toEqual(expect.any(String));
  });

  it("hides paused offers and contact emails from everyone else", async () => {
    const member = await createUser();
    await createSpaceOffer({ user: member, isActive: false });
    const active = await createSpaceOffer({ user: member });
    for (const role of ["visitor", "other", "admin"] as const) {
      const response = await as(role).get(`/api/space-offers/user/${member.id}`);
      expect(ids(response.body), role).toEqual([active.id]);
      expect(response.body[0]).not.toHaveProperty("contactEmail");
    }
  });

  it("shows the seeker of an open match that offer's contact email in the list too, as on its page", async () => {
    const member = await createUser();
    const offer = await createSpaceOffer({ user: member });
    const unmatched = await createSpaceOffer({ user: member, createdAt: minutesAgo(1) });
    const match = await createMatch({ offer, request: await createSpaceRequest({ user: other.user }) });
    const list = async () => (await other.agent.get(`/api/space-offers/user/${member.id}`)).body;
    const [first, second] = await list();
    expect([first.id, second.id]).toEqual([offer.id, unmatched.id]);
    expect(first.contactEmail).toBe(offer.contactEmail);
    expect(second).not.toHaveProperty("contactEmail");
    await match.update({ status: "closed" });
    expect((await list())[0]).not.toHaveProperty("contactEmail");
  });

  it("pages with ?limit= and X-Next-Cursor, and refuses a bad cursor", async () => {
    const member = await createUser();
    const made = [];
    for (let i = 0; i < 3; i += 1) made.push(await createSpaceOffer({ user: member, createdAt: minutesAgo(3 - i) }));
    const first = await visitor().get(`/api/space-offers/user/${member.id}?limit=2`);
    expect(ids(first.body)).toEqual([made[2].id, made[1].id]);
    const cursor = first.headers[PAGE.nextCursorHeader.toLowerCase()];
    const second = await visitor().get(`/api/space-offers/user/${member.id}?limit=2&cursor=${cursor}`);
    expect(ids(second.body)).toEqual([made[0].id]);
    expect(second.headers[PAGE.nextCursorHeader.toLowerCase()]).toBeUndefined();
    const bad = await visitor().get(`/api/space-offers/user/${member.id}?cursor=%%%`);
    expect(bad.status).toBe(400);
  });

  it.each([UNKNOWN_ID, "not-a-uuid"])("answers 404 for the member %s", async (id) => {
    expect((await visitor().get(`/api/space-offers/user/${id}`)).status).toBe(404);
  });
});

describe("GET /api/space-offers/:id/matches", () => {
  it("lists the offer's matches with the seeker as the other party and the host's unread count", async () => {
    const offer = await createSpaceOffer({ user: host.user });
    const seeker = await createUser({ firstName: "Maya", lastName: "Rivera" });
    const request = await createSpaceRequest({ user: seeker, title: "Weekly Grief Circle" });
    const match = await createMatch({
      offer,
      request,
      facts: {
        sharedIds: ["wellness-healing"],
        requestType: "workshop",
        offerType: "workshop",
        participants: 12,
        capacity: 25,
        sponsored: false,
      },
      score: 6,
    });
    await createMessage(match, seeker);
    await createMessage(match, host.user);

    const response = await host.agent.get(`/api/space-offers/${offer.id}/matches`);
    expect(response.status).toBe(200);
    expect(response.body.map((item: unknown) => matchListItem.parse(item))).toEqual([
      expect.objectContaining({
        id: match.id,
        spaceRequestId: request.id,
        spaceOfferId: offer.id,
        spaceRequestTitle: "Weekly Grief Circle",
        spaceOfferName: offer.spaceName,
        otherPartyName: "Maya Rivera",
        unreadCount: 1,
        score: 6,
        // Worded for the host: their space's room against the seeker's group.
        reasons: ["Shared missions: Wellness & healing", "Both want a workshop space", "Room for 12 of your 25"],
      }),
    ]);
  });

  it("answers 404 for an absent or malformed offer", async () => {
    expect((await host.agent.get(`/api/space-offers/${UNKNOWN_ID}/matches`)).status).toBe(404);
    expect((await host.agent.get("/api/space-offers/nope/matches")).status).toBe(404);
  });
});
