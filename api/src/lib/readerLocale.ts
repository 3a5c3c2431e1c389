import { AsyncLocalStorage } from "node:async_hooks";
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale, type RenderLocale, setLocaleSource } from "@kindred/contract";
import { registerSpanish } from "@kindred/contract/es";

/** The language of what is being worded now: a request's reader, or the member a mail goes to. */
interface Reading {
  locale: RenderLocale;
}

// Every Spanish catalog: the API words mail, notifications and answers for readers of both languages.
registerSpanish();

const readings = new AsyncLocalStorage<Reading>();
setLocaleSource(() => readings.getStore()?.locale ?? DEFAULT_LOCALE);

/** The best of our languages for an `Accept-Language` header, else English. */
export const localeFromHeader = (accepts: (languages: string[]) => string | false): Locale => {
  const chosen = accepts([...LOCALES]);
  return isLocale(chosen) ? chosen : DEFAULT_LOCALE;
};

/** Runs `work` with every text worded in `locale` (a mail to a member, a notification they read). */
export const inLocale = <T>(locale: Locale | null | undefined, work: () => T): T =>
  readings.run({ locale: locale ?? DEFAULT_LOCALE }, work);

/** Runs a request in its reader's language: the browser's until a signed-in member's choice is known. */
export const readRequestIn = <T>(locale: RenderLocale, work: () => T): T => readings.run({ locale }, work);

/** Turns the running request's language to the signed-in member's own choice (a test's pseudo-locale stays). */
export const chooseRequestLocale = (locale: Locale | null | undefined) => {
  const reading = readings.getStore();
  if (reading && locale && reading.locale !== "pseudo") reading.locale = locale;
};

export const currentReaderLocale = (): RenderLocale => readings.getStore()?.locale ?? DEFAULT_LOCALE;
