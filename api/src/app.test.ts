import { MAX_JSON_BODY_BYTES, MAX_JSON_BODY_DEPTH, SERVER_MESSAGES, VALIDATION_MESSAGES } from "@kindred/contract";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { createTestApp } from "./test/app";
import { useTestDatabase } from "./test/database";

const db = useTestDatabase();
const client = () => supertest(createTestApp(db.sequelize, { publicUrl: "http://localhost:5000" }).callback());
const feedback = { message: "Hello" };

describe("error format", () => {
  it("answers 400 for malformed JSON, never 500", async () => {
    const response = await client()
      .post("/api/auth/email")
      .set("Content-Type", "application/json")
      .send('{"email": "a@b.org", "password": ');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: SERVER_MESSAGES.malformedJson });
  });

  it("answers 413 for a body over 1 MB", async () => {
    const response = await client()
      .post("/api/feedback")
      .send({ message: "x".repeat(MAX_JSON_BODY_BYTES + 10) });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: SERVER_MESSAGES.bodyTooLarge });
  });

  it.each([
    ["password reset", "/api/auth/password-reset", (deep: string) => `{"email": ${deep}}`],
    ["a sign-in", "/api/auth/email", (deep: string) => deep],
    ["feedback (its own parser, room for a screenshot)", "/api/feedback", (deep: string) => `{"message": ${deep}}`],
  ])("answers 400 for %s nested 10,000 deep, and takes one nested as deep as allowed", async (_, path, bodyWith) => {
    const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
    const deep = await client()
      .post(path)
      .type("json")
      .send(bodyWith(nested(10_000)));
    expect(deep.status).toBe(400);
    expect(deep.body).toEqual({ message: SERVER_MESSAGES.bodyTooDeep });
    const allowed = await client()
      .post(path)
      .type("json")
      .send(`{"nested": ${nested(MAX_JSON_BODY_DEPTH - 1)}}`);
    expect(allowed.body.message).not.toBe(SERVER_MESSAGES.bodyTooDeep);
  });

  it("answers 415 for a body that is neither JSON nor a form", async () => {
    const text = await client().post("/api/feedback").set("Content-Type", "text/plain").send("hello");
    expect(text.status).toBe(415);
    expect(text.body).toEqual({ message: SERVER_MESSAGES.unsupportedMediaType });
    const xml = await client().put("/api/auth/user").set("Content-Type", "application/xml").send("<a/>");
    expect(xml.status).toBe(415);
  });

  it("lets a body-less state change through to its route", async () => {
    const response = await client().post("/api/feedback");
    expect(response.status).toBe(400);
    expect(response.body.issues).toEqual([{ path: "message", message: VALIDATION_MESSAGES.messageRequired }]);
  });

  it("answers unknown /api routes with a JSON 404", async () => {
    for (const path of ["/api/nope", "/api", "/api/users"]) {
      const response = await client().get(path);
      expect(response.status).toBe(404);
      expect(response.type).toBe("application/json");
      expect(response.body).toEqual({ message: SERVER_MESSAGES.routeNotFound });
    }
  });

  it("answers a known route with the wrong method with a JSON 405", async () => {
    const response = await client().delete("/api/health");
    expect(response.status).toBe(405);
    expect(response.body).toEqual({ message: SERVER_MESSAGES.methodNotAllowed });
  });

  it("carries the contract's messages in validation issues", async () => {
    const response = await client().post("/api/auth/register").send({ password: "12" });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: SERVER_MESSAGES.validation,
      issues: [
        { path: "email", message: VALIDATION_MESSAGES.invalidEmail },
        { path: "password", message: VALIDATION_MESSAGES.passwordTooShort },
      ],
    });
  });
});

describe("origin check", () => {
  it("refuses a state change from another site with 403", async () => {
    const response = await client().post("/api/feedback").set("Origin", "https://evil.example").send(feedback);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: SERVER_MESSAGES.foreignOrigin });
  });

  it("refuses an opaque (null) origin", async () => {
    const response = await client().post("/api/feedback").set("Origin", "null").send(feedback);
    expect(response.status).toBe(403);
  });

  it("accepts the public URL's origin and the request's own origin", async () => {
    const fromPublicUrl = await client().post("/api/feedback").set("Origin", "http://localhost:5000").send(feedback);
    expect(fromPublicUrl.status).toBe(201);
    const sameHost = await client()
      .post("/api/feedback")
      .set("Host", "kindred.test:8080")
      .set("Origin", "http://kindred.test:8080")
      .send(feedback);
    expect(sameHost.status).toBe(201);
  });

  it("accepts calls without an Origin header (judged by their session)", async () => {
    const response = await client().post("/api/feedback").send(feedback);
    expect(response.status).toBe(201);
  });

  it("does not apply to reads", async () => {
    const response = await client().get("/api/health").set("Origin", "https://evil.example");
    expect(response.status).toBe(200);
  });
});

describe("security headers", () => {
  it("are on API answers, errors included", async () => {
    for (const path of ["/api/health", "/api/nope"]) {
      const response = await client().get(path);
      expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(response.headers["content-security-policy"]).toContain("script-src 'self'");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(response.headers["x-frame-options"]).toBe("DENY");
    }
  });

  it("add HSTS only behind https", async () => {
    const plain = await client().get("/api/health");
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
    const https = await supertest(createTestApp(db.sequelize, { secureCookies: true }).callback()).get("/api/health");
    expect(https.headers["strict-transport-security"]).toContain("max-age=");
  });
});
