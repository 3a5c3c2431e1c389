import {
  ERROR_MESSAGES,
  MAX_IMAGE_BYTES,
  MAX_PROFILE_PHOTO_BYTES,
  SERVER_MESSAGES,
  UPLOAD_URL_TTL_MS,
} from "@kindred/contract";
import sharp from "sharp";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { StoredObject } from "../../db/models";
import { createUploadGrant, readUploadToken, signUploadToken } from "../../services/storage/uploadTokens";
import { signedInAgent } from "../../test/agent";
import { createTestApp, TEST_SESSION_SECRET } from "../../test/app";
import { useTestDatabase } from "../../test/database";
import { createSpaceOffer } from "../../test/factories";
import { hasGpsBlock, makeCameraJpeg, makeJpeg, makePixelBomb, makePng, makeWebp } from "../../test/images";
import { pathOf, uploadImage, useTestStorage } from "../../test/storage";

const db = useTestDatabase();
const storage = useTestStorage();
const app = () => createTestApp(db.sequelize, {}, { storage });

/** A JPEG-looking body of `size` bytes (the size check comes before any decoding). */
const jpegOfSize = (size: number) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(size - 4, 7)]);

const storedCopy = async (objectPath: string) => {
  const object = (await StoredObject.findByPk(objectPath.replace("/objects/", ""))) as StoredObject;
  return { object, bytes: (await storage.get(object.key)) as Buffer };
};

describe("POST /api/objects/upload", () => {
  it("gives a signed-in member an absolute, signed URL for one listing photo, good for 15 minutes", async () => {
    const { agent, user } = await signedInAgent(app());
    const before = Date.now();
    const response = await agent.post("/api/objects/upload");
    expect(response.status).toBe(200);
    const url = new URL(response.body.uploadURL);
    expect(url.origin).toBe("http://localhost:5000");
    expect(url.pathname).toMatch(/^\/api\/objects\/upload\/[\w-]+\.[\w-]+$/);
    const grant = readUploadToken(url.pathname.split("/").pop() as string, [TEST_SESSION_SECRET]);
    expect(grant).toMatchObject({ userId: user.id, kind: "listing" });
    expect(grant?.expiresAt).toBeGreaterThanOrEqual(before + UPLOAD_URL_TTL_MS);
    expect(grant?.expiresAt).toBeLessThanOrEqual(Date.now() + UPLOAD_URL_TTL_MS);
  });

  it("points the URL at the page's own origin when it called from this host, at PUBLIC_URL otherwise", async () => {
    const { agent } = await signedInAgent(app());
    const own = await agent
      .post("/api/objects/upload")
      .set("Host", "127.0.0.1:5055")
      .set("Origin", "http://127.0.0.1:5055");
    expect(new URL(own.body.uploadURL).origin).toBe("http://127.0.0.1:5055");
    const foreign = await agent
      .post("/api/objects/upload")
      .set("Host", "127.0.0.1:5055")
      .set("Origin", "http://elsewhere.test");
    expect(foreign.status).toBe(403);
    const noOrigin = await agent.post("/api/objects/upload").set("Host", "127.0.0.1:5055");
    expect(new URL(noOrigin.body.uploadURL).origin).toBe("http://localhost:5000");
  });

  it("takes the kind of photo, and refuses an unknown one", async () => {
    const { agent } = await signedInAgent(app());
    const profile = await agent.post("/api/objects/upload").send({ kind: "profile" });
    const token = pathOf(profile.body.uploadURL).split("/").pop() as string;
    expect(readUploadToken(token, [TEST_SESSION_SECRET])?.kind).toBe("profile");
    expect((await agent.post("/api/objects/upload").send({ kind: "avatar" })).status).toBe(400);
  });

  it("answers 401 to visitors", async () => {
    const response = await supertest(app().callback()).post("/api/objects/upload");
    expect(response.status).toBe(401);
  });
});

