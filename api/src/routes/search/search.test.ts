import { SERVER_MESSAGES, searchResult } from "@kindred/contract";
import type { SearchBackend } from "@kindred/search";
import { createMeilisearchBackend } from "@kindred/search/meilisearch";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { SpaceOffer, SpaceRequest, User } from "../../db/models";
import { presentSpaceOffer } from "../../presenters/spaceOffer";
import { presentSpaceRequest } from "../../presenters/spaceRequest";
import { presentPublicUser } from "../../presenters/user";
import { postgresSearchBackend, searchReadinessCheck } from "../../services/search/backend";
import { signedInAgent } from "../../test/agent";
import { createTestApp, defaultRateLimits } from "../../test/app";
import { useTestDatabase } from "../../test/database";
import { createSpaceOffer, createSpaceRequest, createUser } from "../../test/factories";

const db = useTestDatabase();
const visitor = () => supertest(createTestApp(db.sequelize).callback());

describe("GET /api/search", () => {
  it("is open to visitors and answers the three lists in their public shapes", async () => {
    const member = await createUser({ firstName: "Odalys", lastName: "Brightwater", email: "odalys@example.org" });
    const request = await createSpaceRequest({ user: member, title: "Brightwater choir rehearsal" });
    const offer = await createSpaceOffer({ user: member, spaceName: "Brightwater Hall" });
    await createSpaceOffer({ user: member, spaceName: "Brightwater Annex", isActive: false });

    const response = await visitor().get("/api/search").query({ q: "brightwater" });
    expect(response.status).toBe(200);
    const body = searchResult.parse(response.body);
    expect(body.spaceRequests.map((item) => item.id)).toEqual([request.id]);
    expect(body.spaceOffers.map((item) => item.id)).toEqual([offer.id]);
    expect(body.users.map((item) => item.id)).toEqual([member.id]);
    expect(body.spaceOffers[0].user).toMatchObject({ id: member.id, name: "Odalys Brightwater" });
    expect(JSON.stringify(response.body)).not.toContain("@example.org");
  });

  it("answers the same through a backend that answers ids only (as Meilisearch does), read apart from the hits", async () => {
    const host = await createUser({ firstName: "Larkin", lastName: "Wellspring" });
    const blocked = await createUser({ firstName: "Larkin", lastName: "Hollowell" });
    for (const user of [host, blocked]) {
      await createSpaceOffer({ user, spaceName: `Wellspring studio of ${user.lastName}` });
      await createSpaceRequest({ user, title: `Wellspring choir of ${user.lastName}` });
    }
    const postgres = postgresSearchBackend();
    // The hits alone: no rows read in the search's statement, so the route reads them itself.
    const idsOnly: SearchBackend = { ...postgres, search: (text) => postgres.search(text) };
    const searcher = await createUser();
    const answers = [];
    for (const search of [postgres, idsOnly]) {
      const { agent } = await signedInAgent(createTestApp(db.sequelize, {}, { search }), searcher);
      expect((await agent.put(`/api/blocks/${blocked.id}`)).status).toBe(204);
      const response = await agent.get("/api/search").query({ q: "wellspring" });
      expect(response.status).toBe(200);
      answers.push(response.body);
    }
    expect(answers[0].users.map((user: { id: string }) => user.id)).toEqual([host.id]);
    expect(answers[0].spaceOffers).toHaveLength(1);
    expect(answers[0].spaceRequests).toHaveLength(1);
    expect(answers[1]).toEqual(answers[0]);
  });

  it("writes each hit as JSON.stringify writes what the presenters answer, through both backends", async () => {
    const tricky = 'Say "hi" \\ tab\there\nnew line\u0001, café ✓ 𝄞';
    const unnamed = await createUser({ firstName: null, lastName: null, interests: [], bio: tricky });
    const named = await createUser({ firstName: "Quillon", lastName: tricky, location: null, coverImageUrl: null });
    const offers = [
      await createSpaceOffer({ user: unnamed, spaceName: `Quillon ${tricky}`, partnerId: null, imageUrls: [] }),
      await createSpaceOffer({
        user: named,
        spaceName: "Quillon loft",
        description: tricky,
        partnerId: "partner-1",
        availability: [],
        unavailableDates: ["2027-01-02", "2027-03-04"],
        isSponsored: true,
      }),
    ];
    const requests = [
      await createSpaceRequest({ user: unnamed, title: `Quillon ${tricky}`, participants: null, duration: null }),
      await createSpaceRequest({
        user: named,
        title: "Quillon choir",
        values: [],
        accessNeeds: ["elevator"],
        pausedAt: new Date(Date.UTC(2026, 5, 1, 12, 30, 15, 7)),
      }),
    ];
    await createUser({ firstName: "Quillon", lastName: null, interests: ["pottery", tricky] });
    // What the presenters answered from the models, before PostgreSQL wrote the text.
    const presented = async (body: {
      spaceRequests: { id: string }[];
      spaceOffers: { id: string }[];
      users: { id: string }[];
    }) => {
      const owner = async (id: string) => (await User.findByPk(id)) as User;
      const spaceRequests = [];
      for (const { id } of body.spaceRequests) {
        const request = (await SpaceRequest.findByPk(id)) as SpaceRequest;
        spaceRequests.push(presentSpaceRequest(request, { owner: await owner(request.userId), canSeeContact: false }));
      }
      const spaceOffers = [];
      for (const { id } of body.spaceOffers) {
        const offer = (await SpaceOffer.findByPk(id)) as SpaceOffer;
        spaceOffers.push(presentSpaceOffer(offer, { owner: await owner(offer.userId), canSeeContact: false }));
      }
      const users = [];
      for (const { id } of body.users) users.push(presentPublicUser(await owner(id)));
      return JSON.stringify({ spaceRequests, spaceOffers, users });
    };
    const postgres = postgresSearchBackend();
    const idsOnly: SearchBackend = { ...postgres, search: (text) => postgres.search(text) };
    for (const search of [postgres, idsOnly]) {
      const app = supertest(createTestApp(db.sequelize, {}, { search }).callback());
      for (const q of [
        "quillon",
        "quil",
        "quillon loft",
        "quillon say hi",
        "café",
        "choir",
        "pottery",
        "nothingmatches",
      ]) {
        const response = await app.get("/api/search").query({ q });
        expect(response.status).toBe(200);
        expect(response.type).toBe("application/json");
        // Byte for byte what serializing the presenters' answer gives: keys, escapes, times, nulls.
        expect(response.text, q).toBe(await presented(response.body));
        searchResult.parse(response.body);
      }
    }
    const all = (await visitor().get("/api/search").query({ q: "quillon" })).body;
    expect(all.spaceOffers.map((offer: { id: string }) => offer.id).sort()).toEqual(offers.map((o) => o.id).sort());
    expect(all.spaceRequests.map((request: { id: string }) => request.id).sort()).toEqual(
      requests.map((r) => r.id).sort(),
    );
    expect(all.users).toHaveLength(2);
    expect(all.spaceOffers.find((offer: { id: string }) => offer.id === offers[0]?.id).user.name).toBe(
      "Anonymous User",
    );
  });

  it("hides contact emails from the listing owner too (search shows the public shape)", async () => {
    const owner = await createUser();
    await createSpaceOffer({ user: owner, spaceName: "Heronsgate Loft", contactEmail: "heron@example.org" });
    const app = createTestApp(db.sequelize);
    const { agent } = await signedInAgent(app, owner);
    const response = await agent.get("/api/search?q=heronsgate");
    expect(response.body.spaceOffers).toHaveLength(1);
    expect(response.body.spaceOffers[0]).not.toHaveProperty("contactEmail");
  });

  it.each([
    ["no q", ""],
    ["an empty q", "?q="],
    ["a blank q", "?q=%20%20"],
  ])("refuses %s with 400", async (_, query) => {
    const response = await visitor().get(`/api/search${query}`);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(SERVER_MESSAGES.validation);
    expect(response.body.issues[0].path).toBe("q");
  });

  it("refuses a query over 200 characters", async () => {
    expect(
      (
        await visitor()
          .get("/api/search")
          .query({ q: "a".repeat(201) })
      ).status,
    ).toBe(400);
  });

  it("answers punctuation-only text with empty lists", async () => {
    const response = await visitor().get("/api/search").query({ q: "&&!!" });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ spaceRequests: [], spaceOffers: [], users: [] });
  });

  it("rate limits a client that searches far too fast", async () => {
    const app = supertest(createTestApp(db.sequelize, { rateLimits: defaultRateLimits() }).callback());
    let last = 200;
    for (let i = 0; i < 125 && last !== 429; i++) last = (await app.get("/api/search?q=x")).status;
    expect(last).toBe(429);
  });

  it("answers 503 when Meilisearch is configured but down", async () => {
    const app = createTestApp(db.sequelize, { search: { kind: "meilisearch", url: "http://127.0.0.1:9", key: null } });
    const response = await supertest(app.callback()).get("/api/search?q=garden");
    expect(response.status).toBe(503);
    expect(response.body.message).toMatch(/Search is unavailable/);
  });
});

describe("GET /api/ready with search", () => {
  it("reports the search backend", async () => {
    const ready = (backend: SearchBackend) =>
      supertest(createTestApp(db.sequelize, {}, { readinessChecks: [searchReadinessCheck(backend)] }).callback()).get(
        "/api/ready",
      );
    const up = await ready(postgresSearchBackend());
    expect(up.status).toBe(200);
    expect(up.body.checks).toEqual({ database: "ok", search: "ok" });
    const down = await ready(createMeilisearchBackend({ url: "http://127.0.0.1:9", key: null }));
    expect(down.status).toBe(503);
    expect(down.body.checks).toEqual({ database: "ok", search: "unavailable" });
  });
});
