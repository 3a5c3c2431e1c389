import { CROP } from "@kindred/contract";
import { type CropRatioKey, type CropRect, cropRatioValue } from "../../../shared/crop";

export interface ImageSize {
  width: number;
  height: number;
}

/** Whether a crop of the minimum size (CROP.minSize a side) fits inside the image. */
export const fitsMinimumCrop = (image: ImageSize): boolean => {
  return image.width >= CROP.minSize && image.height >= CROP.minSize;
};

/** The smallest crop side, never more than the image itself. */
const minSide = (imageSide: number): number => {
  return Math.min(CROP.minSize, imageSide);
};

/**
 * The crop shown when the dialog opens or the ratio changes: 90% of the image
 * width at the chosen ratio (shrunk to fit the height), centred.
 */
export const initialCropRect = (image: ImageSize, ratio: CropRatioKey): CropRect => {
  const value = cropRatioValue(ratio);
  let width = (image.width * CROP.initialWidthPercent) / 100;
  let height = value ? width / value : (image.height * CROP.initialWidthPercent) / 100;
  if (value && height > image.height) {
    height = image.height;
    width = height * value;
  }
  return constrainCropRect(
    {
      x: Math.round((image.width - width) / 2),
      y: Math.round((image.height - height) / 2),
      width: Math.round(width),
      height: Math.round(height),
    },
    image,
    ratio,
  );
};

/**
 * Any requested crop made valid: whole pixels, at least CROP.minSize a side,
 * at the ratio (height follows width), and inside the image.
 */
export const constrainCropRect = (rect: CropRect, image: ImageSize, ratio: CropRatioKey): CropRect => {
  const value = cropRatioValue(ratio);
  let width = Math.min(Math.max(Math.round(rect.width), minSide(image.width)), image.width);
  let height = value ? width / value : Math.min(Math.max(Math.round(rect.height), minSide(image.height)), image.height);
  if (value) {
    const minWidthForHeight = minSide(image.height) * value;
    if (height < minSide(image.height)) width = Math.min(minWidthForHeight, image.width);
    if (width / value > image.height) width = image.height * value;
    width = Math.round(width);
    height = Math.round(width / value);
  }
  const x = Math.min(Math.max(Math.round(rect.x), 0), image.width - width);
  const y = Math.min(Math.max(Math.round(rect.y), 0), image.height - height);
  return { x, y, width, height };
};

/** Moves the crop by whole pixels (nudge steps 1, 10, 100), keeping it inside the image. */
export const nudgeCropRect = (rect: CropRect, dx: number, dy: number, image: ImageSize): CropRect => {
  return {
    ...rect,
    x: Math.min(Math.max(rect.x + dx, 0), image.width - rect.width),
    y: Math.min(Math.max(rect.y + dy, 0), image.height - rect.height),
  };
};

/** A crop in percent of the image, as react-image-crop shows it. */
export interface PercentRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Source pixels → percent of the image (what the crop widget draws). */
export const toPercentRect = (rect: CropRect, image: ImageSize): PercentRect => {
  return {
    x: (rect.x / image.width) * 100,
    y: (rect.y / image.height) * 100,
    width: (rect.width / image.width) * 100,
    height: (rect.height / image.height) * 100,
  };
};

/** Percent of the image (what the member dragged) → a valid crop in source pixels. */
export const fromPercentRect = (percent: PercentRect, image: ImageSize, ratio: CropRatioKey): CropRect => {
  const width = (percent.width / 100) * image.width;
  const rect = {
    x: (percent.x / 100) * image.width,
    y: (percent.y / 100) * image.height,
    width,
    height: (percent.height / 100) * image.height,
  };
  return constrainCropRect(rect, image, ratio);
};
