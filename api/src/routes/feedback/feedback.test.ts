import {
  ERROR_MESSAGES,
  MAX_FEEDBACK_SCREENSHOT_BYTES,
  MAX_JSON_BODY_BYTES,
  SERVER_MESSAGES,
  VALIDATION_MESSAGES,
} from "@kindred/contract";
import sharp from "sharp";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { Feedback, StoredObject } from "../../db/models";
import { signedInAgent } from "../../test/agent";
import { createTestApp, defaultRateLimits } from "../../test/app";
import { useTestDatabase } from "../../test/database";
import { makePng } from "../../test/images";
import { useTestStorage } from "../../test/storage";

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
    // Its own client address: the counters are shared by every app on this database.
    const app = createTestApp(db.sequelize, { rateLimits: defaultRateLimits(), trustProxy: 1 });
    const client = () => supertest(app.callback()).post("/api/feedback").set("X-Forwarded-For", "203.0.113.10");
    for (let count = 0; count < 10; count++) {
      expect((await client().send(post)).status).toBe(201);
    }
    const limited = await client().send(post);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: SERVER_MESSAGES.tooManyRequests });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe("POST /api/feedback with a screenshot", () => {
  const storage = useTestStorage();
  const app = () => createTestApp(db.sequelize, {}, { storage });
  const dataUrl = (bytes: Buffer, type = "png") => `data:image/${type};base64,${bytes.toString("base64")}`;

  it("stores the screenshot as an admins-only object the feedback points at", async () => {
    const { agent, user } = await signedInAgent(app());
    const response = await agent.post("/api/feedback").send({ ...post, screenshot: dataUrl(await makePng(1280, 800)) });
    expect(response.status).toBe(201);
    expect(response.body.screenshotUrl).toMatch(/^\/objects\/[0-9a-f-]{36}$/);
    const feedback = (await Feedback.findByPk(response.body.id)) as Feedback;
    const object = (await StoredObject.findByPk(feedback.screenshotObjectId as string)) as StoredObject;
    expect(object.toJSON()).toMatchObject({ kind: "feedback_screenshot", ownerId: user.id, width: 1280, height: 800 });
    expect(await storage.exists(object.key)).toBe(true);
  });

  it("takes a screenshot far above the 1 MB JSON limit (up to 5 MB decoded)", async () => {
    // Noise does not compress: a PNG of about 3 MB.
    const noisy = await sharp({
      create: {
        width: 1000,
        height: 1000,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(MAX_JSON_BODY_BYTES * 2);
    const response = await supertest(app().callback())
      .post("/api/feedback")
      .send({ ...post, screenshot: dataUrl(noisy) });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.screenshotUrl).not.toBeNull();
  });

  it("refuses a screenshot over 5 MB decoded with 413, keeping no feedback row", async () => {
    const png = await makePng(10, 10);
    const big = Buffer.concat([png, Buffer.alloc(MAX_FEEDBACK_SCREENSHOT_BYTES + 3 - png.length, 1)]);
    const before = await Feedback.count();
    const response = await supertest(app().callback())
      .post("/api/feedback")
      .send({ ...post, screenshot: dataUrl(big) });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: SERVER_MESSAGES.screenshotTooLarge });
    expect(await Feedback.count()).toBe(before);
  });

  it("refuses text passed off as a PNG screenshot with 415, keeping no feedback row", async () => {
    const before = await Feedback.count();
    const response = await supertest(app().callback())
      .post("/api/feedback")
      .send({ ...post, screenshot: dataUrl(Buffer.from("not a screenshot at all")) });
    expect(response.status).toBe(415);
    expect(response.body).toEqual({ message: ERROR_MESSAGES.selectImageFile });
    expect(await Feedback.count()).toBe(before);
  });
});
