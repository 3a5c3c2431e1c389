import { describe, expect, it } from "vitest";
import { type MatchFacts, matchReasons } from "./matchReasonTexts";

const facts: MatchFacts = {
  sharedIds: ["workshop", "creative-arts", "skill-building", "community-building"],
  requestType: "workshop",
  offerType: "workshop",
  participants: 12,
  capacity: 25,
  sponsored: true,
};

describe("matchReasons", () => {
  it("names the shared ids by kind in the request's order, then type, room and partner space", () => {
    expect(matchReasons(facts, "seeker")).toEqual([
      "Shared missions: Creative arts, Community building",
      "Shared activities: Workshop",
      "Shared values: Skill building",
      "Both want a workshop space",
      "Room for 25 (you need 12)",
      "Partner space",
    ]);
  });

  it("words the capacity fit for the host as the group in their space", () => {
    expect(matchReasons(facts, "host")).toContain("Room for 12 of your 25");
    expect(matchReasons({ ...facts, participants: null }, "host")).toContain("Room for 25");
  });

  it("names the access needs the space meets, before the partner flag", () => {
    expect(matchReasons({ ...facts, accessNeeds: ["step-free-entry", "hearing-loop"] }, "seeker").slice(-2)).toEqual([
      "Access needs met: Step-free entry, Hearing loop",
      "Partner space",
    ]);
    expect(matchReasons({ ...facts, accessNeeds: [] }, "host")).toEqual(matchReasons(facts, "host"));
  });
});
