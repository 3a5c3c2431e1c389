import type { FavoriteSpace } from "@kindred/contract";
import { describe, expect, it } from "vitest";
import { isFavorited } from "./favorites";

const saved = [{ id: "a" }, { id: "b" }] as FavoriteSpace[];

describe("isFavorited", () => {
  it("reads the saved list", () => {
    expect(isFavorited("a", saved, undefined)).toBe(true);
    expect(isFavorited("c", saved, undefined)).toBe(false);
    expect(isFavorited("a", undefined, undefined)).toBe(false);
  });

  it("shows a change on its way to the server at once (optimistic)", () => {
    expect(isFavorited("c", saved, { offerId: "c", favorite: true })).toBe(true);
    expect(isFavorited("a", saved, { offerId: "a", favorite: false })).toBe(false);
    expect(isFavorited("b", saved, { offerId: "a", favorite: false })).toBe(true);
  });
});
