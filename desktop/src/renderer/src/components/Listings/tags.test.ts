import { LISTING_TEXTS, TAG_LIMITS } from "@kindred/contract";
import { describe, expect, it } from "vitest";
import { splitTags } from "./tags";

describe("card tags", () => {
  it("shows up to the card limit and counts the rest for '+N'", () => {
    const result = splitTags(["a", "b", "c", "d", "e"], TAG_LIMITS.card);
    expect(result).toEqual({ shown: ["a", "b", "c"], hidden: 2 });
    expect(LISTING_TEXTS.dashboard.moreTags(result.hidden)).toBe("+2");
  });

  it("has nothing left over at or under the limit", () => {
    expect(splitTags(["a", "b", "c"], 3)).toEqual({ shown: ["a", "b", "c"], hidden: 0 });
    expect(splitTags([], 3)).toEqual({ shown: [], hidden: 0 });
  });

  it("treats a zero or negative limit as showing none", () => {
    expect(splitTags(["a", "b"], 0)).toEqual({ shown: [], hidden: 2 });
    expect(splitTags(["a"], -1)).toEqual({ shown: [], hidden: 1 });
  });
});
