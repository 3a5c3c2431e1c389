import { TAG_LIMITS } from "@kindred/contract";
import { describe, expect, it } from "vitest";
import { favoriteTags } from "./favoriteTags";

describe("favoriteTags", () => {
  it("shows up to 3 values and counts the rest as '+N more'", () => {
    expect(favoriteTags(["a", "b", "c", "d", "e"], TAG_LIMITS.favoriteValues)).toEqual({
      shown: ["a", "b", "c"],
      more: "+2 more",
    });
  });

  it("shows up to 2 missions", () => {
    expect(favoriteTags(["x", "y", "z"], TAG_LIMITS.favoriteMissions)).toEqual({ shown: ["x", "y"], more: "+1 more" });
  });

  it("has no badge when everything fits", () => {
    expect(favoriteTags(["a", "b", "c"], 3)).toEqual({ shown: ["a", "b", "c"], more: null });
    expect(favoriteTags([], 3)).toEqual({ shown: [], more: null });
  });
});
