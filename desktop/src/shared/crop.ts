import { CROP } from "@kindred/contract";

/**
 * Crop geometry, the same in sharp (desktop, src/main) and on a canvas (web): plain values and
 * functions, apart from the host interface's argument schemas (api.ts), so the web app's photo
 * tools do not load those schemas with it.
 */

/** Cropped listing and profile photos are stored no wider than this. */
export const CROP_OUTPUT_MAX_WIDTH = 1600;

export type CropRatioKey = (typeof CROP.ratios)[number]["key"];

/** A crop in source-image pixels, at least CROP.minSize on each side (checked by api.ts's `cropRectSchema`). */
export interface CropRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The ratio a crop must keep, or undefined for free form. */
export const cropRatioValue = (ratio: CropRatioKey): number | undefined => {
  return CROP.ratios.find((choice) => choice.key === ratio)?.value;
};

/**
 * Output size of a crop, the same in sharp (desktop) and on a canvas (web):
 * no wider than CROP_OUTPUT_MAX_WIDTH, and exactly the chosen ratio.
 */
export const cropOutputSize = (rect: CropRect, ratio: CropRatioKey): { width: number; height: number } => {
  const width = Math.min(rect.width, CROP_OUTPUT_MAX_WIDTH);
  const value = cropRatioValue(ratio);
  const height = value ? width / value : (rect.height * width) / rect.width;
  return { width, height: Math.max(1, Math.round(height)) };
};
