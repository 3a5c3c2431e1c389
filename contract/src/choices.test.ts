import { describe, expect, it } from "vitest";
import {
  ACTIVITIES,
  AVAILABILITY_HINTS,
  AVAILABILITY_SLOTS,
  COMMUNITY_INVESTMENTS,
  DURATIONS,
  IMPACTS,
  isMission,
  isProjectType,
  LOCATION_AREAS,
  MISSIONS,
  OFFER_CAUSE_GROUPS,
  OFFER_CAUSE_IDS,
  PROJECT_TYPES,
  REQUEST_VALUE_GROUPS,
  REQUEST_VALUE_IDS,
  SPACE_TYPES,
} from "./choices";

// The lists exactly as docs/product.md section 3 "Choice lists" writes them (ids; labels: choiceLabels.ts).
const SPEC = {
  missions: [
    "community-education",
    "youth-development",
    "creative-arts",
    "wellness-healing",
    "environmental-action",
    "social-justice",
    "entrepreneurship",
    "community-building",
    "affordable-access",
    "cultural-preservation",
  ],
  projectTypes: [
    "workshop",
    "support-group",
    "creative-studio",
    "community-meeting",
    "skill-share",
    "wellness-session",
    "performance",
    "collaboration",
    "mentorship",
    "study-group",
  ],
  impacts: [
    "accessible-pricing",
    "underserved-populations",
    "skill-building",
    "healing-trauma",
    "environmental-benefit",
    "intergenerational",
    "cultural-bridge",
    "economic-empowerment",
    "mental-health",
    "creative-expression",
  ],
  slots: [
    "weekday-morning",
    "weekday-afternoon",
    "weekday-evening",
    "weekend-morning",
    "weekend-afternoon",
    "weekend-evening",
    "flexible",
    "by-arrangement",
  ],
  investments: [
    "free-community",
    "sliding-scale",
    "skills-exchange",
    "partial-cost",
    "nonprofit-free",
    "underserved-free",
    "time-banking",
    "reciprocal",
  ],
  spaceTypes: ["classroom", "workshop", "studio", "gallery", "storefront", "office", "outdoor", "other"],
  areas: ["downtown", "rino", "highlands", "cap-hill", "cherry-creek", "denver-tech", "suburbs", "flexible"],
  durations: ["2-4-hours", "half-day", "full-day", "weekly", "monthly", "ongoing"],
};

describe("choice lists (docs/product.md section 3)", () => {
  it.each([
    ["MISSIONS", MISSIONS, SPEC.missions, 10],
    ["PROJECT_TYPES", PROJECT_TYPES, SPEC.projectTypes, 10],
    ["IMPACTS", IMPACTS, SPEC.impacts, 10],
    ["AVAILABILITY_SLOTS", AVAILABILITY_SLOTS, SPEC.slots, 8],
    ["COMMUNITY_INVESTMENTS", COMMUNITY_INVESTMENTS, SPEC.investments, 8],
    ["SPACE_TYPES", SPACE_TYPES, SPEC.spaceTypes, 8],
    ["LOCATION_AREAS", LOCATION_AREAS, SPEC.areas, 8],
    ["DURATIONS", DURATIONS, SPEC.durations, 6],
  ] as const)("%s is the spec list, in order", (_name, list, expected, size) => {
    expect(list).toHaveLength(size);
    expect([...list]).toEqual(expected);
    expect(new Set(list).size).toBe(size);
  });

  it("reuses the project types as the offer's activities", () => {
    expect(ACTIVITIES).toEqual(PROJECT_TYPES);
  });

  it("shows the hours of the three weekday slots only", () => {
    expect(AVAILABILITY_HINTS).toEqual({
      "weekday-morning": "6am-12pm",
      "weekday-afternoon": "12pm-6pm",
      "weekday-evening": "6pm-10pm",
    });
  });

  it("combines missions, project types and impacts into request values", () => {
    expect(REQUEST_VALUE_IDS).toHaveLength(30);
    expect(new Set(REQUEST_VALUE_IDS).size).toBe(30);
    expect(REQUEST_VALUE_IDS).toContain("cultural-preservation");
    expect(REQUEST_VALUE_IDS).toContain("study-group");
    expect(REQUEST_VALUE_IDS).toContain("creative-expression");
    expect(REQUEST_VALUE_IDS).not.toContain("free-community");
  });

  it("combines missions, activities and community investments into offer causes", () => {
    expect(OFFER_CAUSE_IDS).toHaveLength(28);
    expect(new Set(OFFER_CAUSE_IDS).size).toBe(28);
    expect(OFFER_CAUSE_IDS).toContain("reciprocal");
    expect(OFFER_CAUSE_IDS).toContain("mentorship");
    expect(OFFER_CAUSE_IDS).not.toContain("mental-health");
  });

  it("keeps the id groups disjoint so a value reads as one kind", () => {
    const all = [...MISSIONS, ...PROJECT_TYPES, ...IMPACTS, ...COMMUNITY_INVESTMENTS];
    expect(new Set(all).size).toBe(all.length);
  });

  it("orders the pickers as the forms show them", () => {
    expect(REQUEST_VALUE_GROUPS.map((g) => [g.key, g.options])).toEqual([
      ["missions", MISSIONS],
      ["projectTypes", PROJECT_TYPES],
      ["impacts", IMPACTS],
    ]);
    expect(OFFER_CAUSE_GROUPS.map((g) => [g.key, g.options])).toEqual([
      ["missions", MISSIONS],
      ["activities", ACTIVITIES],
      ["investments", COMMUNITY_INVESTMENTS],
    ]);
  });

  it("tells missions and project types apart", () => {
    expect(isMission("social-justice")).toBe(true);
    expect(isMission("workshop")).toBe(false);
    expect(isMission("healing-trauma")).toBe(false);
    expect(isProjectType("workshop")).toBe(true);
    expect(isProjectType("social-justice")).toBe(false);
    expect(isProjectType("free-community")).toBe(false);
  });
});
