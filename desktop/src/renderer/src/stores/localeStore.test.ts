import { LANGUAGE_TEXTS, MODERATION_TEXTS } from "@kindred/contract";
import { afterEach, describe, expect, it } from "vitest";
import { acceptLanguage, chooseLocale, initialLocale, showLocale, useLocaleStore } from "./localeStore";

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
