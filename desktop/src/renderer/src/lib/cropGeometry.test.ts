import { CROP } from "@kindred/contract";
import { describe, expect, it } from "vitest";
import { cropOutputSize } from "../../../shared/crop";
import {
  constrainCropRect,
  fitsMinimumCrop,
  fromPercentRect,
  initialCropRect,
  nudgeCropRect,
  toPercentRect,
} from "./cropGeometry";

const landscape = { width: 1000, height: 800 };

describe("initialCropRect", () => {
  it("starts at 90% of the width at 16:10, centred", () => {
    const rect = initialCropRect(landscape, "16:10");
    expect(rect).toEqual({ x: 50, y: 119, width: 900, height: 563 });
    expect(rect.width / landscape.width).toBeCloseTo(CROP.initialWidthPercent / 100);
  });

  it("shrinks to fit a wide image's height, keeping the ratio", () => {
    expect(initialCropRect({ width: 1000, height: 300 }, "1:1")).toEqual({ x: 350, y: 0, width: 300, height: 300 });
  });

  it("uses 90% of both sides in free form", () => {
    expect(initialCropRect(landscape, "free")).toEqual({ x: 50, y: 40, width: 900, height: 720 });
  });

  it("keeps every ratio exact to the pixel", () => {
    for (const { key, value } of CROP.ratios) {
      if (!value) continue;
      const rect = initialCropRect({ width: 1234, height: 987 }, key);
      expect(Math.abs(rect.width / value - rect.height)).toBeLessThanOrEqual(0.5);
    }
  });
});

describe("constrainCropRect", () => {
  it("never goes below the 50 px minimum", () => {
    expect(constrainCropRect({ x: 10, y: 10, width: 20, height: 5 }, landscape, "free")).toMatchObject({
      width: CROP.minSize,
      height: CROP.minSize,
    });
    const square = constrainCropRect({ x: 0, y: 0, width: 10, height: 10 }, landscape, "1:1");
    expect(square).toMatchObject({ width: 50, height: 50 });
    const wide = constrainCropRect({ x: 0, y: 0, width: 50, height: 50 }, landscape, "16:10");
    expect(wide.height).toBeGreaterThanOrEqual(CROP.minSize);
    expect(wide.width).toBe(80);
  });

  it("keeps the crop inside the image", () => {
    expect(constrainCropRect({ x: 900, y: 700, width: 300, height: 300 }, landscape, "free")).toEqual({
      x: 700,
      y: 500,
      width: 300,
      height: 300,
    });
    expect(constrainCropRect({ x: -20, y: -5, width: 2000, height: 100 }, landscape, "16:10")).toEqual({
      x: 0,
      y: 0,
      width: 1000,
      height: 625,
    });
  });

  it("allows an image smaller than the minimum to be taken whole", () => {
    expect(constrainCropRect({ x: 0, y: 0, width: 10, height: 10 }, { width: 40, height: 30 }, "free")).toEqual({
      x: 0,
      y: 0,
      width: 40,
      height: 30,
    });
  });
});

describe("nudgeCropRect", () => {
  it("moves by the nudge steps and stops at the edges", () => {
    const rect = { x: 100, y: 100, width: 200, height: 125 };
    const [small, medium, large] = CROP.nudgeSteps;
    expect(nudgeCropRect(rect, small, 0, landscape)).toMatchObject({ x: 101, y: 100 });
    expect(nudgeCropRect(rect, 0, -medium, landscape)).toMatchObject({ x: 100, y: 90 });
    expect(nudgeCropRect(rect, -large, -large, landscape)).toMatchObject({ x: 0, y: 0 });
    expect(nudgeCropRect(rect, 10 * large, 0, landscape)).toMatchObject({ x: 800 });
  });
});

describe("cropOutputSize", () => {
  it("caps the width and keeps the ratio", () => {
    expect(cropOutputSize({ x: 0, y: 0, width: 3200, height: 2000 }, "16:10")).toEqual({ width: 1600, height: 1000 });
    expect(cropOutputSize({ x: 0, y: 0, width: 300, height: 120 }, "free")).toEqual({ width: 300, height: 120 });
  });
});

describe("percent conversion", () => {
  it("round-trips a crop through the widget's percent units", () => {
    const rect = initialCropRect(landscape, "16:10");
    expect(fromPercentRect(toPercentRect(rect, landscape), landscape, "16:10")).toEqual(rect);
  });

  it("turns a dragged percent crop into a valid crop at the ratio", () => {
    const rect = fromPercentRect({ x: 10, y: 10, width: 30.04, height: 20 }, landscape, "1:1");
    expect(rect).toEqual({ x: 100, y: 80, width: 300, height: 300 });
  });

  it("never goes under the minimum size", () => {
    const rect = fromPercentRect({ x: 0, y: 0, width: 1, height: 1 }, landscape, "free");
    expect(rect.width).toBe(CROP.minSize);
    expect(rect.height).toBe(CROP.minSize);
  });
});

describe("fitsMinimumCrop", () => {
  it("takes an image of at least the minimum crop on both sides", () => {
    expect(fitsMinimumCrop({ width: CROP.minSize, height: CROP.minSize })).toBe(true);
    expect(fitsMinimumCrop({ width: 4000, height: 3000 })).toBe(true);
  });

  it("refuses an image narrower or shorter than the minimum crop", () => {
    expect(fitsMinimumCrop({ width: 40, height: 40 })).toBe(false);
    expect(fitsMinimumCrop({ width: 800, height: CROP.minSize - 1 })).toBe(false);
    expect(fitsMinimumCrop({ width: CROP.minSize - 1, height: 800 })).toBe(false);
  });
});
