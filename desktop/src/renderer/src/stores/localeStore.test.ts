import { LANGUAGE_TEXTS, MODERATION_TEXTS } from "@kindred/contract";
import { afterEach, describe, expect, it } from "vitest";
import { acceptLanguage, chooseLocale, chosenLocale, initialLocale, showLocale, useLocaleStore } from "./localeStore";

const memoryStorage = (entries: Record<string, string> = {}) => ({
  getItem: (key: string) => entries[key] ?? null,
  setItem: (key: string, value: string) => {
    entries[key] = value;
  },
  entries,
});

afterEach(async () => {
  await showLocale("en");
});

describe("the app's language", () => {
  it("starts in the stored choice, else the browser's offered language, else English", () => {
    expect(initialLocale({ storage: memoryStorage({ locale: "es" }), languages: ["en-US"] })).toBe("es");
    expect(initialLocale({ storage: memoryStorage({ locale: "pseudo" }), languages: [] })).toBe("pseudo");
    expect(initialLocale({ storage: memoryStorage({ locale: "fr" }), languages: ["fr-FR", "en-GB"] })).toBe("en");
    expect(initialLocale({ storage: memoryStorage(), languages: [] })).toBe("en");
    const refusing = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {},
    };
    expect(initialLocale({ storage: refusing, languages: ["en"] })).toBe("en");
    expect(initialLocale({ storage: null, languages: ["EN-us"] })).toBe("en");
    // A browser set to Spanish (any region) starts in Spanish, unless English was chosen here.
    expect(initialLocale({ storage: memoryStorage(), languages: ["fr-FR", "es-MX", "en"] })).toBe("es");
    expect(initialLocale({ storage: memoryStorage({ locale: "en" }), languages: ["es-MX"] })).toBe("en");
  });

  it("knows a language chosen in this browser, which a member signing in keeps", () => {
    expect(chosenLocale({ storage: memoryStorage({ locale: "es" }), languages: ["en"] })).toBe("es");
    // The browser's own languages are not a choice, nor is the tests' pseudo-locale.
    expect(chosenLocale({ storage: memoryStorage(), languages: ["es-MX"] })).toBeNull();
    expect(chosenLocale({ storage: memoryStorage({ locale: "pseudo" }), languages: [] })).toBeNull();
    expect(chosenLocale({ storage: null, languages: [] })).toBeNull();
  });

  it("shows Spanish once its catalogs load: the contract's texts, <html lang>, antd's words and the calls' language", async () => {
    expect(MODERATION_TEXTS.ui.warn).toBe("Warn");
    const storage = memoryStorage();
    await chooseLocale("es", { storage, languages: [] });
    expect(storage.entries.locale).toBe("es");
    // The server paints the next visit's first page in it.
    expect(document.cookie).toContain("locale=es");
    expect(document.documentElement.lang).toBe("es");
    expect(MODERATION_TEXTS.ui.warn).toBe("Advertir");
    expect(MODERATION_TEXTS.ui.warnTitle("Rae")).toBe("Advertir a Rae");
    expect(LANGUAGE_TEXTS.label).toBe("Idioma");
    expect(useLocaleStore.getState().antdLocale?.locale).toBe("es");
    expect(acceptLanguage()).toBe("es");

    await showLocale("en");
    expect(MODERATION_TEXTS.ui.warn).toBe("Warn");
    expect(document.documentElement.lang).toBe("en");
    expect(useLocaleStore.getState().antdLocale).toBeUndefined();
    expect(acceptLanguage()).toBe("en");
  });

  it("renders the pseudo-locale as English letters disguised, and says so to the server", async () => {
    await showLocale("pseudo");
    expect(MODERATION_TEXTS.ui.warn).not.toMatch(/[A-Za-z]/);
    expect(document.documentElement.lang).toBe("en");
    expect(acceptLanguage()).toBe("x-pseudo");
    // antd's own words too, its locale tag kept.
    const antd = useLocaleStore.getState().antdLocale;
    expect(antd?.locale).toBe("en");
    expect(antd?.Pagination?.items_per_page).not.toMatch(/[A-Za-z]/);
  });
});
