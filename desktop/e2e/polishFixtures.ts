import { ACCESSIBILITY_STORAGE_KEY } from "@kindred/contract";
import { expect, type Page } from "@playwright/test";

type Box = { x: number; y: number; width: number; height: number } | null;

/** Whether two on-screen boxes share any area (a missing box overlaps nothing). */
export const boxesOverlap = (a: Box, b: Box): boolean =>
  a !== null &&
  b !== null &&
  a.x < b.x + b.width &&
  b.x < a.x + a.width &&
  a.y < b.y + b.height &&
  b.y < a.y + a.height;

/** The app's accessibility settings at their most demanding: extra-large text and high contrast. */
export const withLargeHighContrastText = (page: Page) =>
  page.addInitScript(([key, settings]) => localStorage.setItem(key, settings), [
    ACCESSIBILITY_STORAGE_KEY,
    JSON.stringify({ fontSize: "extra-large", highContrast: true, reducedMotion: true, announcements: true }),
  ] as const);

/** The page is no wider than the window: nothing to scroll sideways. */
export const expectNoSideScroll = async (page: Page, what: string) => {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, what).toBeLessThanOrEqual(clientWidth);
};
