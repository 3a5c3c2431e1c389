/**
 * The languages a member can read Kindred in (DESIGN 11.5). English is the spec's language and the
 * fallback for everything; Spanish is the second. `pseudo` is never offered to members: tests render
 * every screen in it to find text that skipped the catalogs.
 */
export const LOCALES = ["en", "es"] as const;
export type Locale = (typeof LOCALES)[number];
export type RenderLocale = Locale | "pseudo";

export const DEFAULT_LOCALE: Locale = "en";

/**
 * The languages the app offers by itself: the language switch lists them and a browser's language
 * picks among them. Every screen reads from the catalogs (the pseudo-locale browser test proves
 * it), so both are offered.
 */
export const OFFERED_LOCALES: readonly Locale[] = ["en", "es"];

/** Each language named in itself, as the language switch shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", es: "Español" };

/** The languages the switch lists: those offered, and the one on screen if a member chose another. */
export const switchableLocales = (current: RenderLocale): readonly Locale[] =>
  LOCALES.filter((locale) => OFFERED_LOCALES.includes(locale) || locale === current);

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** The BCP 47 tag `Intl` formats with; the pseudo-locale formats as English and then disguises it. */
export const intlLocale = (locale: RenderLocale): Locale => (locale === "pseudo" ? "en" : locale);

let source: () => RenderLocale = () => DEFAULT_LOCALE;

/**
 * Where the language being rendered comes from: the web app sets it once per page (and again on a
 * switch), the API per request and per mail (an async-local store). Texts read it when they are
 * read, never when their module loads.
 */
export const setLocaleSource = (next: () => RenderLocale) => {
  source = next;
};

export const activeLocale = (): RenderLocale => source();

/**
 * The locale `Intl` and `toLocale…String` format with for the language being rendered. The
 * pseudo-locale formats dates and numbers in Japanese, whose words hold no Latin letters: a date
 * formatted in English regardless of the language on screen then still shows up in its test.
 */
export const formattingLocale = (): string => {
  const locale = activeLocale();
  return locale === "pseudo" ? "ja" : locale;
};

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Formats a moment for the language being rendered ("December 4, 2026", "4 de diciembre de
 * 2026"); formatters are kept per language and options.
 */
export const formatDate = (date: Date, options: Intl.DateTimeFormatOptions): string => {
  const locale = formattingLocale();
  const key = `${locale}${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format.format(date);
};
