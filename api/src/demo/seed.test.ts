import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PHOTO_LIMITS, VALIDATION_MESSAGES } from "@kindred/contract";
import sharp from "sharp";
import supertest from "supertest";
import { afterAll, describe, expect, it } from "vitest";
import { SpaceOffer, SpaceRequest, StoredObject, User } from "../db/models";
import { demoDataDir } from "../paths";
import { verifyPassword } from "../services/auth/passwords";
import { createTestApp } from "../test/app";
import { useTestDatabase } from "../test/database";
import { createUser, uniqueEmail } from "../test/factories";
import { useTestStorage } from "../test/storage";
import { DEMO_PASSWORD, loadDemoData, SeedError, seedDemoData, seedDemoDataIfEmpty } from "./seed";

const db = useTestDatabase();
const storage = useTestStorage();
const fixtures: string[] = [];
afterAll(() => {
  for (const dir of fixtures) rmSync(dir, { recursive: true, force: true });
});

const members = [
  { key: "ana", email: "Ana.Fixture@example.org", firstName: "Ana", lastName: "Fixture", interests: ["Clay"] },
  { key: "root", email: "root.fixture@example.org", firstName: "Root", lastName: "Fixture", role: "admin" },
];
const request = {
  owner: "ana",
  title: "Clay night",
  description: "Hand-building for beginners",
  spaceType: "studio",
  location: "rino",
  participants: 8,
  values: ["creative-arts", "workshop"],
};
const offer = {
  owner: "root",
  spaceName: "Back room",
  description: "A quiet room",
  spaceType: "studio",
  address: "2 Fixture Lane",
  capacity: 12,
  availability: ["weekday-evening"],
  supportedCauses: ["creative-arts"],
  accessFeatures: ["quiet-room"],
  isSponsored: true,
};

/** A drawing like those in resources/demo/images. */
const DRAWING =
  '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000"><rect width="1600" height="1000" fill="#F4E6D0"/>' +
  '<rect x="200" y="200" width="400" height="300" fill="#CFE5E3"/></svg>';

const fixture = (files: { members?: unknown; requests?: unknown; offers?: unknown; images?: string[] }) => {
  const dir = mkdtempSync(join(tmpdir(), "ks-seed-"));
  fixtures.push(dir);
  writeFileSync(join(dir, "members.json"), JSON.stringify(files.members ?? members));
  writeFileSync(join(dir, "requests.json"), JSON.stringify(files.requests ?? [request]));
  writeFileSync(join(dir, "offers.json"), JSON.stringify(files.offers ?? [offer]));
  mkdirSync(join(dir, "images"));
  for (const name of files.images ?? []) writeFileSync(join(dir, "images", name), DRAWING);
  return dir;
};

/** The fixture members under fresh emails, so a test can seed them next to earlier ones. */
const freshMembers = () => members.map((member) => ({ ...member, email: uniqueEmail(member.key) }));

const app = () => createTestApp(db.sequelize, {}, { storage });

const refusal = (dir: string) => {
  try {
    loadDemoData(dir);
  } catch (error) {
    expect(error).toBeInstanceOf(SeedError);
    return (error as Error).message;
  }
  throw new Error("expected the demo data to be refused");
};

