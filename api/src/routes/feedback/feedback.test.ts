import { SERVER_MESSAGES, VALIDATION_MESSAGES } from "@kindred/contract";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { Feedback } from "../../db/models";
import { signedInAgent } from "../../test/agent";
import { createTestApp } from "../../test/app";
import { useTestDatabase } from "../../test/database";

const db = useTestDatabase();

const post = { type: "bug", message: "The map does not load", priority: "high", page: "/space-offer/1" };

describe("POST /api/feedback", () => {
  it("takes feedback from a visitor, with the defaults of the contract", async () => {
    const response = await supertest(createTestApp(db.sequelize).callback())
      .post("/api/feedback")
      .set("User-Agent", "TestBrowser/1.0")
      .send({ message: "Lovely idea" });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      userId: null,
      type: "general",
      priority: "medium",
      page: "/",
      status: "new",
      userAgent: "TestBrowser/1.0",
      screenshotUrl: null,
    });
    expect(await Feedback.findByPk(response.body.id)).not.toBeNull();
  });

  it("records the signed-in member from the session, not from the body", async () => {
    const { agent, user } = await signedInAgent(createTestApp(db.sequelize));
    const response = await agent
      .post("/api/feedback")
      .send({ ...post, userId: "00000000-0000-4000-8000-000000000000" });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ ...post, userId: user.id, status: "new" });
  });

  it("answers 400 with the contract's message for a blank message", async () => {
    const response = await supertest(createTestApp(db.sequelize).callback())
      .post("/api/feedback")
      .send({ ...post, message: "   " });
    expect(response.status).toBe(400);
    expect(response.body.issues).toEqual([{ path: "message", message: VALIDATION_MESSAGES.messageRequired }]);
  });

  it("answers 400 for an unknown type", async () => {
    const response = await supertest(createTestApp(db.sequelize).callback())
      .post("/api/feedback")
      .send({ ...post, type: "rant" });
    expect(response.status).toBe(400);
    expect(response.body.issues[0].path).toBe("type");
  });

  it("limits each IP to 10 posts per 10 minutes", async () => {
    const client = supertest(createTestApp(db.sequelize).callback());
    for (let count = 0; count < 10; count++) {
      expect((await client.post("/api/feedback").send(post)).status).toBe(201);
    }
    const limited = await client.post("/api/feedback").send(post);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: SERVER_MESSAGES.tooManyRequests });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });
});
