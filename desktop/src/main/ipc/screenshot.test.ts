import { describe, expect, it, vi } from "vitest";
import { captureScreenshot, type ImageLike, pngDataUrlLength } from "./screenshot";

/** A fake NativeImage whose PNG size follows its area. */
const fakeImage = (width: number, height: number): ImageLike => {
  return {
    getSize: () => ({ width, height }),
    toPNG: () => new Uint8Array(width * height),
    toDataURL: () => `data:image/png;base64,${width}x${height}`,
    resize: ({ width: next }) => fakeImage(next, Math.round((height * next) / width)),
  };
};

describe("captureScreenshot", () => {
  it("returns the page as a PNG data URL", async () => {
    const capturePage = vi.fn(async () => fakeImage(100, 50));
    const url = await captureScreenshot({ getWindow: () => ({ webContents: { capturePage } }), maxBytes: 10_000 });
    expect(capturePage).toHaveBeenCalledOnce();
    expect(url).toBe("data:image/png;base64,100x50");
  });

  it("scales a capture down until it fits the feedback limit", async () => {
    const url = await captureScreenshot({
      getWindow: () => ({ webContents: { capturePage: async () => fakeImage(200, 100) } }),
      maxBytes: 10_000,
    });
    // 200x100 and 140x70 are over the limit once base64-encoded; 98x49 fits.
    expect(url).toBe("data:image/png;base64,98x49");
  });

  it("measures the data URL the form will send, not the raw PNG", () => {
    expect(pngDataUrlLength(3)).toBe("data:image/png;base64,".length + 4);
    expect(pngDataUrlLength(3_000_000)).toBeGreaterThan(4_000_000);
  });

  it("fails when there is no window", async () => {
    await expect(captureScreenshot({ getWindow: () => null })).rejects.toThrow(/no window/);
  });
});
