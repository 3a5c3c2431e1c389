import type { IMAGE_WIDTHS } from "@kindred/contract";

/** A width the server renders `/objects/<id>` at (`?w=`), as a WebP copy. */
export type PhotoWidth = (typeof IMAGE_WIDTHS)[number];

/** How far a finger or pointer must travel sideways before it counts as a swipe. */
export const SWIPE_THRESHOLD_PX = 50;

/** Our own stored photos: `/objects/<id>` with no query of its own. */
const STORED_PHOTO = /^\/objects\/[^/?#]+$/;

/** The resized copy of one of our stored photos; any other URL is used as it is. */
export const photoVariant = (url: string, width: PhotoWidth): string =>
  STORED_PHOTO.test(url) ? `${url}?w=${width}` : url;

/** The photo `step` places away from `index`; the viewer wraps around at both ends. */
export const stepIndex = (index: number, total: number, step: 1 | -1): number =>
  total <= 0 ? 0 : (((index + step) % total) + total) % total;

/**
 * What a drag from its start to its end asks for: 1 for the next photo (dragged leftwards), -1 for
 * the previous one, 0 when it was too short or more vertical than horizontal (a scroll, not a swipe).
 */
export const swipeStep = (dx: number, dy: number, threshold = SWIPE_THRESHOLD_PX): 1 | -1 | 0 => {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
};
