import { SERVER_MESSAGES } from "@kindred/contract";
import type { SearchBackend } from "@kindred/search";
import { QueryTypes } from "sequelize";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { createRateLimiter } from "../services/rateLimiter";
import { postgresSearchBackend } from "../services/search/backend";
import { signedInAgent } from "../test/agent";
import { createTestApp, defaultRateLimits } from "../test/app";
import { useTestDatabase } from "../test/database";
import { uniqueEmail } from "../test/factories";

const db = useTestDatabase();

/** An app with the production budgets except `search`, reading client IPs from X-Forwarded-For. */
const limitedApp = (searchMax: number) =>
  createTestApp(db.sequelize, {
    trustProxy: 1,
    rateLimits: { ...defaultRateLimits(), search: { max: searchMax, windowMs: 60_000 } },
  });

const searchFrom = (app: ReturnType<typeof limitedApp>, ip: string) =>
  supertest(app.callback()).get("/api/search?q=garden").set("X-Forwarded-For", ip);

describe("rate limits kept in PostgreSQL", () => {
  it("makes two app instances on one database spend one budget", async () => {
    const first = limitedApp(3);
    const second = limitedApp(3);
    expect((await searchFrom(first, "198.51.100.1")).status).toBe(200);
    expect((await searchFrom(second, "198.51.100.1")).status).toBe(200);
    expect((await searchFrom(first, "198.51.100.1")).status).toBe(200);

    const limited = await searchFrom(second, "198.51.100.1");
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: SERVER_MESSAGES.tooManyRequests });
    const retryAfter = Number(limited.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await searchFrom(first, "198.51.100.1")).status).toBe(429);
  });

  it("counts visitors per IP", async () => {
    const app = limitedApp(1);
    expect((await searchFrom(app, "198.51.100.2")).status).toBe(200);
    expect((await searchFrom(app, "198.51.100.2")).status).toBe(429);
    expect((await searchFrom(app, "198.51.100.3")).status).toBe(200);
  });

  it("counts signed-in members by member id, not by the IP they share", async () => {
    const app = limitedApp(1);
    expect((await searchFrom(app, "198.51.100.4")).status).toBe(200);
    expect((await searchFrom(app, "198.51.100.4")).status).toBe(429);

    const one = await signedInAgent(app);
    const other = await signedInAgent(app);
    const search = (agent: typeof one.agent) =>
      agent.get("/api/search?q=garden").set("X-Forwarded-For", "198.51.100.4");
    expect((await search(one.agent)).status).toBe(200);
    expect((await search(one.agent)).status).toBe(429);
    expect((await search(other.agent)).status).toBe(200);
  });

  it("counts each search once, in the search's statement or apart, whatever it answers", async () => {
    const hits = async (ip: string) => {
      const [row] = await db.sequelize.query<{ hits: number }>(`SELECT "hits" FROM rate_limits WHERE "key" = $1`, {
        bind: [`search:ip:${ip}`],
        type: QueryTypes.SELECT,
      });
      return row?.hits ?? 0;
    };
    const app = limitedApp(4);
    const get = (ip: string, query: string) =>
      supertest(app.callback()).get(`/api/search${query}`).set("X-Forwarded-For", ip);
    // A search with words (counted in its own statement), one with none (apart), a 400 (apart).
    expect((await get("198.51.100.7", "?q=garden")).status).toBe(200);
    expect(await hits("198.51.100.7")).toBe(1);
    expect((await get("198.51.100.7", "?q=%26%26")).status).toBe(200);
    expect(await hits("198.51.100.7")).toBe(2);
    expect((await get("198.51.100.7", "")).status).toBe(400);
    expect(await hits("198.51.100.7")).toBe(3);
    expect((await get("198.51.100.7", "?q=garden")).status).toBe(200);
    // Over the limit: 429 with its wait, counted, whether the call had words, none, or no q at all.
    for (const query of ["?q=garden", "?q=%26%26", ""]) {
      const refused = await get("198.51.100.7", query);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ message: SERVER_MESSAGES.tooManyRequests });
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    }
    expect(await hits("198.51.100.7")).toBe(7);
    // A backend that answers ids only (as Meilisearch does) is counted apart, once a call.
    const postgres = postgresSearchBackend();
    const idsOnly: SearchBackend = { ...postgres, name: "meilisearch", search: (text) => postgres.search(text) };
    const other = createTestApp(
      db.sequelize,
      { trustProxy: 1, rateLimits: { ...defaultRateLimits(), search: { max: 1, windowMs: 60_000 } } },
      { search: idsOnly },
    );
    const viaOther = () =>
      supertest(other.callback()).get("/api/search?q=garden").set("X-Forwarded-For", "198.51.100.8");
    expect((await viaOther()).status).toBe(200);
    expect((await viaOther()).status).toBe(429);
    expect(await hits("198.51.100.8")).toBe(2);
  });

  it("counts registrations per IP", async () => {
    const app = createTestApp(db.sequelize, {
      trustProxy: 1,
      rateLimits: { ...defaultRateLimits(), registration: { max: 2, windowMs: 3_600_000 } },
    });
    const register = () =>
      supertest(app.callback())
        .post("/api/auth/register")
        .set("X-Forwarded-For", "198.51.100.5")
        .send({ email: uniqueEmail("limited"), password: "secret-enough" });
    expect((await register()).status).toBe(201);
    expect((await register()).status).toBe(201);
    const limited = await register();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(3_500);
  });

  it("starts a fresh window once the last one has ended", async () => {
    const limiter = createRateLimiter({ ...defaultRateLimits(), feedback: { max: 1, windowMs: 1_000 } });
    expect(await limiter.hit("feedback", "ip:198.51.100.6")).toBeNull();
    expect(await limiter.hit("feedback", "ip:198.51.100.6")).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await limiter.hit("feedback", "ip:198.51.100.6")).toBeNull();
  });
});