describe("demo seed", () => {
  it("inserts members and listings with the shared password and default contacts", async () => {
    const result = await seedDemoData(db.sequelize, { dir: fixture({}) });
    expect(result).toMatchObject({ members: 2, requests: 1, offers: 1 });
    const ana = await User.findOne({ where: { email: "ana.fixture@example.org" } });
    expect(ana?.role).toBe("member");
    expect(await verifyPassword(ana!.passwordHash, DEMO_PASSWORD)).toBe(true);
    expect((await User.findOne({ where: { email: "root.fixture@example.org" } }))?.role).toBe("admin");
    const seededRequest = await SpaceRequest.findOne({ where: { userId: ana!.id } });
    expect(seededRequest).toMatchObject({
      contactName: "Ana Fixture",
      contactEmail: "ana.fixture@example.org",
      // The seed runs the matching engine: the fixture offer matches this request.
      status: "matched",
    });
    const seededOffer = await SpaceOffer.findOne({ where: { spaceName: "Back room" } });
    expect(seededOffer?.isSponsored).toBe(true);
    expect(seededOffer?.accessFeatures).toEqual(["quiet-room"]);
  });

  it("does not seed a database that has members, nor store its photos again", async () => {
    await createUser();
    const dir = fixture({ offers: [{ ...offer, photos: ["room.svg"] }], images: ["room.svg"] });
    const stored = await StoredObject.count();
    const written = storage.puts.length;
    expect(await seedDemoDataIfEmpty(db.sequelize, { dir, storage })).toBeNull();
    expect(await StoredObject.count()).toBe(stored);
    expect(storage.puts).toHaveLength(written);
  });

  it("stores each listing photo as an upload of the listing's owner, served like one", async () => {
    const dir = fixture({
      members: freshMembers(),
      requests: [{ ...request, photos: ["room.svg"] }],
      offers: [{ ...offer, photos: ["room.svg", "hall.svg"] }],
      images: ["room.svg", "hall.svg"],
    });
    await seedDemoData(db.sequelize, { dir, storage });
    const [root] = await User.findAll({ where: { firstName: "Root" }, order: [["createdAt", "DESC"]], limit: 1 });
    const seededOffer = await SpaceOffer.findOne({ where: { userId: root!.id } });
    expect(seededOffer!.imageUrls).toHaveLength(2);
    const [ana] = await User.findAll({ where: { firstName: "Ana" }, order: [["createdAt", "DESC"]], limit: 1 });
    const seededRequest = await SpaceRequest.findOne({ where: { userId: ana!.id } });
    expect(seededRequest!.imageUrls).toHaveLength(1);

    for (const [path, ownerId] of [
      ...seededOffer!.imageUrls.map((url) => [url, root!.id] as const),
      [seededRequest!.imageUrls[0]!, ana!.id] as const,
    ]) {
      const object = await StoredObject.findByPk(path.replace(/^\/objects\//, ""));
      expect(object).toMatchObject({ ownerId, kind: "listing_photo", contentType: "image/jpeg", width: 1600 });
    }
    // One copy per listing photo, even where two listings show the same drawing.
    expect(new Set([...seededOffer!.imageUrls, ...seededRequest!.imageUrls]).size).toBe(3);

    const path = seededOffer!.imageUrls[0]!;
    const original = await supertest(app().callback()).get(path).buffer(true);
    expect(original.status).toBe(200);
    expect(original.headers["content-type"]).toBe("image/jpeg");
    expect(await sharp(original.body).metadata()).toMatchObject({ format: "jpeg", width: 1600, height: 1000 });
    const resized = await supertest(app().callback()).get(`${path}?w=640`).buffer(true);
    expect(resized.status).toBe(200);
    expect(resized.headers["content-type"]).toBe("image/webp");
    expect(await sharp(resized.body).metadata()).toMatchObject({ format: "webp", width: 640, height: 400 });
  });

  it("seeds listings without photos when it has no storage", async () => {
    const dir = fixture({
      members: freshMembers(),
      offers: [{ ...offer, photos: ["room.svg"] }],
      images: ["room.svg"],
    });
    const written = storage.puts.length;
    await seedDemoData(db.sequelize, { dir });
    const [root] = await User.findAll({ where: { firstName: "Root" }, order: [["createdAt", "DESC"]], limit: 1 });
    expect((await SpaceOffer.findOne({ where: { userId: root!.id } }))?.imageUrls).toEqual([]);
    expect(storage.puts).toHaveLength(written);
  });

  it("fails loudly on a listing the contract refuses", () => {
    const message = refusal(fixture({ requests: [{ ...request, values: ["workshop"] }] }));
    expect(message).toContain("requests.json[0]");
    expect(message).toContain(VALIDATION_MESSAGES.missionRequired);
    expect(refusal(fixture({ offers: [{ ...offer, capacity: 0 }] }))).toContain(VALIDATION_MESSAGES.capacityMin);
  });

  it("fails loudly on an unknown owner, a typo'd field or a bad member", () => {
    expect(refusal(fixture({ requests: [{ ...request, owner: "nobody" }] }))).toContain('unknown owner "nobody"');
    expect(refusal(fixture({ offers: [{ ...offer, capactiy: 3 }] }))).toContain("unknown field(s) capactiy");
    expect(refusal(fixture({ members: [{ ...members[0], email: "nope" }] }))).toContain("members.json[0]");
    expect(refusal(fixture({ members: [members[0], members[0]] }))).toContain("duplicate");
  });

  it("fails loudly on a photo that is not a drawing in images/", () => {
    expect(refusal(fixture({ offers: [{ ...offer, photos: ["gone.svg"] }] }))).toContain(
      "offers.json[0]: no such photo gone.svg",
    );
    expect(refusal(fixture({ requests: [{ ...request, photos: ["../members.json"] }] }))).toContain("requests.json[0]");
    const tooMany = Array.from({ length: PHOTO_LIMITS.request + 1 }, () => "room.svg");
    expect(refusal(fixture({ requests: [{ ...request, photos: tooMany }], images: ["room.svg"] }))).toContain("photos");
  });
});

const realFiles = ["members.json", "requests.json", "offers.json"].every((file) => existsSync(join(demoDataDir, file)));

describe.runIf(realFiles)("the real demo data in resources/demo", () => {
  it("passes the contract and seeds in one go, every offer with photos of its owner", async () => {
    const data = loadDemoData();
    const count = (file: string) => (JSON.parse(readFileSync(join(demoDataDir, file), "utf8")) as unknown[]).length;
    expect(data.members).toHaveLength(count("members.json"));
    await User.destroy({ where: {} });
    const started = performance.now();
    const result = await seedDemoData(db.sequelize, { storage });
    console.log(`Demo seed with photos: ${Math.round(performance.now() - started)} ms`);
    expect(result.requests).toBe(count("requests.json"));
    expect(await SpaceOffer.count()).toBe(count("offers.json"));
    expect((await User.findOne({ where: { email: "admin@example.org" } }))?.role).toBe("admin");

    const objects = new Map((await StoredObject.findAll()).map((object) => [`/objects/${object.id}`, object]));
    const offers = await SpaceOffer.findAll();
    for (const offer of offers) {
      expect(offer.imageUrls.length).toBeGreaterThanOrEqual(1);
      expect(offer.imageUrls.length).toBeLessThanOrEqual(3);
      for (const path of offer.imageUrls) expect(objects.get(path)?.ownerId).toBe(offer.userId);
    }
    const requests = await SpaceRequest.findAll();
    const withPhotos = requests.filter((request) => request.imageUrls.length > 0);
    expect(withPhotos.length).toBeGreaterThanOrEqual(requests.length / 3);
    for (const request of withPhotos) {
      for (const path of request.imageUrls) expect(objects.get(path)?.ownerId).toBe(request.userId);
    }

    const client = supertest(app().callback());
    const first = offers[0]!.imageUrls[0]!;
    expect((await client.get(first)).status).toBe(200);
    expect((await client.get(`${first}?w=640`)).headers["content-type"]).toBe("image/webp");
  });
});
