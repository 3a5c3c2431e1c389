import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { AVAILABILITY_SLOTS } from "../choices";
import { PHOTO_LIMITS } from "../constants";
import { VALIDATION_MESSAGES as V } from "../specTexts";
import { type SpaceOfferInput, spaceOfferForm, spaceOfferInput, spaceOfferUpdate } from "./spaceOffer";

const valid: SpaceOfferInput = {
  spaceName: "Sunrise Studio",
  description: "A warm yoga studio with bamboo floors and east-facing windows.",
  spaceType: "studio",
  address: "3421 W 32nd Ave, Denver, CO 80211",
  capacity: 25,
  availability: ["weekday-morning", "weekend-afternoon"],
  supportedCauses: ["wellness-healing", "support-group", "sliding-scale"],
  contactName: "Leah Goldberg",
  contactEmail: "leah.goldberg@example.org",
};

type Result = { success: boolean; error?: z.ZodError };
const issues = (result: Result) =>
  result.success ? [] : result.error!.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
const messagesAt = (result: Result, path: string) =>
  issues(result)
    .filter((issue) => issue.path === path)
    .map((issue) => issue.message);

const photos = (n: number) => Array.from({ length: n }, (_, i) => `/objects/photo-${i}`);

describe("spaceOfferInput (POST /api/space-offers)", () => {
  it("accepts a complete offer", () => {
    expect(spaceOfferInput.parse(valid)).toEqual({ ...valid, imageUrls: [], accessFeatures: [] });
  });

  it("strips server-set fields", () => {
    const parsed = spaceOfferInput.parse({
      ...valid,
      id: "0b6f2f2e-8a7e-4a62-9b1a-3f1f3c1d2e4a",
      userId: "someone-else",
      isActive: false,
      isSponsored: true,
      partnerId: "partner-1",
      createdAt: "2020-01-01T00:00:00.000Z",
      updatedAt: "2020-01-01T00:00:00.000Z",
    });
    for (const key of ["id", "userId", "isActive", "isSponsored", "partnerId", "createdAt", "updatedAt"]) {
      expect(parsed).not.toHaveProperty(key);
    }
  });

  it.each(["spaceName", "description", "address", "contactName"] as const)("requires %s", (field) => {
    expect(messagesAt(spaceOfferInput.safeParse({ ...valid, [field]: undefined }), field)).toEqual([V.required]);
    expect(messagesAt(spaceOfferInput.safeParse({ ...valid, [field]: "  " }), field)).toEqual([V.required]);
  });

  it("requires a space type from the list", () => {
    expect(messagesAt(spaceOfferInput.safeParse({ ...valid, spaceType: "garage" }), "spaceType")).toEqual([
      V.unknownChoice,
    ]);
  });

  it("requires a valid contact email", () => {
    expect(messagesAt(spaceOfferInput.safeParse({ ...valid, contactEmail: "leah@" }), "contactEmail")).toEqual([
      V.invalidEmail,
    ]);
  });

  describe("capacity", () => {
    it.each([0, -1, "", "0", "abc", null, undefined, Number.NaN])("refuses %j: at least 1", (capacity) => {
      expect(messagesAt(spaceOfferInput.safeParse({ ...valid, capacity }), "capacity")).toEqual([V.capacityMin]);
      expect(V.capacityMin).toBe("Capacity must be at least 1");
    });

    it.each([
      [1, 1],
      ["40", 40],
      [" 12 ", 12],
    ])("accepts %j as %j", (capacity, expected) => {
      expect(spaceOfferInput.parse({ ...valid, capacity }).capacity).toBe(expected);
    });

    it("must be a whole number", () => {
      expect(messagesAt(spaceOfferInput.safeParse({ ...valid, capacity: 2.5 }), "capacity")).toEqual([V.wholeNumber]);
    });
  });

  describe("availability", () => {
    it("needs at least one slot", () => {
      expect(issues(spaceOfferInput.safeParse({ ...valid, availability: [] }))).toEqual([
        { path: "availability", message: V.availabilityRequired },
      ]);
      expect(V.availabilityRequired).toBe(
        "Availability Required: Please select at least one time slot when your space is available.",
      );
    });

    it("takes every slot, deduplicated", () => {
      expect(
        spaceOfferInput.parse({ ...valid, availability: [...AVAILABILITY_SLOTS, "flexible"] }).availability,
      ).toEqual([...AVAILABILITY_SLOTS]);
    });

    it("rejects an unknown slot", () => {
      expect(messagesAt(spaceOfferInput.safeParse({ ...valid, availability: ["midnight"] }), "availability.0")).toEqual(
        [V.unknownChoice],
      );
    });
  });

  describe("supportedCauses", () => {
    it("refuses community investments alone", () => {
      const result = spaceOfferInput.safeParse({ ...valid, supportedCauses: ["free-community", "sliding-scale"] });
      expect(issues(result)).toEqual([{ path: "supportedCauses", message: V.missionOrActivityRequired }]);
      expect(V.missionOrActivityRequired).toBe(
        "Mission or Activity Required: Please select at least one mission you support or activity you welcome.",
      );
    });

    it("refuses an empty list", () => {
      expect(messagesAt(spaceOfferInput.safeParse({ ...valid, supportedCauses: [] }), "supportedCauses")).toEqual([
        V.missionOrActivityRequired,
      ]);
    });

    it("accepts an activity alone", () => {
      expect(spaceOfferInput.parse({ ...valid, supportedCauses: ["workshop"] }).supportedCauses).toEqual(["workshop"]);
    });

    it("accepts a mission alone", () => {
      expect(spaceOfferInput.parse({ ...valid, supportedCauses: ["creative-arts"] }).supportedCauses).toEqual([
        "creative-arts",
      ]);
    });

    it("rejects unknown ids and request-only impacts", () => {
      expect(
        messagesAt(
          spaceOfferInput.safeParse({ ...valid, supportedCauses: ["workshop", "mental-health"] }),
          "supportedCauses.1",
        ),
      ).toEqual([V.unknownChoice]);
    });

    it("removes duplicates", () => {
      expect(
        spaceOfferInput.parse({ ...valid, supportedCauses: ["workshop", "reciprocal", "workshop"] }).supportedCauses,
      ).toEqual(["workshop", "reciprocal"]);
    });
  });

  describe("photos", () => {
    it(`takes up to ${PHOTO_LIMITS.offer}`, () => {
      expect(spaceOfferInput.parse({ ...valid, imageUrls: photos(5) }).imageUrls).toHaveLength(5);
    });

    it("refuses a sixth", () => {
      expect(messagesAt(spaceOfferInput.safeParse({ ...valid, imageUrls: photos(6) }), "imageUrls")).toEqual([
        V.tooManyPhotos(5),
      ]);
      expect(V.tooManyPhotos(PHOTO_LIMITS.offer)).toBe("You can add up to 5 photos");
    });
  });
});

