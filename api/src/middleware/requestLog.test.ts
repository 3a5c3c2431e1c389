import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { createApp } from "../app";
import { postgresSearchBackend } from "../services/search/backend";
import { createTestApp, testConfig } from "../test/app";
import { useTestDatabase } from "../test/database";
import { memoryLogger } from "../test/logs";

const db = useTestDatabase();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const logged = () => {
  const log = memoryLogger();
  const app = createTestApp(db.sequelize, {}, { logger: log.logger });
  return { ...log, http: supertest(app.callback()) };
};

describe("request logging", () => {
  it("writes one access line per request with method, path, status, ms and a new request id it also answers", async () => {
    const { http, lines } = logged();
    const response = await http.get("/api/health");
    const requestId = response.headers["x-request-id"];
    expect(requestId).toMatch(UUID);
    expect(lines()).toEqual([
      expect.objectContaining({ msg: "request", method: "GET", path: "/api/health", status: 200, requestId }),
    ]);
    expect(typeof lines()[0].ms).toBe("number");
  });

  it("writes the access line's keys in the order they always had, the logger's own first", async () => {
    const { http, lines } = logged();
    await http.get("/api/health");
    expect(Object.keys(lines()[0] ?? {})).toEqual([
      "level",
      "time",
      "pid",
      "hostname",
      "requestId",
      "method",
      "path",
      "status",
      "ms",
      "msg",
    ]);
  });

  it("keeps a sane incoming X-Request-Id and replaces anything else", async () => {
    const { http, lines } = logged();
    const kept = await http.get("/api/health").set("X-Request-Id", "edge-7f3a.42:1");
    expect(kept.headers["x-request-id"]).toBe("edge-7f3a.42:1");
    for (const bad of ["has space", "a".repeat(129), 'quote"d', "line\\nbreak"]) {
      const replaced = await http.get("/api/health").set("X-Request-Id", bad);
      expect(replaced.headers["x-request-id"]).toMatch(UUID);
    }
    expect(lines().map((line) => line.requestId)[0]).toBe("edge-7f3a.42:1");
  });

  it("logs the path without the query string, and no cookies, passwords or bodies", async () => {
    const { http, text } = logged();
    await http.get("/api/search?q=wisteriaquery").set("Cookie", "kindred.sess=cookievalue123");
    await http
      .post("/api/auth/login")
      .set("Authorization", "Bearer tokenvalue456")
      .send({ email: "nobody@example.org", password: "hunter2-password" });
    const all = text();
    expect(all).toContain('"path":"/api/search"');
    expect(all).toContain('"path":"/api/auth/login"');
    for (const secret of [
      "wisteriaquery",
      "cookievalue123",
      "tokenvalue456",
      "hunter2-password",
      "nobody@example.org",
    ]) {
      expect(all).not.toContain(secret);
    }
  });
});

describe("an unexpected error", () => {
  // The PostgreSQL search backend failing like a driver error would: the search route answers 500.
  const failingSearch = { ...postgresSearchBackend(), search: () => Promise.reject(new Error("connection refused")) };

  it("is logged with the same request id as the access line (logs of one request show its id from access line to error line)", async () => {
    const log = memoryLogger();
    const app = createApp({ sequelize: db.sequelize, config: testConfig(), logger: log.logger, search: failingSearch });
    const response = await supertest(app.callback()).get("/api/search?q=garden").set("X-Request-Id", "req-500");
    expect(response.status).toBe(500);
    const lines = log.lines();
    expect(lines.map((line) => [line.msg, line.requestId])).toEqual([
      ["request failed", "req-500"],
      ["request", "req-500"],
    ]);
    expect(lines[0].level).toBe(50);
    expect(lines[1]).toMatchObject({ status: 500, path: "/api/search" });
  });
});
