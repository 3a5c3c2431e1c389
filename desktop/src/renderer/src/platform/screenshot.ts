import { MAX_FEEDBACK_SCREENSHOT_BYTES } from "@kindred/contract";

/** Longest side of a captured page, in pixels: enough to read, small enough to send. */
export const MAX_SCREENSHOT_SIDE = 2400;

/** Decoded size of a base64 data URL, in bytes. */
export const dataUrlBytes = (dataUrl: string): number => {
  const base64 = dataUrl.slice(dataUrl.indexOf(",") + 1);
  const padding = base64.endsWith("==") ? 2 : base64.endsWith("=") ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
};

/** Whether a screenshot may go with the feedback (≤ 5 MB, docs/http-api.md "Feedback and admin"). */
export const fitsScreenshotLimit = (dataUrl: string, limit = MAX_FEEDBACK_SCREENSHOT_BYTES): boolean =>
  dataUrlBytes(dataUrl) <= limit;

/** The pixel ratio to draw a `width` × `height` page at: sharp on small pages, capped on long ones. */
export const screenshotPixelRatio = (width: number, height: number, devicePixelRatio = 1): number => {
  const longest = Math.max(width, height, 1);
  return Math.min(Math.max(devicePixelRatio, 1), 2, MAX_SCREENSHOT_SIDE / longest);
};

/** What encodeWithinLimit needs of a canvas (a real one in the browser, a fake in tests). */
export interface EncodableCanvas {
  width: number;
  height: number;
  toDataURL(type: string, quality?: number): string;
}

const QUALITIES = [0.85, 0.7, 0.5] as const;
const MAX_HALVINGS = 3;

/**
 * A JPEG data URL of the canvas within `limit`: lower quality first, then half the size, a few
 * times. Throws when even the smallest does not fit ('Screenshot Failed').
 */
export const encodeWithinLimit = (
  canvas: EncodableCanvas,
  halve: (canvas: EncodableCanvas) => EncodableCanvas,
  limit = MAX_FEEDBACK_SCREENSHOT_BYTES,
): string => {
  let current = canvas;
  for (let halvings = 0; halvings <= MAX_HALVINGS; halvings += 1) {
    for (const quality of QUALITIES) {
      const dataUrl = current.toDataURL("image/jpeg", quality);
      if (!dataUrl.startsWith("data:image/jpeg")) throw new Error("The browser cannot encode the screenshot");
      if (fitsScreenshotLimit(dataUrl, limit)) return dataUrl;
    }
    current = halve(current);
  }
  throw new Error("The screenshot is too large");
};
