import { afterEach, describe, expect, it, vi } from "vitest";
import { localized, msg, pseudoText, registerTranslation, type Translation } from "./catalog";
import { formatDate, formattingLocale, type RenderLocale, setLocaleSource } from "./locale";

let locale: RenderLocale = "en";
setLocaleSource(() => locale);
afterEach(() => {
  locale = "en";
});

const SAMPLE = {
  title: "Warn the member",
  warn: msg<[name: string]>("Warn {name}", "name"),
  days: msg<[count: number]>("{count, plural, one {# day} other {# days}}", "count"),
  until: msg<[until: string | null]>("{until, select, null {Until lifted} other {Until {until}}}", "until"),
  keys: [
    ["J / K", "Next / previous"],
    ["W", "Warn"],
  ],
  nested: { labels: { member: "Member", admin: "Admin" } },
} as const;
const es: Translation<typeof SAMPLE> = {
  title: "Advertir al miembro",
  warn: "Advertir a {name}",
  days: "{count, plural, one {# día} other {# días}}",
  until: "{until, select, null {Hasta que se levante} other {Hasta el {until}}}",
  keys: [
    ["J / K", "Siguiente / anterior"],
    ["W", "Advertir"],
  ],
  nested: { labels: { member: "Miembro", admin: "Administrador" } },
};
const TEXTS = localized("sample", SAMPLE);
registerTranslation("es", "sample", es);

describe("localized catalogs", () => {
  it("read in English as written, messages formatted through ICU", () => {
    expect(TEXTS.title).toBe("Warn the member");
    expect(TEXTS.warn("Rae")).toBe("Warn Rae");
    expect(TEXTS.days(1)).toBe("1 day");
    expect(TEXTS.days(1500)).toBe("1,500 days");
    expect(TEXTS.until(null)).toBe("Until lifted");
    expect(TEXTS.until("May 3")).toBe("Until May 3");
  });

  it("read in the language active at the moment of reading, even through a kept section", () => {
    const labels = TEXTS.nested.labels;
    const warn = TEXTS.warn;
    locale = "es";
    expect(TEXTS.title).toBe("Advertir al miembro");
    expect(labels.admin).toBe("Administrador");
    expect(TEXTS.warn("Rae")).toBe("Advertir a Rae");
    expect(TEXTS.days(1500)).toBe("1500 días");
    expect(TEXTS.until(null)).toBe("Hasta que se levante");
    // A function taken while English was active keeps English: read texts when rendering.
    expect(warn("Rae")).toBe("Warn Rae");
  });

  it("behave as the English catalog's shape: arrays, keys and entries", () => {
    locale = "es";
    expect(Array.isArray(TEXTS.keys)).toBe(true);
    expect(TEXTS.keys.map(([key, what]) => `${key}: ${what}`)).toEqual(["J / K: Siguiente / anterior", "W: Advertir"]);
    expect(Object.keys(TEXTS.nested.labels)).toEqual(["member", "admin"]);
    expect(Object.entries(TEXTS.nested.labels)).toEqual([
      ["member", "Miembro"],
      ["admin", "Administrador"],
    ]);
    expect(JSON.parse(JSON.stringify(TEXTS.nested))).toEqual({ labels: { member: "Miembro", admin: "Administrador" } });
  });

  it("give the same function for a message read twice, so React props stay equal", () => {
    expect(TEXTS.warn).toBe(TEXTS.warn);
    locale = "es";
    expect(TEXTS.warn).toBe(TEXTS.warn);
  });

  it("in the pseudo-locale show no plain English letters", () => {
    locale = "pseudo";
    expect(TEXTS.title).toBe(pseudoText("Warn the member"));
    expect(TEXTS.title).not.toMatch(/[A-Za-z]/);
    expect(TEXTS.warn("Rae")).not.toMatch(/[A-Za-z]/);
    expect(TEXTS.keys[0]?.[1]).not.toMatch(/[A-Za-z]/);
    // An array's own methods are not texts: they keep working on the disguised items.
    expect(TEXTS.keys.map(([, what]) => what)).toEqual([pseudoText("Next / previous"), pseudoText("Warn")]);
    expect(TEXTS.keys.flat().join(" ")).not.toMatch(/[A-Za-z]{2}/);
    // Dates too: a date formatted in English whatever the language would still show.
    const date = new Date("2026-11-27T09:42:00Z");
    expect(formatDate(date, { dateStyle: "full", timeStyle: "short", timeZone: "UTC" })).not.toMatch(/[A-Za-z]/);
    expect(date.toLocaleDateString(formattingLocale(), { month: "long", weekday: "long" })).not.toMatch(/[A-Za-z]/);
  });

  it("cannot be changed by code that reads them", () => {
    expect(() => {
      (TEXTS as { title: string }).title = "Changed";
    }).toThrow();
    expect(() => localized("sample", SAMPLE)).toThrow(/Two catalogs/);
  });

  it("format in the app's languages without listing the engine's locales (a first page's slow call)", () => {
    const listing = vi.spyOn(Intl.NumberFormat, "supportedLocalesOf");
    try {
      const fresh = localized("sample-locales", {
        hello: msg<[name: string]>("Hello {name}, again", "name"),
        count: msg<[count: number]>("{count, plural, one {# item} other {# items}}", "count"),
      });
      registerTranslation("es", "sample-locales", {
        hello: "Hola {name}, otra vez",
        count: "{count, plural, one {# cosa} other {# cosas}}",
      });
      expect(fresh.hello("Rae")).toBe("Hello Rae, again");
      expect(fresh.count(1_500)).toBe("1,500 items");
      locale = "es";
      expect(fresh.hello("Rae")).toBe("Hola Rae, otra vez");
      expect(fresh.count(1_500)).toBe("1500 cosas");
      expect(listing).not.toHaveBeenCalled();
    } finally {
      listing.mockRestore();
    }
  });
});
