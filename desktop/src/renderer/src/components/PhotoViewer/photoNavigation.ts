/** How far a finger or pointer must travel sideways before it counts as a swipe. */
export const SWIPE_THRESHOLD_PX = 50;

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
