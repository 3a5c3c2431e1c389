import { localized, msg } from "./i18n/catalog";

/** The language switch (user menu and /login). Each language is named in itself (LOCALE_NAMES). */
const LANGUAGE = {
  label: "Language",
  menuItem: msg<[language: string]>("Language: {language}", "language"),
  failed: "The language could not be changed. Please try again.",
} as const;

export type LanguageCatalog = typeof LANGUAGE;
export const LANGUAGE_TEXTS = localized("language", LANGUAGE);
