import { describe, expect, it } from "vitest";
import {
  dataUrlBytes,
  type EncodableCanvas,
  encodeWithinLimit,
  fitsScreenshotLimit,
  MAX_SCREENSHOT_SIDE,
  screenshotPixelRatio,
} from "./screenshot";

/** A canvas whose JPEG size grows with its area and quality. */
const fakeCanvas = (width: number, height: number): EncodableCanvas => ({
  width,
  height,
  toDataURL: (_type, quality = 1) => `data:image/jpeg;base64,${"A".repeat(Math.ceil(width * height * quality))}`,
});
const halve = (canvas: EncodableCanvas) => fakeCanvas(Math.floor(canvas.width / 2), Math.floor(canvas.height / 2));

describe("screenshot size", () => {
  it("measures the decoded bytes of a data URL", () => {
    expect(dataUrlBytes("data:image/png;base64,AAAA")).toBe(3);
    expect(dataUrlBytes("data:image/png;base64,AAA=")).toBe(2);
    expect(dataUrlBytes("data:image/png;base64,AA==")).toBe(1);
  });

  it("allows at most 5 MB", () => {
    expect(fitsScreenshotLimit(`data:image/jpeg;base64,${"A".repeat(4)}`, 3)).toBe(true);
    expect(fitsScreenshotLimit(`data:image/jpeg;base64,${"A".repeat(8)}`, 3)).toBe(false);
  });

  it("caps the pixel ratio so the longest side stays readable but bounded", () => {
    expect(screenshotPixelRatio(1280, 800, 1)).toBe(1);
    expect(screenshotPixelRatio(1280, 800, 2)).toBe(MAX_SCREENSHOT_SIDE / 1280);
    expect(screenshotPixelRatio(390, 800, 3)).toBe(2);
    expect(screenshotPixelRatio(1280, 9600, 1)).toBe(0.25);
  });
});

describe("encodeWithinLimit", () => {
  it("keeps the best quality that fits", () => {
    const url = encodeWithinLimit(fakeCanvas(10, 10), halve, 1_000);
    expect(url.startsWith("data:image/jpeg;base64,")).toBe(true);
    expect(dataUrlBytes(url)).toBe(Math.floor((85 * 3) / 4));
  });

  it("lowers the quality, then halves the size", () => {
    expect(dataUrlBytes(encodeWithinLimit(fakeCanvas(10, 10), halve, 60))).toBeLessThanOrEqual(60);
    const small = encodeWithinLimit(fakeCanvas(100, 100), halve, 1_000);
    expect(dataUrlBytes(small)).toBeLessThanOrEqual(1_000);
  });

  it("fails when nothing fits", () => {
    expect(() => encodeWithinLimit(fakeCanvas(1000, 1000), halve, 1)).toThrow();
  });

  it("fails when the browser cannot encode JPEG", () => {
    const png = { width: 1, height: 1, toDataURL: () => "data:," };
    expect(() => encodeWithinLimit(png, halve)).toThrow();
  });
});
