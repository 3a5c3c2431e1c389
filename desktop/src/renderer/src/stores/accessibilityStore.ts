import { ACCESSIBILITY_STORAGE_KEY, type AccessibilitySettings, accessibilitySettings } from "@kindred/contract";
import { createStore, type StoreApi } from "zustand/vanilla";

/** What the store needs from the browser; tests pass their own. */
export interface AccessibilityEnvironment {
  storage: Pick<Storage, "getItem" | "setItem"> | null;
  prefersReducedMotion: boolean;
  prefersHighContrast: boolean;
}

export interface AccessibilityState {
  settings: AccessibilitySettings;
  /** Merges into the current settings and saves them (docs/product.md section 3). */
  update: (changes: Partial<AccessibilitySettings>) => void;
}

export type AccessibilityStore = StoreApi<AccessibilityState>;

export const DEFAULT_ACCESSIBILITY_SETTINGS: AccessibilitySettings = accessibilitySettings.parse({});

/**
 * Stored settings when there are any; with nothing stored, reduced motion and high contrast follow
 * the device and the rest are defaults; unparseable data yields the defaults.
 */
export const loadAccessibilitySettings = (env: AccessibilityEnvironment): AccessibilitySettings => {
  let stored: string | null = null;
  try {
    stored = env.storage?.getItem(ACCESSIBILITY_STORAGE_KEY) ?? null;
  } catch {
    stored = null;
  }
  if (stored === null) {
    return {
      ...DEFAULT_ACCESSIBILITY_SETTINGS,
      reducedMotion: env.prefersReducedMotion,
      highContrast: env.prefersHighContrast,
    };
  }
  try {
    const parsed = accessibilitySettings.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : { ...DEFAULT_ACCESSIBILITY_SETTINGS };
  } catch {
    return { ...DEFAULT_ACCESSIBILITY_SETTINGS };
  }
};

export const createAccessibilityStore = (env: AccessibilityEnvironment): AccessibilityStore =>
  createStore<AccessibilityState>()((set, get) => ({
    settings: loadAccessibilitySettings(env),
    update: (changes) => {
      const settings = { ...get().settings, ...changes };
      set({ settings });
      try {
        env.storage?.setItem(ACCESSIBILITY_STORAGE_KEY, JSON.stringify(settings));
      } catch {
        // Storage full or blocked (private mode): the settings still apply to this visit.
      }
    },
  }));

const mediaMatches = (query: string): boolean =>
  typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia(query).matches;

const safeLocalStorage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

export const browserAccessibilityEnvironment = (): AccessibilityEnvironment => ({
  storage: safeLocalStorage(),
  prefersReducedMotion: mediaMatches("(prefers-reduced-motion: reduce)"),
  prefersHighContrast: mediaMatches("(prefers-contrast: more)"),
});

/** Classes on <html> that switch the page's modes (see styles.css). */
export const accessibilityClasses = (settings: AccessibilitySettings): string[] => {
  const classes: string[] = [];
  if (settings.highContrast) classes.push("a11y-high-contrast");
  if (settings.reducedMotion) classes.push("a11y-reduced-motion");
  if (settings.fontSize !== "normal") classes.push(`a11y-font-${settings.fontSize}`);
  return classes;
};
