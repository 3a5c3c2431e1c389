import { describe, expect, it } from "vitest";
import { changedFields, hasChanges, sameValue } from "./changedFields";

const stored = {
  title: "Pottery for teens",
  capacity: 12,
  participants: null,
  duration: "weekly",
  values: ["creative-arts", "workshop", "skill-building"],
  isActive: true,
};

describe("changed fields of an edit form", () => {
  it("sends nothing when nothing changed", () => {
    const changes = changedFields(stored, { ...stored, values: [...stored.values] });
    expect(changes).toEqual({});
    expect(hasChanges(changes)).toBe(false);
  });

  it("compares lists ignoring order", () => {
    expect(changedFields(stored, { values: ["skill-building", "creative-arts", "workshop"] })).toEqual({});
    expect(changedFields(stored, { values: ["creative-arts", "workshop"] })).toEqual({
      values: ["creative-arts", "workshop"],
    });
    expect(changedFields(stored, { values: ["creative-arts", "workshop", "mentorship"] })).toEqual({
      values: ["creative-arts", "workshop", "mentorship"],
    });
  });

  it("reads numbers typed as text as the same number", () => {
    expect(changedFields(stored, { capacity: "12" })).toEqual({});
    expect(changedFields(stored, { capacity: 12 })).toEqual({});
    expect(changedFields(stored, { capacity: 20 })).toEqual({ capacity: 20 });
    expect(changedFields(stored, { capacity: "20" })).toEqual({ capacity: "20" });
  });

  it("treats blanks alike and ignores surrounding spaces", () => {
    expect(changedFields(stored, { participants: "", title: "  Pottery for teens " })).toEqual({});
    expect(changedFields(stored, { participants: 8 })).toEqual({ participants: 8 });
    expect(changedFields(stored, { duration: null })).toEqual({ duration: null });
  });

  it("returns only the changed fields, with their new values", () => {
    const changes = changedFields(stored, { ...stored, title: "Clay club", isActive: false });
    expect(changes).toEqual({ title: "Clay club", isActive: false });
  });

  it("compares flags and mismatched kinds strictly", () => {
    expect(sameValue(true, false)).toBe(false);
    expect(sameValue(12, "twelve")).toBe(false);
    expect(sameValue(["a"], "a")).toBe(false);
  });
});
