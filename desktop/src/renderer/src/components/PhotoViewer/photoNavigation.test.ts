import { describe, expect, it } from "vitest";
import { stepIndex, swipeStep } from "./photoNavigation";

describe("stepIndex", () => {
  it("moves one photo forwards and backwards", () => {
    expect(stepIndex(0, 3, 1)).toBe(1);
    expect(stepIndex(2, 3, -1)).toBe(1);
  });

  it("wraps around at both ends", () => {
    expect(stepIndex(2, 3, 1)).toBe(0);
    expect(stepIndex(0, 3, -1)).toBe(2);
  });

  it("stays on a lone photo and survives an empty list", () => {
    expect(stepIndex(0, 1, 1)).toBe(0);
    expect(stepIndex(0, 1, -1)).toBe(0);
    expect(stepIndex(0, 0, 1)).toBe(0);
  });
});

describe("swipeStep", () => {
  it("goes to the next photo on a leftward swipe and back on a rightward one", () => {
    expect(swipeStep(-80, 10)).toBe(1);
    expect(swipeStep(80, -10)).toBe(-1);
  });

  it("ignores short drags and taps", () => {
    expect(swipeStep(-49, 0)).toBe(0);
    expect(swipeStep(0, 0)).toBe(0);
    expect(swipeStep(-50, 0)).toBe(1);
  });

  it("ignores drags that are mostly vertical", () => {
    expect(swipeStep(-60, 90)).toBe(0);
    expect(swipeStep(70, -70)).toBe(0);
  });

  it("takes a custom threshold", () => {
    expect(swipeStep(-30, 0, 20)).toBe(1);
  });
});
