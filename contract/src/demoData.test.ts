import { readdirSync, readFileSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  AVAILABILITY_SLOTS,
  COMMUNITY_INVESTMENTS,
  isMission,
  isProjectType,
  LOCATION_AREAS,
  MISSIONS,
  PROJECT_TYPES,
  SPACE_TYPES,
} from "./choices";
import { MATCHING, PHOTO_LIMITS } from "./constants";
import { spaceOfferInput } from "./schemas/spaceOffer";
import { spaceRequestInput } from "./schemas/spaceRequest";
import { displayName, profileInput } from "./schemas/user";

// The seed data of resources/demo must pass the same contract the API enforces.
const demoFile = (file: string) => new URL(`../../resources/demo/${file}`, import.meta.url);
const load = <T>(file: string): T => JSON.parse(readFileSync(demoFile(file), "utf8")) as T;

interface DemoMember {
  key: string;
  email: string;
  firstName: string;
  lastName: string;
  bio: string;
  location: string;
  interests: string[];
  role?: string;
}
interface DemoRequest {
  owner: string;
  title: string;
  spaceType: string;
  participants?: number;
  values: string[];
  photos?: string[];
  [field: string]: unknown;
}
interface DemoOffer {
  owner: string;
  spaceName: string;
  spaceType: string;
  capacity: number;
  supportedCauses: string[];
  isSponsored: boolean;
  photos?: string[];
  [field: string]: unknown;
}

/** The drawings listings may name in `photos`. */
const images = readdirSync(demoFile("images/")).filter((name) => name.endsWith(".svg"));
const members = load<DemoMember[]>("members.json");
const requests = load<DemoRequest[]>("requests.json");
const offers = load<DemoOffer[]>("offers.json");
const byKey = new Map(members.map((member) => [member.key, member]));
const contact = (key: string) => {
  const owner = byKey.get(key)!;
  return { contactName: displayName(owner), contactEmail: owner.email };
};

/** The matching rule of docs/http-api.md, enough to know that demo pairs exist. */
const score = (request: DemoRequest, offer: DemoOffer): number => {
  if (request.participants && offer.capacity < request.participants) return 0;
  const sameType = request.spaceType === offer.spaceType;
  if (!sameType && request.spaceType !== "other" && offer.spaceType !== "other") return 0;
  const shared = request.values.filter((id) => offer.supportedCauses.includes(id));
  const missions = shared.filter(isMission).length;
  if (missions === 0) return 0;
  const projectTypes = shared.filter(isProjectType).length;
  const total =
    missions * MATCHING.missionWeight +
    projectTypes * MATCHING.projectTypeWeight +
    (shared.length - missions - projectTypes) * MATCHING.impactWeight +
    (sameType ? MATCHING.sameSpaceTypeBonus : 0) +
    (offer.isSponsored ? MATCHING.sponsoredBonus : 0);
  return total >= MATCHING.minScore ? total : 0;
};

describe("demo members", () => {
  it("has 12 members with unique keys and emails, one of them the admin", () => {
    expect(members).toHaveLength(12);
    expect(byKey.size).toBe(12);
    expect(new Set(members.map((member) => member.email.toLowerCase())).size).toBe(12);
    expect(members.filter((member) => member.role === "admin").map((member) => member.email)).toEqual([
      "admin@example.org",
    ]);
    expect(members.every((member) => member.role === undefined || member.role === "admin")).toBe(true);
  });

  it.each(members.map((member) => [member.key, member] as const))("%s is a valid profile", (_key, member) => {
    const parsed = profileInput.parse(member);
    expect(parsed.interests.length).toBeGreaterThanOrEqual(3);
    expect(parsed.interests.length).toBeLessThanOrEqual(6);
    expect(member.email).toMatch(/@example\.org$/);
    expect(member.bio.length).toBeGreaterThan(80);
  });
});

describe("demo requests", () => {
  it("has 20 requests owned by members who offer nothing", () => {
    expect(requests).toHaveLength(20);
    const hosts = new Set(offers.map((offer) => offer.owner));
    for (const request of requests) {
      expect(byKey.has(request.owner)).toBe(true);
      expect(hosts.has(request.owner)).toBe(false);
      expect(request.owner).not.toBe("admin");
    }
  });

  it.each(requests.map((request) => [request.title, request] as const))(
    "%s passes spaceRequestInput",
    (_t, request) => {
      const parsed = spaceRequestInput.parse({ ...request, ...contact(request.owner) });
      expect(parsed.values).toHaveLength(request.values.length);
      expect(request.values.length).toBeGreaterThanOrEqual(3);
      expect(request.values.length).toBeLessThanOrEqual(7);
    },
  );
});