describe("spaceOfferForm (Offer Your Space)", () => {
  it("accepts the payload with the terms box ticked", () => {
    expect(spaceOfferForm.safeParse({ ...valid, agreeToTerms: true }).success).toBe(true);
  });

  it.each([false, undefined])("refuses agreeToTerms %j with the spec message", (agreeToTerms) => {
    expect(messagesAt(spaceOfferForm.safeParse({ ...valid, agreeToTerms }), "agreeToTerms")).toEqual([V.agreeToTerms]);
  });

  it("reports every rule of the form at once", () => {
    const result = spaceOfferForm.safeParse({
      ...valid,
      capacity: 0,
      availability: [],
      supportedCauses: ["partial-cost"],
      agreeToTerms: false,
    });
    expect(issues(result)).toEqual(
      expect.arrayContaining([
        { path: "capacity", message: V.capacityMin },
        { path: "availability", message: V.availabilityRequired },
        { path: "supportedCauses", message: V.missionOrActivityRequired },
        { path: "agreeToTerms", message: V.agreeToTerms },
      ]),
    );
  });
});

describe("spaceOfferUpdate (PUT /api/space-offers/{id})", () => {
  it("accepts a partial body and adds nothing", () => {
    expect(spaceOfferUpdate.parse({ capacity: "30" })).toEqual({ capacity: 30 });
    expect(spaceOfferUpdate.parse({})).toEqual({});
  });

  it("accepts imageUrls alone", () => {
    expect(spaceOfferUpdate.parse({ imageUrls: photos(5) })).toEqual({ imageUrls: photos(5) });
  });

  it("takes the owner's isActive", () => {
    expect(spaceOfferUpdate.parse({ isActive: false })).toEqual({ isActive: false });
    expect(spaceOfferUpdate.safeParse({ isActive: "no" }).success).toBe(false);
  });

  it("still enforces the rules on the fields present", () => {
    expect(messagesAt(spaceOfferUpdate.safeParse({ capacity: 0 }), "capacity")).toEqual([V.capacityMin]);
    expect(messagesAt(spaceOfferUpdate.safeParse({ availability: [] }), "availability")).toEqual([
      V.availabilityRequired,
    ]);
    expect(messagesAt(spaceOfferUpdate.safeParse({ supportedCauses: ["time-banking"] }), "supportedCauses")).toEqual([
      V.missionOrActivityRequired,
    ]);
    expect(messagesAt(spaceOfferUpdate.safeParse({ imageUrls: photos(6) }), "imageUrls")).toEqual([V.tooManyPhotos(5)]);
    expect(messagesAt(spaceOfferUpdate.safeParse({ spaceName: "" }), "spaceName")).toEqual([V.required]);
  });

  it("strips the server-set fields other than isActive", () => {
    expect(
      spaceOfferUpdate.parse({
        isSponsored: true,
        partnerId: "p",
        userId: "u",
        id: "i",
        createdAt: "c",
        isActive: true,
      }),
    ).toEqual({ isActive: true });
  });
});