describe("PUT {uploadURL}", () => {
  it.each([
    ["JPEG", makeJpeg, "image/jpeg"],
    ["PNG", makePng, "image/png"],
    ["WebP", makeWebp, "image/webp"],
  ] as const)("stores a %s and records it for the member", async (_name, make, contentType) => {
    const { agent, user } = await signedInAgent(app());
    const response = await uploadImage(agent, await make(1200, 900), { contentType });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.objectPath).toMatch(/^\/objects\/[0-9a-f-]{36}$/);
    const { object, bytes } = await storedCopy(response.body.objectPath);
    expect(object.toJSON()).toMatchObject({
      ownerId: user.id,
      kind: "listing_photo",
      contentType,
      size: bytes.length,
      width: 1200,
      height: 900,
    });
    expect((await sharp(bytes).metadata()).format).toBe(contentType.replace("image/", ""));
  });

  it("trusts the bytes, not the header: a PNG sent as image/jpeg stays a PNG", async () => {
    const { agent } = await signedInAgent(app());
    const response = await uploadImage(agent, await makePng(50, 50), { contentType: "image/jpeg" });
    expect(response.status).toBe(200);
    expect((await storedCopy(response.body.objectPath)).object.contentType).toBe("image/png");
  });

  it("refuses text sent as image/jpeg with 415 and the form's message, storing nothing", async () => {
    const { agent, user } = await signedInAgent(app());
    const response = await uploadImage(agent, Buffer.from("this is not a photo, honest"));
    expect(response.status).toBe(415);
    expect(response.body).toEqual({ message: ERROR_MESSAGES.selectImageFile });
    expect(await StoredObject.count({ where: { ownerId: user.id } })).toBe(0);
  });

  it("refuses a body that is not sent as an image with 415", async () => {
    const { agent } = await signedInAgent(app());
    const response = await uploadImage(agent, await makeJpeg(20, 20), { contentType: "text/plain" });
    expect(response.status).toBe(415);
    expect(response.body.message).toBe(ERROR_MESSAGES.selectImageFile);
  });

  it("refuses a listing photo over 10 MB with 413", async () => {
    const { agent } = await signedInAgent(app());
    const response = await uploadImage(agent, jpegOfSize(MAX_IMAGE_BYTES + 1));
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: ERROR_MESSAGES.fileTooLarge });
  });

  it("refuses a profile photo over 5 MB with 413 and the 5MB message", async () => {
    const { agent } = await signedInAgent(app());
    const response = await uploadImage(agent, jpegOfSize(MAX_PROFILE_PHOTO_BYTES + 1), { kind: "profile" });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: ERROR_MESSAGES.profilePhotoTooLarge });
  });

  it("refuses a decompression bomb (a small PNG of 100 megapixels)", async () => {
    const { agent } = await signedInAgent(app());
    const response = await uploadImage(agent, makePixelBomb(10_000, 10_000), { contentType: "image/png" });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: SERVER_MESSAGES.imageTooManyPixels });
  });

  it("keeps no EXIF and no GPS, and applies the EXIF orientation", async () => {
    const { agent } = await signedInAgent(app());
    const camera = await makeCameraJpeg(800, 400, 6);
    expect(hasGpsBlock((await sharp(camera).metadata()).exif)).toBe(true);
    const response = await uploadImage(agent, camera);
    expect(response.status).toBe(200);
    const { object, bytes } = await storedCopy(response.body.objectPath);
    const stored = await sharp(bytes).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect(bytes.includes(Buffer.from("TestCam"))).toBe(false);
    expect([stored.width, stored.height]).toEqual([400, 800]);
    expect([object.width, object.height]).toEqual([400, 800]);
  });

  it("works once: the same URL again answers 410", async () => {
    const { agent } = await signedInAgent(app());
    const first = await uploadImage(agent, await makeJpeg(40, 40));
    expect(first.status).toBe(200);
    const again = await agent
      .put(pathOf(first.uploadURL))
      .set("Content-Type", "image/jpeg")
      .send(await makeJpeg(40, 40));
    expect(again.status).toBe(410);
    expect(again.body).toEqual({ message: SERVER_MESSAGES.uploadLinkUsed });
  });

  it("lets only one of two simultaneous uses of a URL through", async () => {
    const { agent, user } = await signedInAgent(app());
    const granted = await agent.post("/api/objects/upload");
    const photo = await makeJpeg(300, 200);
    const responses = await Promise.all(
      [1, 2, 3].map(() => agent.put(pathOf(granted.body.uploadURL)).set("Content-Type", "image/jpeg").send(photo)),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 410, 410]);
    expect(await StoredObject.count({ where: { ownerId: user.id } })).toBe(1);
  });

  it("lets a URL be used again after a refused file, so the member can pick another", async () => {
    const { agent } = await signedInAgent(app());
    const refused = await uploadImage(agent, Buffer.from("oops, a text file"));
    expect(refused.status).toBe(415);
    const retried = await agent
      .put(pathOf(refused.uploadURL))
      .set("Content-Type", "image/jpeg")
      .send(await makeJpeg(30, 30));
    expect(retried.status).toBe(200);
  });

  it("answers 410 for an expired URL", async () => {
    const { agent, user } = await signedInAgent(app());
    const grant = createUploadGrant(user.id, "listing", Date.now() - UPLOAD_URL_TTL_MS - 1);
    const response = await agent
      .put(`/api/objects/upload/${signUploadToken(grant, TEST_SESSION_SECRET)}`)
      .set("Content-Type", "image/jpeg")
      .send(await makeJpeg(30, 30));
    expect(response.status).toBe(410);
    expect(response.body).toEqual({ message: SERVER_MESSAGES.uploadLinkExpired });
  });

  it("answers 403 when another member uses my URL", async () => {
    const mine = await signedInAgent(app());
    const theirs = await signedInAgent(app());
    const granted = await mine.agent.post("/api/objects/upload");
    const response = await theirs.agent
      .put(pathOf(granted.body.uploadURL))
      .set("Content-Type", "image/jpeg")
      .send(await makeJpeg(30, 30));
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: SERVER_MESSAGES.uploadLinkForeign });
  });

  it("answers 403 for a forged or altered URL", async () => {
    const { agent, user } = await signedInAgent(app());
    const forged = signUploadToken(createUploadGrant(user.id, "listing"), "some-other-secret-0123456789");
    const granted = await agent.post("/api/objects/upload");
    const [payload, signature] = (pathOf(granted.body.uploadURL).split("/").pop() as string).split(".");
    const altered = `${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, "base64url").toString()), k: "cover" })).toString("base64url")}.${signature}`;
    for (const token of [forged, altered, "nonsense"]) {
      const response = await agent
        .put(`/api/objects/upload/${token}`)
        .set("Content-Type", "image/jpeg")
        .send(await makeJpeg(30, 30));
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ message: SERVER_MESSAGES.uploadLinkInvalid });
    }
  });

  it("answers 401 to a visitor", async () => {
    const { agent } = await signedInAgent(app());
    const granted = await agent.post("/api/objects/upload");
    const response = await supertest(app().callback())
      .put(pathOf(granted.body.uploadURL))
      .set("Content-Type", "image/jpeg")
      .send(await makeJpeg(30, 30));
    expect(response.status).toBe(401);
  });

  it("ends in a path a listing can keep", async () => {
    const { agent, user } = await signedInAgent(app());
    const uploaded = await uploadImage(agent, await makeJpeg(640, 400));
    const normalized = await agent.put("/api/space-photos").send({ photoURL: uploaded.uploadURL });
    expect(normalized.body).toEqual({ objectPath: uploaded.body.objectPath });
    const offer = await createSpaceOffer({ user });
    const saved = await agent.put(`/api/space-offers/${offer.id}`).send({ imageUrls: [normalized.body.objectPath] });
    expect(saved.status).toBe(200);
    expect(saved.body.imageUrls).toEqual([uploaded.body.objectPath]);
    const served = await supertest(app().callback()).get(uploaded.body.objectPath);
    expect(served.status).toBe(200);
    expect(served.headers["content-type"]).toBe("image/jpeg");
  });
});
