import { describe, expect, it } from "vitest";
import { ACCESS_FEATURES } from "./accessFeatures";

describe("access features (docs/product.md section 3)", () => {
  it("are the one list offers and requests share, as written there", () => {
    expect(ACCESS_FEATURES).toEqual([
      "step-free-entry",
      "accessible-toilet",
      "elevator",
      "quiet-room",
      "hearing-loop",
      "parking",
      "public-transit",
      "gender-neutral-toilet",
      "childcare-space",
      "kitchen",
    ]);
  });
});
