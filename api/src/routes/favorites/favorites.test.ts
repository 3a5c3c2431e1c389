import { favoriteSpace, PAGE } from "@kindred/contract";
import supertest from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { Favorite, type User } from "../../db/models";
import { type Agent, signedInAgent } from "../../test/agent";
import { createTestApp } from "../../test/app";
import { useTestDatabase } from "../../test/database";
import { createAdmin, createSpaceOffer, createUser } from "../../test/factories";

const db = useTestDatabase();
const app = () => createTestApp(db.sequelize);
const visitor = () => supertest(app().callback());
const UNKNOWN_ID = "7b0f8f0e-55d3-4a8e-9a43-3f1c3f0a9c11";

let member: { agent: Agent; user: User };
let other: { agent: Agent; user: User };
let admin: { agent: Agent; user: User };
beforeAll(async () => {
  member = await signedInAgent(app());
  other = await signedInAgent(app());
  admin = await signedInAgent(app(), await createAdmin());
});

const fresh = async () => signedInAgent(app());

describe("favorites", () => {
  it("saves a space and lists it in the favorites shape, without the contact email", async () => {
    const { agent } = await fresh();
    const host = await createUser({ firstName: "Leah", lastName: "Goldberg" });
    const offer = await createSpaceOffer({
      user: host,
      supportedCauses: ["wellness-healing", "support-group", "sliding-scale"],
      isSponsored: true,
    });
    expect((await agent.put(`/api/favorites/${offer.id}`)).status).toBe(204);

    const response = await agent.get("/api/favorites");
    expect(response.status).toBe(200);
    const [item] = response.body.map((entry: unknown) => favoriteSpace.parse(entry));
    expect(item).toMatchObject({
      id: offer.id,
      spaceName: offer.spaceName,
      values: ["wellness-healing", "support-group", "sliding-scale"],
      supportedMissions: ["wellness-healing"],
      hostName: "Leah Goldberg",
      isPriority: true,
      user: { id: host.id, name: "Leah Goldberg" },
    });
    expect(response.body[0]).not.toHaveProperty("contactEmail");
    expect(JSON.stringify(response.body)).not.toContain(offer.contactEmail);
  });

  it("is idempotent: saving twice keeps one favorite", async () => {
    const { agent, user } = await fresh();
    const offer = await createSpaceOffer();
    expect((await agent.put(`/api/favorites/${offer.id}`)).status).toBe(204);
    expect((await agent.put(`/api/favorites/${offer.id}`)).status).toBe(204);
    expect(await Favorite.count({ where: { userId: user.id } })).toBe(1);
  });

  it("lists the most recently saved first, paged", async () => {
    const { agent, user } = await fresh();
    const offers = [await createSpaceOffer(), await createSpaceOffer(), await createSpaceOffer()];
    for (const [i, offer] of offers.entries()) {
      await Favorite.create({
        userId: user.id,
        spaceOfferId: offer.id,
        createdAt: new Date(Date.now() - (3 - i) * 60_000),
      });
    }
    const first = await agent.get("/api/favorites?limit=2");
    expect(first.body.map((item: { id: string }) => item.id)).toEqual([offers[2].id, offers[1].id]);
    const cursor = first.headers[PAGE.nextCursorHeader.toLowerCase()];
    expect(cursor).toBeTruthy();
    const second = await agent.get(`/api/favorites?limit=2&cursor=${cursor}`);
    expect(second.body.map((item: { id: string }) => item.id)).toEqual([offers[0].id]);
    expect(second.headers[PAGE.nextCursorHeader.toLowerCase()]).toBeUndefined();
  });

  it("removes a favorite with 204, and removing it again is still 204", async () => {
    const { agent, user } = await fresh();
    const offer = await createSpaceOffer();
    await agent.put(`/api/favorites/${offer.id}`);
    expect((await agent.delete(`/api/favorites/${offer.id}`)).status).toBe(204);
    expect(await Favorite.count({ where: { userId: user.id } })).toBe(0);
    expect((await agent.delete(`/api/favorites/${offer.id}`)).status).toBe(204);
  });

  it("keeps each member's favorites to themselves", async () => {
    const offer = await createSpaceOffer();
    await member.agent.put(`/api/favorites/${offer.id}`);
    const theirs = await other.agent.get("/api/favorites");
    expect(theirs.body.map((item: { id: string }) => item.id)).not.toContain(offer.id);
  });

  it("drops a favorite when its space is deleted", async () => {
    const { agent } = await fresh();
    const offer = await createSpaceOffer();
    await agent.put(`/api/favorites/${offer.id}`);
    await offer.destroy();
    expect((await agent.get("/api/favorites")).body).toEqual([]);
  });

  it.each([UNKNOWN_ID, "not-a-uuid"])("answers 404 when saving %s", async (id) => {
    expect((await member.agent.put(`/api/favorites/${id}`)).status).toBe(404);
  });

  it("refuses a bad page size", async () => {
    expect((await member.agent.get("/api/favorites?limit=0")).status).toBe(400);
  });
});

describe("authorization matrix", () => {
  const cases = [
    ["GET /api/favorites", "get", () => "/api/favorites", { visitor: 401, member: 200, admin: 200 }],
    [
      "PUT /api/favorites/:id",
      "put",
      (id: string) => `/api/favorites/${id}`,
      { visitor: 401, member: 204, admin: 204 },
    ],
    [
      "DELETE /api/favorites/:id",
      "delete",
      (id: string) => `/api/favorites/${id}`,
      { visitor: 401, member: 204, admin: 204 },
    ],
  ] as const;
  for (const [name, method, path, expected] of cases) {
    for (const role of ["visitor", "member", "admin"] as const) {
      it(`${name} as ${role} → ${expected[role]}`, async () => {
        const offer = await createSpaceOffer();
        const client = role === "visitor" ? visitor() : { member, admin }[role].agent;
        expect((await client[method](path(offer.id))).status).toBe(expected[role]);
      });
    }
  }
});
