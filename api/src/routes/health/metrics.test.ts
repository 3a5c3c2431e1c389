import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { SearchOutbox } from "../../db/models";
import { signedInAgent } from "../../test/agent";
import { createTestApp } from "../../test/app";
import { useTestDatabase } from "../../test/database";
import { createAdmin, createUser } from "../../test/factories";

const db = useTestDatabase();
const METRICS_TOKEN = "scraper-token-0123456789";
const app = () => createTestApp(db.sequelize, { metricsToken: METRICS_TOKEN });
const scrape = (instance: ReturnType<typeof app>) =>
  supertest(instance.callback()).get("/api/metrics").set("Authorization", `Bearer ${METRICS_TOKEN}`);

describe("GET /api/metrics", () => {
  it("answers visitors 401 and members 403", async () => {
    const instance = app();
    expect((await supertest(instance.callback()).get("/api/metrics")).status).toBe(401);
    const wrongToken = await supertest(instance.callback()).get("/api/metrics").set("Authorization", "Bearer nope");
    expect(wrongToken.status).toBe(401);
    const { agent } = await signedInAgent(instance);
    expect((await agent.get("/api/metrics")).status).toBe(403);
  });

  it("answers 401, never 500, to any other Authorization header", async () => {
    const instance = app();
    const sameLengthNonAscii = "é".repeat(METRICS_TOKEN.length);
    const headers = [
      `Bearer ${sameLengthNonAscii}`,
      `Bearer ${METRICS_TOKEN.slice(0, -1)}ü`,
      `Bearer ${METRICS_TOKEN}x`,
      `Bearer ${"x".repeat(10_000)}`,
      "Bearer  ",
      `Basic ${METRICS_TOKEN}`,
      `bearer ${METRICS_TOKEN.toUpperCase()}`,
    ];
    for (const header of headers) {
      const response = await supertest(instance.callback()).get("/api/metrics").set("Authorization", header);
      expect(response.status, header.slice(0, 40)).toBe(401);
    }
  });

  it("answers an admin session and the METRICS_TOKEN bearer with Prometheus text", async () => {
    const instance = app();
    const { agent } = await signedInAgent(instance, await createAdmin());
    const byAdmin = await agent.get("/api/metrics");
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.headers["content-type"]).toMatch(/^text\/plain/);
    const byToken = await scrape(instance);
    expect(byToken.status).toBe(200);
    expect(byToken.text).toContain("# TYPE kindred_http_requests_total counter");
  });

  it("labels every series with the worker that answered when several run", async () => {
    const instance = createTestApp(
      db.sequelize,
      { metricsToken: METRICS_TOKEN },
      {
        workers: () => ({ workers: 3, worker: 2 }),
      },
    );
    await supertest(instance.callback()).get("/api/health").expect(200);
    const { text } = await scrape(instance);
    expect(text).toMatch(/kindred_http_requests_total\{[^}]*worker="2"[^}]*\} 1/);
    expect((await scrape(app())).text).not.toContain('worker="');
  });

  it("labels requests by the route table's template, never the raw URL", async () => {
    const instance = app();
    const member = await createUser();
    await supertest(instance.callback()).get(`/api/users/${member.id}`).expect(200);
    await supertest(instance.callback()).get("/api/no-such-thing").expect(404);
    const { text } = await scrape(instance);
    expect(text).toMatch(/kindred_http_requests_total\{method="GET",route="\/api\/users\/:id",status="200"\} 1/);
    expect(text).toMatch(/kindred_http_request_duration_seconds_count\{method="GET",route="\/api\/users\/:id"\} 1/);
    expect(text).toMatch(/kindred_http_requests_total\{method="GET",route="unmatched",status="404"\} 1/);
    expect(text).not.toContain(member.id);
  });

  it("reports open event streams, search outbox lag and database pool use", async () => {
    const member = await createUser();
    const queued = await SearchOutbox.create({ entity: "user", entityId: member.id, op: "upsert" });
    await db.sequelize.query(`UPDATE search_outbox SET "createdAt" = now() - interval '90 seconds' WHERE id = :id`, {
      replacements: { id: queued.id },
    });
    const { text } = await scrape(app());
    expect(text).toMatch(/^kindred_open_event_streams 0$/m);
    const lag = Number(/^kindred_search_outbox_lag_seconds (\S+)$/m.exec(text)?.[1]);
    expect(lag).toBeGreaterThanOrEqual(90);
    expect(text).toMatch(/^kindred_search_outbox_failed 0$/m);
    expect(text).toMatch(/^kindred_db_pool_connections\{state="size"\} \d+$/m);
    expect(text).toMatch(/^kindred_db_pool_connections\{state="in_use"\} \d+$/m);
    await queued.destroy();
  });

  it("counts explore pages and searches answered from kept answers or built", async () => {
    const instance = app();
    await supertest(instance.callback()).get("/api/explore/offers").expect(200);
    await supertest(instance.callback()).get("/api/search?q=garden").expect(200);
    const { text } = await scrape(instance);
    // This app never listens for changes, so it keeps nothing and builds every answer.
    expect(text).toMatch(/^kindred_kept_answers_total\{outcome="built"\} 2$/m);
    expect(text).toMatch(/^kindred_kept_answers_total\{outcome="kept"\} 0$/m);
    expect(text).toMatch(/^kindred_kept_answers_bytes 0$/m);
  });

  it("keeps each app's counts in its own registry", async () => {
    const first = app();
    await supertest(first.callback()).get("/api/health").expect(200);
    const { text } = await scrape(app());
    expect(text).not.toContain('route="/api/health"');
  });
});
