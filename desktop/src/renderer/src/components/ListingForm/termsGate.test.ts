import { describe, expect, it } from "vitest";
import { shouldOpenGuidelines } from "./termsGate";

describe("the guidelines detour", () => {
  it("opens the guidelines on the first submit without agreement", () => {
    expect(shouldOpenGuidelines({ agreed: false, guidelinesShown: false })).toBe(true);
  });

  it("does not open them again once shown", () => {
    expect(shouldOpenGuidelines({ agreed: false, guidelinesShown: true })).toBe(false);
  });

  it("never opens them when the terms box is ticked", () => {
    expect(shouldOpenGuidelines({ agreed: true, guidelinesShown: false })).toBe(false);
    expect(shouldOpenGuidelines({ agreed: true, guidelinesShown: true })).toBe(false);
  });
});
