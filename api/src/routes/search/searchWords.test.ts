import { searchResult } from "@kindred/contract";
import fc from "fast-check";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/app";
import { useTestDatabase } from "../../test/database";
import { createSpaceOffer, createUser } from "../../test/factories";

const db = useTestDatabase();
// A fresh app per query: each has its own search rate limiter, so hundreds of runs stay under it.
const search = (q: string) => supertest(createTestApp(db.sequelize).callback()).get("/api/search").query({ q });

describe("GET /api/search words reach SQL as data", () => {
  it.each(["null", "NULL", "a null", "Null nULL"])("answers %j with 200", async (q) => {
    const response = await search(q);
    expect(response.status).toBe(200);
    expect(searchResult.parse(response.body)).toEqual({ spaceRequests: [], spaceOffers: [], users: [] });
  });

  it("finds a listing named after an SQL keyword", async () => {
    const member = await createUser();
    const offer = await createSpaceOffer({ user: member, spaceName: "Null Island boathouse" });
    const response = await search("null island");
    expect(response.status).toBe(200);
    expect(response.body.spaceOffers.map((item: { id: string }) => item.id)).toEqual([offer.id]);
  });

  it("answers any unicode text of at most 200 characters with the three lists", async () => {
    const sqlish = fc.constantFrom("null", "NULL", "{", "}", ",", '"', "\\", "'", ":*", "&", "|", "!", "(", ")", " ");
    const word = fc.oneof(fc.string({ unit: "grapheme", maxLength: 12 }), fc.string({ maxLength: 12 }), sqlish);
    const text = fc
      .array(word, { minLength: 1, maxLength: 10 })
      .map((words) => words.join(" ").slice(0, 200))
      .filter((q) => q.trim().length > 0);
    await fc.assert(
      fc.asyncProperty(text, async (q) => {
        const response = await search(q);
        expect(response.status).toBe(200);
        searchResult.parse(response.body);
      }),
      { numRuns: 300 },
    );
  }, 120_000);
});
