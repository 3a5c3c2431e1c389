import { ACCESSIBILITY_STORAGE_KEY } from "@kindred/contract";
import { describe, expect, it } from "vitest";
import {
  type AccessibilityEnvironment,
  accessibilityClasses,
  createAccessibilityStore,
  DEFAULT_ACCESSIBILITY_SETTINGS,
  loadAccessibilitySettings,
} from "./accessibilityStore";

const memoryStorage = (initial: Record<string, string> = {}) => {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
};

const env = (overrides: Partial<AccessibilityEnvironment> = {}): AccessibilityEnvironment => ({
  storage: memoryStorage(),
  prefersReducedMotion: false,
  prefersHighContrast: false,
  ...overrides,
});

describe("accessibility settings", () => {
  it("uses the spec defaults when nothing is stored and the device has no preference", () => {
    expect(loadAccessibilitySettings(env())).toEqual({
      highContrast: false,
      reducedMotion: false,
      fontSize: "normal",
      announcements: true,
    });
  });

  it("starts reduced motion and high contrast from the device when nothing is stored", () => {
    const settings = loadAccessibilitySettings(env({ prefersReducedMotion: true, prefersHighContrast: true }));
    expect(settings).toMatchObject({ reducedMotion: true, highContrast: true, fontSize: "normal" });
  });

  it("prefers stored settings over the device", () => {
    const storage = memoryStorage({
      [ACCESSIBILITY_STORAGE_KEY]: JSON.stringify({ ...DEFAULT_ACCESSIBILITY_SETTINGS, fontSize: "large" }),
    });
    const settings = loadAccessibilitySettings(env({ storage, prefersReducedMotion: true }));
    expect(settings).toMatchObject({ fontSize: "large", reducedMotion: false });
  });

  it.each(["{not json", JSON.stringify({ fontSize: "huge" }), JSON.stringify("text")])(
    "falls back to the defaults for unparseable data %s",
    (stored) => {
      const storage = memoryStorage({ [ACCESSIBILITY_STORAGE_KEY]: stored });
      expect(loadAccessibilitySettings(env({ storage, prefersHighContrast: true }))).toEqual(
        DEFAULT_ACCESSIBILITY_SETTINGS,
      );
    },
  );

  it("survives storage that throws", () => {
    const storage = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("blocked");
      },
    };
    const store = createAccessibilityStore(env({ storage }));
    expect(store.getState().settings).toEqual(DEFAULT_ACCESSIBILITY_SETTINGS);
    store.getState().update({ highContrast: true });
    expect(store.getState().settings.highContrast).toBe(true);
  });

  it("merges each update into the current settings and saves them", () => {
    const storage = memoryStorage();
    const store = createAccessibilityStore(env({ storage }));
    store.getState().update({ fontSize: "extra-large" });
    store.getState().update({ highContrast: true });
    const expected = { ...DEFAULT_ACCESSIBILITY_SETTINGS, fontSize: "extra-large", highContrast: true };
    expect(store.getState().settings).toEqual(expected);
    expect(JSON.parse(storage.data.get(ACCESSIBILITY_STORAGE_KEY) ?? "null")).toEqual(expected);
  });

  it("names the page classes of each mode", () => {
    expect(accessibilityClasses(DEFAULT_ACCESSIBILITY_SETTINGS)).toEqual([]);
    expect(
      accessibilityClasses({ highContrast: true, reducedMotion: true, fontSize: "large", announcements: true }),
    ).toEqual(["a11y-high-contrast", "a11y-reduced-motion", "a11y-font-large"]);
  });
});