describe("demo offers", () => {
  it("has 20 offers owned by members who request nothing, 3 sponsored", () => {
    expect(offers).toHaveLength(20);
    const seekers = new Set(requests.map((request) => request.owner));
    for (const offer of offers) {
      expect(byKey.has(offer.owner)).toBe(true);
      expect(seekers.has(offer.owner)).toBe(false);
      expect(typeof offer.isSponsored).toBe("boolean");
    }
    expect(offers.filter((offer) => offer.isSponsored)).toHaveLength(3);
  });

  it.each(offers.map((offer) => [offer.spaceName, offer] as const))("%s passes spaceOfferInput", (_n, offer) => {
    const parsed = spaceOfferInput.parse({ ...offer, ...contact(offer.owner) });
    expect(parsed.supportedCauses).toHaveLength(offer.supportedCauses.length);
    expect(parsed.availability.length).toBeGreaterThanOrEqual(1);
    expect(parsed).not.toHaveProperty("isSponsored");
  });
});

describe("demo photos", () => {
  const known = new Set(images);

  it("gives every offer 1 to 3 drawings from images/", () => {
    for (const offer of offers) {
      expect(offer.photos?.length, offer.spaceName).toBeGreaterThanOrEqual(1);
      expect(offer.photos!.length, offer.spaceName).toBeLessThanOrEqual(Math.min(3, PHOTO_LIMITS.offer));
      for (const name of offer.photos!) expect(known.has(name), `${offer.spaceName}: ${name}`).toBe(true);
    }
  });

  it("gives about half of the requests one drawing from images/", () => {
    const withPhotos = requests.filter((request) => request.photos !== undefined);
    expect(withPhotos.length).toBeGreaterThanOrEqual(requests.length * 0.4);
    expect(withPhotos.length).toBeLessThanOrEqual(requests.length * 0.6);
    for (const request of withPhotos) {
      expect(request.photos, request.title).toHaveLength(1);
      expect(known.has(request.photos![0]!), `${request.title}: ${request.photos![0]}`).toBe(true);
    }
  });

  it("uses every drawing, and each is a small 1600×1000 SVG without text", () => {
    const used = new Set([...offers, ...requests].flatMap((listing) => listing.photos ?? []));
    expect(images.length).toBeGreaterThanOrEqual(10);
    expect([...used].sort()).toEqual([...images].sort());
    for (const name of images) {
      const svg = readFileSync(demoFile(`images/${name}`), "utf8");
      expect(svg, name).toMatch(/^<svg [^>]*width="1600" height="1000" viewBox="0 0 1600 1000"/);
      expect(svg, name).not.toMatch(/<text|<image|<script|href=/);
      expect(statSync(demoFile(`images/${name}`)).size, name).toBeLessThan(15_000);
    }
  });
});

describe("demo coverage", () => {
  it("uses every mission, project type and slot, and most other choices", () => {
    const used = new Set([
      ...requests.flatMap((request) => request.values),
      ...offers.flatMap((offer) => offer.supportedCauses),
    ]);
    for (const id of [...MISSIONS, ...PROJECT_TYPES]) expect(used.has(id)).toBe(true);
    expect(COMMUNITY_INVESTMENTS.filter((id) => used.has(id)).length).toBeGreaterThanOrEqual(6);
    expect(new Set(offers.map((offer) => offer.spaceType)).size).toBeGreaterThanOrEqual(6);
    expect(SPACE_TYPES.length).toBe(8);
    expect(new Set(requests.map((request) => request.location as string)).size).toBeGreaterThanOrEqual(5);
    expect(LOCATION_AREAS.length).toBe(8);
    expect(new Set(offers.flatMap((offer) => offer.availability as string[])).size).toBe(AVAILABILITY_SLOTS.length);
  });

  it("gives at least half of the requests a matching offer, and leaves some pending", () => {
    const matched = requests.filter((request) => offers.some((offer) => score(request, offer) > 0));
    expect(matched.length).toBeGreaterThanOrEqual(requests.length / 2);
    expect(matched.length).toBeLessThan(requests.length);
  });

  it("pairs the headline examples", () => {
    const pair = (title: string, spaceName: string) =>
      score(requests.find((r) => r.title === title)!, offers.find((o) => o.spaceName === spaceName)!);
    expect(pair("Beginner Wheel-Throwing Series", "Build Lab Ceramics Corner")).toBeGreaterThanOrEqual(10);
    expect(pair("Weekly Grief Circle for Adults", "Sunrise Studio Quiet Room")).toBeGreaterThan(0);
    expect(pair("Intercambio: Spanish-English Conversation Night", "Two Pines Barrel Room")).toBeGreaterThanOrEqual(10);
    expect(pair("Pop-Up Pottery Market", "Ironline Window Gallery")).toBe(0);
  });
});
