import { SERVER_MESSAGES } from "@kindred/contract";
import sharp from "sharp";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { StoredObject } from "../../db/models";
import { signedInAgent } from "../../test/agent";
import { createTestApp } from "../../test/app";
import { useTestDatabase } from "../../test/database";
import { createAdmin, createStoredObject } from "../../test/factories";
import { makeJpeg, makePng } from "../../test/images";
import { uploadImage, useTestStorage } from "../../test/storage";

const db = useTestDatabase();
const storage = useTestStorage();
const app = () => createTestApp(db.sequelize, {}, { storage });
const visitor = () => supertest(app().callback());

const uploadedPhoto = async (photo?: Buffer) => {
  const { agent } = await signedInAgent(app());
  const response = await uploadImage(agent, photo ?? (await makeJpeg(1600, 1000)));
  expect(response.status).toBe(200);
  return response.body.objectPath as string;
};

/** A feedback screenshot as POST /api/feedback stores it. */
const screenshotPath = async () => {
  const png = await makePng(300, 200);
  const response = await visitor()
    .post("/api/feedback")
    .send({ message: "Look at this", screenshot: `data:image/png;base64,${png.toString("base64")}` });
  expect(response.status).toBe(201);
  return response.body.screenshotUrl as string;
};

describe("GET /objects/{id}", () => {
  it("serves the photo with a year of immutable caching, its type, an ETag and nosniff", async () => {
    const path = await uploadedPhoto();
    const response = await visitor().get(path).buffer(true);
    expect(response.status).toBe(200);
    expect(response.headers).toMatchObject({
      "content-type": "image/jpeg",
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      etag: `"${path.split("/").pop()}"`,
    });
    expect(response.headers["set-cookie"]).toBeUndefined();
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(Number(response.headers["content-length"])).toBe(response.body.length);
    expect((await sharp(response.body).metadata()).width).toBe(1600);
  });

  it("sends no cookie with a public photo, even to a signed-in member", async () => {
    const path = await uploadedPhoto();
    const { agent } = await signedInAgent(app());
    const response = await agent.get(path);
    expect(response.status).toBe(200);
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  it("answers HEAD with the headers alone", async () => {
    const path = await uploadedPhoto(await makeJpeg(100, 100));
    const response = await visitor().head(path);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("image/jpeg");
    expect(Number(response.headers["content-length"])).toBeGreaterThan(0);
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const path = await uploadedPhoto();
    const first = await visitor().get(path);
    const again = await visitor().get(path).set("If-None-Match", first.headers.etag);
    expect(again.status).toBe(304);
    expect(again.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("serves a 320 px WebP, made once and then read from storage", async () => {
    const path = await uploadedPhoto();
    const writesBefore = storage.puts.length;
    const first = await visitor().get(`${path}?w=320`).buffer(true);
    expect(first.status).toBe(200);
    expect(first.headers["content-type"]).toBe("image/webp");
    expect(first.headers.etag).toBe(`"${path.split("/").pop()}-w320"`);
    expect(first.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(await sharp(first.body).metadata()).toMatchObject({ format: "webp", width: 320, height: 200 });
    expect(storage.puts.slice(writesBefore)).toEqual([`variants/${path.split("/").pop()}/w320.webp`]);

    const second = await visitor().get(`${path}?w=320`).buffer(true);
    expect(second.status).toBe(200);
    expect(Buffer.compare(second.body, first.body)).toBe(0);
    expect(storage.puts.length).toBe(writesBefore + 1);
  });

  it.each([640, 1280])("serves a %i px WebP", async (width) => {
    const path = await uploadedPhoto(await makeJpeg(2000, 1000));
    const response = await visitor().get(`${path}?w=${width}`).buffer(true);
    expect((await sharp(response.body).metadata()).width).toBe(width);
  });

  it.each(["500", "0", "abc", "320.5"])("refuses ?w=%s with 400", async (width) => {
    const path = await uploadedPhoto(await makeJpeg(100, 100));
    expect((await visitor().get(`${path}?w=${width}`)).status).toBe(400);
  });

  it("answers 404 for an unknown id, a malformed id, and a row whose bytes are gone", async () => {
    expect((await visitor().get("/objects/6b1c8e0a-5a0e-4c9e-9d3e-2f4b5c6d7e8f")).status).toBe(404);
    expect((await visitor().get("/objects/not-a-uuid")).status).toBe(404);
    const orphan = await createStoredObject();
    const response = await visitor().get(`/objects/${orphan.id}`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: SERVER_MESSAGES.notFound });
  });

  it("does not hand /objects paths to the web app", async () => {
    const response = await visitor().get("/objects/a/b");
    expect(response.status).toBe(404);
  });
});

describe("feedback screenshots", () => {
  it("are for admins only: 401 for visitors, 403 for members", async () => {
    const path = await screenshotPath();
    const object = await StoredObject.findByPk(path.split("/").pop());
    expect(object?.kind).toBe("feedback_screenshot");
    expect((await visitor().get(path)).status).toBe(401);
    const member = await signedInAgent(app());
    const refused = await member.agent.get(path);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: SERVER_MESSAGES.adminOnly });
    expect((await member.agent.get(`${path}?w=320`)).status).toBe(403);
  });

  it("are served to admins, never cached", async () => {
    const path = await screenshotPath();
    const { agent } = await signedInAgent(app(), await createAdmin());
    const response = await agent.get(path).buffer(true);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("image/png");
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect((await sharp(response.body).metadata()).width).toBe(300);
  });
});
