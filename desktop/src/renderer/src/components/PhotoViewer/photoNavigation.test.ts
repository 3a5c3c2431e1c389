import { describe, expect, it } from "vitest";
import { photoVariant, stepIndex, swipeStep } from "./photoNavigation";

describe("photoVariant", () => {
  it("asks the server for a resized copy of a stored photo", () => {
    expect(photoVariant("/objects/3f1c2a9e-0000-4000-8000-000000000001", 1280)).toBe(
      "/objects/3f1c2a9e-0000-4000-8000-000000000001?w=1280",
    );
    expect(photoVariant("/objects/abc", 640)).toBe("/objects/abc?w=640");
  });

  it("leaves other sites, other paths and URLs with their own query alone", () => {
    expect(photoVariant("https://images.example.test/objects/abc", 640)).toBe(
      "https://images.example.test/objects/abc",
    );
    expect(photoVariant("/images/demo.jpg", 640)).toBe("/images/demo.jpg");
    expect(photoVariant("/objects/abc?w=320", 640)).toBe("/objects/abc?w=320");
    expect(photoVariant("/objects/", 640)).toBe("/objects/");
  });
});

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
