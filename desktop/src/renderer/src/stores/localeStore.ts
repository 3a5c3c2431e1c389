import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_STORAGE_KEY,
  type Locale,
  OFFERED_LOCALES,
  pseudoText,
  type RenderLocale,
  setLocaleSource,
} from "@kindred/contract";
import type { Locale as AntdLocale } from "antd/es/locale";
import { create } from "zustand";

/**
 * The language the app renders in (DESIGN 11.5). Every text of the contract reads it when it is
 * read, so a change re-renders the app in the other language; Spanish catalogs (and antd's
 * Spanish words) load only for a member who reads Spanish.
 */
interface LocaleState {
  locale: RenderLocale;
  /** antd's own words (pagination, empty tables, date pickers) in that language; English built in. */
  antdLocale: AntdLocale | undefined;
}

export const useLocaleStore = create<LocaleState>(() => ({ locale: DEFAULT_LOCALE, antdLocale: undefined }));
setLocaleSource(() => useLocaleStore.getState().locale);

/** What the browser keeps between visits; tests pass their own. */
export interface LocaleEnvironment {
  storage: Pick<Storage, "getItem" | "setItem"> | null;
  languages: readonly string[];
}

const browserEnvironment = (): LocaleEnvironment => {
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    storage = null;
  }
  return { storage, languages: navigator.languages ?? [navigator.language] };
};

const storedChoice = (env: LocaleEnvironment): string | null => {
  try {
    return env.storage?.getItem(LOCALE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
};

/** The language chosen in this browser with the switch, if one was: a member who signs in keeps it. */
export const chosenLocale = (env: LocaleEnvironment = browserEnvironment()): Locale | null => {
  const stored = storedChoice(env);
  return isLocale(stored) ? stored : null;
};

/**
 * The language to start in: the one chosen last in this browser (a member's saved choice is
 * applied once they are known), else the first of the browser's languages the app offers, else
 * English.
 * `pseudo` is only ever stored by tests.
 */
export const initialLocale = (env: LocaleEnvironment = browserEnvironment()): RenderLocale => {
  const stored = storedChoice(env);
  if (isLocale(stored) || stored === "pseudo") return stored;
  for (const language of env.languages) {
    const primary = language.toLowerCase().split("-")[0];
    const found = OFFERED_LOCALES.find((locale) => locale === primary);
    if (found) return found;
  }
  return DEFAULT_LOCALE;
};

/** antd's English words in the pseudo-locale, so its texts are found like ours. */
const disguised = <T>(value: T): T => {
  if (typeof value === "string") return pseudoText(value) as T;
  if (Array.isArray(value)) return value.map(disguised) as T;
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, key === "locale" ? inner : disguised(inner)]),
    ) as T;
  }
  return value;
};

/** Loads a language's catalogs, then renders in it (`<html lang>` too). */
export const showLocale = async (locale: RenderLocale) => {
  let antdLocale: AntdLocale | undefined;
  if (locale === "es") {
    const [spanish, antdSpanish] = await Promise.all([import("@kindred/contract/es"), import("antd/locale/es_ES")]);
    spanish.registerSpanish();
    antdLocale = antdSpanish.default;
  } else if (locale === "pseudo") {
    antdLocale = disguised((await import("antd/locale/en_US")).default);
  }
  document.documentElement.lang = locale === "pseudo" ? "en" : locale;
  useLocaleStore.setState({ locale, antdLocale });
};

/** The member chose `locale` (the switch, or their saved choice): kept in this browser and shown. */
export const chooseLocale = async (locale: Locale, env: LocaleEnvironment = browserEnvironment()) => {
  try {
    env.storage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private windows may refuse storage: the choice still holds for this visit.
  }
  // The server paints the first page of the next visit in it too (docs/languages.md).
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox ESR and Electron's test stand-in.
  document.cookie = `${LOCALE_STORAGE_KEY}=${locale}; path=/; max-age=31536000; samesite=lax`;
  await showLocale(locale);
};

/** The `Accept-Language` the app's calls send: the server answers in the language on screen. */
export const acceptLanguage = (): string => {
  const { locale } = useLocaleStore.getState();
  return locale === "pseudo" ? "x-pseudo" : locale;
};
