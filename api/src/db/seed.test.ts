import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { VALIDATION_MESSAGES } from "@kindred/contract";
import { afterAll, describe, expect, it } from "vitest";
import { demoDataDir } from "../paths";
import { verifyPassword } from "../services/auth/passwords";
import { useTestDatabase } from "../test/database";
import { SpaceOffer, SpaceRequest, User } from "./models";
import { DEMO_PASSWORD, loadDemoData, SeedError, seedDemoData, seedDemoDataIfEmpty } from "./seed";

const db = useTestDatabase();
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
  isSponsored: true,
};

const fixture = (files: { members?: unknown; requests?: unknown; offers?: unknown }) => {
  const dir = mkdtempSync(join(tmpdir(), "ks-seed-"));
  fixtures.push(dir);
  writeFileSync(join(dir, "members.json"), JSON.stringify(files.members ?? members));
  writeFileSync(join(dir, "requests.json"), JSON.stringify(files.requests ?? [request]));
  writeFileSync(join(dir, "offers.json"), JSON.stringify(files.offers ?? [offer]));
  return dir;
};

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
    const result = await seedDemoData(db.sequelize, fixture({}));
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
    expect((await SpaceOffer.findOne({ where: { spaceName: "Back room" } }))?.isSponsored).toBe(true);
  });

  it("does not seed a database that has members", async () => {
    expect(await seedDemoDataIfEmpty(db.sequelize, fixture({}))).toBeNull();
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
});

const realFiles = ["members.json", "requests.json", "offers.json"].every((file) => existsSync(join(demoDataDir, file)));

describe.runIf(realFiles)("the real demo data in resources/demo", () => {
  it("passes the contract and seeds in one go", async () => {
    const data = loadDemoData();
    const count = (file: string) => (JSON.parse(readFileSync(join(demoDataDir, file), "utf8")) as unknown[]).length;
    expect(data.members).toHaveLength(count("members.json"));
    await User.destroy({ where: {} });
    const result = await seedDemoData(db.sequelize);
    expect(result.requests).toBe(count("requests.json"));
    expect(await SpaceOffer.count()).toBe(count("offers.json"));
    expect((await User.findOne({ where: { email: "admin@example.org" } }))?.role).toBe("admin");
  });
});
