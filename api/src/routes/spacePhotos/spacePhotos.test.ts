import { SERVER_MESSAGES } from "@kindred/contract";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { signedInAgent } from "../../test/agent";
import { createTestApp } from "../../test/app";
import { useTestDatabase } from "../../test/database";
import { createSpaceRequest, createStoredObject, createUser } from "../../test/factories";
import { makePng } from "../../test/images";
import { uploadImage, useTestStorage } from "../../test/storage";

const db = useTestDatabase();
const storage = useTestStorage();
const app = () => createTestApp(db.sequelize, {}, { storage });

describe("PUT /api/space-photos", () => {
  it("turns the upload URL of my photo into its object path", async () => {
    const { agent } = await signedInAgent(app());
    const uploaded = await uploadImage(agent, await makePng(400, 300), { contentType: "image/png" });
    const response = await agent.put("/api/space-photos").send({ photoURL: uploaded.uploadURL });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ objectPath: uploaded.body.objectPath });
  });

  it("takes the object path itself, or the absolute URL of it on this site", async () => {
    const { agent, user } = await signedInAgent(app());
    const object = await createStoredObject({ owner: user });
    for (const photoURL of [`/objects/${object.id}`, `http://localhost:5000/objects/${object.id}?w=320`]) {
      const response = await agent.put("/api/space-photos").send({ photoURL });
      expect(response.body).toEqual({ objectPath: `/objects/${object.id}` });
    }
  });

  it("takes a URL on the origin the request came in on, and no other site's", async () => {
    const { agent, user } = await signedInAgent(app());
    const object = await createStoredObject({ owner: user });
    const own = await agent
      .put("/api/space-photos")
      .set("Host", "127.0.0.1:5055")
      .send({ photoURL: `http://127.0.0.1:5055/objects/${object.id}` });
    expect(own.body).toEqual({ objectPath: `/objects/${object.id}` });
    const foreign = await agent
      .put("/api/space-photos")
      .set("Host", "127.0.0.1:5055")
      .send({ photoURL: `http://elsewhere.test/objects/${object.id}` });
    expect(foreign.status).toBe(400);
  });

  it("refuses another member's photo with 403", async () => {
    const { agent } = await signedInAgent(app());
    const theirs = await createStoredObject({ owner: await createUser() });
    const response = await agent.put("/api/space-photos").send({ photoURL: `/objects/${theirs.id}` });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: SERVER_MESSAGES.objectNotFound });
  });

  it("refuses a feedback screenshot, even my own, with 403", async () => {
    const { agent, user } = await signedInAgent(app());
    const screenshot = await createStoredObject({ owner: user, kind: "feedback_screenshot" });
    expect((await agent.put("/api/space-photos").send({ photoURL: `/objects/${screenshot.id}` })).status).toBe(403);
  });

  it("answers 404 for a photo that does not exist", async () => {
    const { agent } = await signedInAgent(app());
    const response = await agent
      .put("/api/space-photos")
      .send({ photoURL: "/objects/6b1c8e0a-5a0e-4c9e-9d3e-2f4b5c6d7e8f" });
    expect(response.status).toBe(404);
  });

  it.each([
    "https://elsewhere.example/objects/6b1c8e0a-5a0e-4c9e-9d3e-2f4b5c6d7e8f",
    "/objects/../etc/passwd",
    "http://localhost:5000/api/objects/upload/forged.token",
  ])("answers 400 for %s, which is no uploaded photo", async (photoURL) => {
    const { agent } = await signedInAgent(app());
    const response = await agent.put("/api/space-photos").send({ photoURL });
    expect(response.status).toBe(400);
    expect(response.body.issues).toEqual([{ path: "photoURL", message: SERVER_MESSAGES.notAnUploadedPhoto }]);
  });

  it("answers 400 for a missing or non-URL photoURL, and 401 to visitors", async () => {
    const { agent } = await signedInAgent(app());
    expect((await agent.put("/api/space-photos").send({})).status).toBe(400);
    expect((await agent.put("/api/space-photos").send({ photoURL: "file:///etc/passwd" })).status).toBe(400);
    const visitor = await supertest(app().callback()).put("/api/space-photos").send({ photoURL: "/objects/x" });
    expect(visitor.status).toBe(401);
  });

  it("gives a path a request keeps in its imageUrls", async () => {
    const { agent, user } = await signedInAgent(app());
    const uploaded = await uploadImage(agent, await makePng(200, 200), { contentType: "image/png" });
    const { body } = await agent.put("/api/space-photos").send({ photoURL: uploaded.uploadURL });
    const request = await createSpaceRequest({ user });
    const saved = await agent.put(`/api/space-requests/${request.id}`).send({ imageUrls: [body.objectPath] });
    expect(saved.status).toBe(200);
    expect(saved.body.imageUrls).toEqual([body.objectPath]);
  });
});
