import { describe, expect, it } from "vitest";
import { ACCESS_FEATURES } from "./accessFeatures";
import { CHOICE_LABEL_LISTS, choiceLabel, choiceLabels } from "./choiceLabels";
import {
  AVAILABILITY_SLOTS,
  COMMUNITY_INVESTMENTS,
  DURATIONS,
  IMPACTS,
  LOCATION_AREAS,
  MISSIONS,
  PROJECT_TYPES,
  SPACE_TYPES,
} from "./choices";

// Every list of choice ids the contract has; a new list must be added here and to CHOICE_LABEL_LISTS.
const EVERY_LIST = [
  MISSIONS,
  PROJECT_TYPES,
  IMPACTS,
  AVAILABILITY_SLOTS,
  COMMUNITY_INVESTMENTS,
  SPACE_TYPES,
  LOCATION_AREAS,
  DURATIONS,
  ACCESS_FEATURES,
];

describe("choice labels (DESIGN 11.8)", () => {
  it("labels every choice id of every list, and nothing else", () => {
    expect(CHOICE_LABEL_LISTS.map((list) => list.ids)).toEqual(EVERY_LIST);
    for (const { ids, labels } of CHOICE_LABEL_LISTS) {
      const record = labels as Record<string, string>;
      for (const id of ids) {
        expect(record[id], id).toBeTruthy();
        expect(record[id], id).not.toBe(id);
        expect(record[id]?.trim(), id).toBe(record[id]);
      }
      expect(Object.keys(record).sort()).toEqual([...ids].sort());
    }
  });

  it("reads an id that is on two lists the same on both", () => {
    expect(choiceLabel("workshop")).toBe("Workshop");
    expect(choiceLabel("flexible")).toBe("Flexible");
  });

  it("writes the labels DESIGN 11.8 names", () => {
    expect(choiceLabels(["step-free-entry", "rino", "2-4-hours", "weekday-morning"])).toEqual([
      "Step-free entry",
      "RiNo",
      "2–4 hours",
      "Weekday mornings (6am–12pm)",
    ]);
  });

  it("leaves words that are not choice ids as written", () => {
    expect(choiceLabel("pottery")).toBe("pottery");
    expect(choiceLabel("")).toBe("");
  });
});
