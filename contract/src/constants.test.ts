import { describe, expect, it } from "vitest";
import {
  ADMIN_MATCH_ID_CHARS,
  CONVERSATION_REFRESH_MS,
  CROP,
  DISPLAYED_RATING,
  EDIT_SUCCESS_BANNER_MS,
  GUIDELINES_RESPONSE_HOURS,
  MAX_FEEDBACK_SCREENSHOT_BYTES,
  MAX_IMAGE_BYTES,
  MAX_PROFILE_PHOTO_BYTES,
  MIN_CAPACITY,
  MIN_PASSWORD_LENGTH,
  NOTIFICATIONS_REFRESH_MS,
  PAGE,
  PHOTO_LIMITS,
  PROFILE_UPLOAD_MAX_FILES,
  QUERY_DEFAULTS,
  SEARCH_DEBOUNCE_MS,
  TAG_LIMITS,
  TOASTS,
  TOOLTIP,
  UNAUTHORIZED_REDIRECT_MS,
  UNREAD_BADGE_MAX,
} from "./constants";

describe("business constants (docs/product.md section 9)", () => {
  it("limits listing photos to 3 per request and 5 per offer", () => {
    expect(PHOTO_LIMITS).toEqual({ request: 3, offer: 5 });
  });

  it("caps images at 10 MB and the profile photo at 5 MB, one file per profile upload", () => {
    expect(MAX_IMAGE_BYTES).toBe(10485760);
    expect(MAX_IMAGE_BYTES).toBe(10 * 1024 * 1024);
    expect(MAX_PROFILE_PHOTO_BYTES).toBe(5242880);
    expect(MAX_FEEDBACK_SCREENSHOT_BYTES).toBe(5242880);
    expect(PROFILE_UPLOAD_MAX_FILES).toBe(1);
  });

  it("uses the spec's timings", () => {
    expect(CONVERSATION_REFRESH_MS).toBe(3000);
    expect(NOTIFICATIONS_REFRESH_MS).toBe(30000);
    expect(SEARCH_DEBOUNCE_MS).toBe(300);
    expect(UNAUTHORIZED_REDIRECT_MS).toBe(500);
    expect(EDIT_SUCCESS_BANNER_MS).toBe(3000);
  });

  it("shows 9+ above nine unread notifications", () => {
    expect(UNREAD_BADGE_MAX).toBe(9);
  });

  it("limits tags on cards, favorites, search and profile", () => {
    expect(TAG_LIMITS).toEqual({ card: 3, favoriteValues: 3, favoriteMissions: 2, search: 3, profileInterests: 4 });
  });

  it("has the minimums, rating, admin id length and guidelines response time", () => {
    expect(MIN_PASSWORD_LENGTH).toBe(6);
    expect(MIN_CAPACITY).toBe(1);
    expect(DISPLAYED_RATING).toBe("5.0");
    expect(ADMIN_MATCH_ID_CHARS).toBe(8);
    expect(GUIDELINES_RESPONSE_HOURS).toBe(48);
  });

  it("crops at 16:10 by default, 90% wide, minimum 50 px, nudging by 1, 10 and 100", () => {
    expect(CROP.ratios.map((r) => r.key)).toEqual(["16:10", "1:1", "4:3", "free"]);
    expect(CROP.ratios.map((r) => r.value)).toEqual([1.6, 1, 4 / 3, undefined]);
    expect(CROP.defaultRatio).toBe("16:10");
    expect(CROP.ratios.find((r) => r.key === CROP.defaultRatio)).toMatchObject({ recommended: true });
    expect(CROP.initialWidthPercent).toBe(90);
    expect(CROP.minSize).toBe(50);
    expect(CROP.nudgeSteps).toEqual([1, 10, 100]);
  });

  it("never refetches or retries queries by default", () => {
    expect(QUERY_DEFAULTS).toEqual({
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    });
  });

  it("shows one toast at a time for 5000 ms, swiped away at 50 px, F8 to focus, 420 px wide", () => {
    expect(TOASTS).toEqual({
      limit: 1,
      visibleMs: 5000,
      removeDelayMs: 1000000,
      swipeThresholdPx: 50,
      hotkey: "F8",
      maxWidthPx: 420,
    });
  });

  it("opens tooltips after 700 ms and skips the delay for 300 ms", () => {
    expect(TOOLTIP).toEqual({ openDelayMs: 700, skipDelayMs: 300 });
  });

  it("pages lists 50 at a time, at most 200", () => {
    expect(PAGE.defaultLimit).toBe(50);
    expect(PAGE.maxLimit).toBe(200);
    expect(PAGE.defaultLimit).toBeLessThanOrEqual(PAGE.maxLimit);
  });
});
