import { MISSIONS, matchReasons } from "@kindred/contract";
import { describe, expect, it } from "vitest";
import { type OfferForMatching, type PairScore, type RequestForMatching, scorePair, spaceTypesFit } from "./scoring";

const request = (overrides: Partial<RequestForMatching> = {}): RequestForMatching => ({
  userId: "seeker",
  spaceType: "workshop",
  participants: 12,
  values: ["creative-arts", "community-building", "workshop", "skill-building"],
  accessNeeds: [],
  ...overrides,
});

const offer = (overrides: Partial<OfferForMatching> = {}): OfferForMatching => ({
  userId: "host",
  spaceType: "workshop",
  capacity: 20,
  supportedCauses: ["creative-arts", "community-building", "workshop", "sliding-scale"],
  isActive: true,
  isSponsored: false,
  accessFeatures: [],
  ...overrides,
});

/** The reasons a seeker reads for a scored pair. */
const seekerReasons = (result: PairScore) => (result.facts ? matchReasons(result.facts, "seeker") : []);

describe("scorePair", () => {
  it("adds 3 per mission, 2 per project type, 2 for the same type and explains why", () => {
    const result = scorePair(request(), offer());
    expect(result).toMatchObject({ qualifies: true, score: 3 + 3 + 2 + 2 });
    expect(seekerReasons(result)).toEqual([
      "Shared missions: Creative arts, Community building",
      "Shared activities: Workshop",
      "Both want a workshop space",
      "Room for 20 (you need 12)",
    ]);
  });

  it("writes the article a space type needs", () => {
    const outdoor = scorePair(request({ spaceType: "outdoor" }), offer({ spaceType: "outdoor" }));
    expect(seekerReasons(outdoor)).toContain("Both want an outdoor space");
  });

  it("adds 1 per other shared id and 1 for a sponsored offer", () => {
    const result = scorePair(
      request({ values: ["creative-arts", "skill-building"] }),
      offer({ supportedCauses: ["creative-arts", "skill-building"], isSponsored: true }),
    );
    expect(result.score).toBe(3 + 1 + 2 + 1);
    expect(seekerReasons(result)).toContain("Shared values: Skill building");
    expect(seekerReasons(result)).toContain("Partner space");
  });

  it("needs a shared mission even when the score is high", () => {
    const result = scorePair(
      request({ values: ["workshop", "skill-share", "mentorship"] }),
      offer({ supportedCauses: ["workshop", "skill-share", "mentorship"] }),
    );
    expect(result).toMatchObject({ qualifies: false, score: 8 });
  });

  it("needs a score of 5: one mission and a compatible but different type is not enough", () => {
    const result = scorePair(
      request({ spaceType: "other", values: ["creative-arts"] }),
      offer({ supportedCauses: ["creative-arts"] }),
    );
    expect(result).toMatchObject({ qualifies: false, score: 3 });
    const withActivity = scorePair(
      request({ spaceType: "other", values: ["creative-arts", "workshop"] }),
      offer({ supportedCauses: ["creative-arts", "workshop"] }),
    );
    expect(withActivity).toMatchObject({ qualifies: true, score: 5 });
    expect(seekerReasons(withActivity)).toContain("Flexible space type (other / workshop)");
  });

  it("filters out capacity below participants, incompatible types, inactive offers and own listings", () => {
    expect(scorePair(request({ participants: 21 }), offer()).qualifies).toBe(false);
    expect(scorePair(request({ participants: 20 }), offer()).qualifies).toBe(true);
    expect(seekerReasons(scorePair(request({ participants: null }), offer()))).toContain("Room for 20");
    expect(scorePair(request({ spaceType: "studio" }), offer()).qualifies).toBe(false);
    expect(scorePair(request(), offer({ isActive: false })).qualifies).toBe(false);
    expect(scorePair(request(), offer({ userId: "seeker" })).qualifies).toBe(false);
  });

  it("treats access needs as hard filters and names them among the reasons", () => {
    const needs = request({ accessNeeds: ["step-free-entry", "hearing-loop", "step-free-entry"] });
    expect(scorePair(needs, offer({ accessFeatures: ["step-free-entry"] })).qualifies).toBe(false);
    const met = scorePair(needs, offer({ accessFeatures: ["kitchen", "hearing-loop", "step-free-entry"] }));
    expect(met).toMatchObject({ qualifies: true, score: 10 });
    expect(met.facts?.accessNeeds).toEqual(["step-free-entry", "hearing-loop"]);
    expect(seekerReasons(met)).toContain("Access needs met: Step-free entry, Hearing loop");
    // Features nobody needs change nothing: no reason, no score.
    const unneeded = scorePair(request(), offer({ accessFeatures: ["kitchen"] }));
    expect(unneeded).toMatchObject({ qualifies: true, score: 10 });
    expect(unneeded.facts).not.toHaveProperty("accessNeeds");
  });

  it("counts every mission once", () => {
    const all = [...MISSIONS];
    const result = scorePair(request({ values: [...all, ...all] }), offer({ supportedCauses: all }));
    expect(result.score).toBe(all.length * 3 + 2);
  });

  it("treats other as compatible with any type", () => {
    expect(spaceTypesFit("other", "studio")).toBe(true);
    expect(spaceTypesFit("studio", "other")).toBe(true);
    expect(spaceTypesFit("studio", "gallery")).toBe(false);
  });
});
