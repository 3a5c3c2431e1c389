import { describe, expect, it } from "vitest";
import { accessibilitySettings, FONT_SIZES } from "./browserStorage";

describe("accessibilitySettings (docs/product.md section 3)", () => {
  it("defaults to no high contrast, no reduced motion, normal font and announcements on", () => {
    expect(accessibilitySettings.parse({})).toEqual({
      highContrast: false,
      reducedMotion: false,
      fontSize: "normal",
      announcements: true,
    });
  });

  it("knows the three font sizes only", () => {
    expect([...FONT_SIZES]).toEqual(["normal", "large", "extra-large"]);
    expect(accessibilitySettings.safeParse({ fontSize: "huge" }).success).toBe(false);
  });
});
