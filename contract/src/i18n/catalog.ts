import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { IntlMessageFormat } from "intl-messageformat";
import { activeLocale, intlLocale, isLocale, type Locale, type RenderLocale } from "./locale";

/**
 * What an ICU message's arguments may be: text, a count, a moment, or nothing — a message picks
 * its wording for a missing value with `{until, select, null {…} other {…}}`, and for a flag with
 * `{active, select, true {…} other {…}}`.
 */
export type MessageArg = string | number | boolean | Date | null;

/**
 * A text with arguments, as an ICU message ("Warn {name}", "{count, plural, one {# day} other
 * {# days}}") and the order its arguments are passed in (`names`), so a call reads
 * `texts.warnTitle(member.name)`. Translations give only the message; the names are English's.
 */
export interface IcuMessage<Args extends readonly MessageArg[]> {
  /** The message; the app's build hands it over already parsed (desktop/precompileMessages.ts). */
  readonly icu: IcuText;
  readonly names: readonly string[];
  /** Only carries the argument types. */
  readonly args?: Args;
}

/** An ICU message as written, or as the build parsed it. */
export type IcuText = string | readonly MessageFormatElement[];

export const msg = <Args extends readonly MessageArg[]>(
  icu: IcuText,
  ...names: { [K in keyof Args]: string }
): IcuMessage<Args> => ({ icu, names });

const isMessage = (value: unknown): value is IcuMessage<readonly MessageArg[]> =>
  typeof value === "object" && value !== null && "icu" in value && "names" in value;

/** A catalog as code reads it: every message a function of its arguments, everything else as written. */
export type Texts<T> =
  T extends IcuMessage<infer Args>
    ? (...args: Args) => string
    : T extends string
      ? string
      : T extends (...args: infer Args) => infer Result
        ? (...args: Args) => Result
        : T extends object
          ? { readonly [K in keyof T]: Texts<T[K]> }
          : T;

/**
 * A translation of an English catalog: the same keys, every message as an ICU string with the same
 * arguments, every plain text as text. A leaf that is code in English (it picks between texts) is
 * code in the translation too, with the same signature.
 */
export type Translation<T> =
  T extends IcuMessage<readonly MessageArg[]>
    ? string
    : T extends string
      ? string
      : T extends (...args: infer Args) => infer Result
        ? (...args: Args) => Result
        : T extends object
          ? { readonly [K in keyof T]: Translation<T[K]> }
          : T;

type Translations = Partial<Record<Exclude<Locale, "en">, Map<string, unknown>>>;
const translations: Translations = {};
const english = new Map<string, unknown>();

/** Makes a translation of the catalog `id` known; a language's catalogs load together (see `./es`). */
export const registerTranslation = <T>(locale: Exclude<Locale, "en">, id: string, catalog: Translation<T>) => {
  const catalogs = translations[locale] ?? new Map<string, unknown>();
  translations[locale] = catalogs;
  catalogs.set(id, catalog);
};

export const hasTranslations = (locale: Locale) => locale === "en" || (translations[locale]?.size ?? 0) > 0;

/** Every catalog by id, English as written: for the completeness tests. */
export const englishCatalogs = (): ReadonlyMap<string, unknown> => english;
export const translatedCatalogs = (locale: Exclude<Locale, "en">): ReadonlyMap<string, unknown> =>
  translations[locale] ?? new Map();

/**
 * intl-messageformat resolves every new formatter's locale with `Intl.NumberFormat.supportedLocalesOf`,
 * whose first call lists every locale the engine knows: 10–20 ms of the web app's first page in
 * Chromium, four times that at Lighthouse's CPU slowdown (docs/performance.md). The catalogs only
 * format in the app's own languages, tags every engine supports, so those resolve to the same
 * `Intl.Locale` without that listing; any other tag still goes through the library's own lookup.
 */
const resolveLocale = IntlMessageFormat.resolveLocale;
const resolvedLocales = new Map<string, Intl.Locale>();
IntlMessageFormat.resolveLocale = (locales) => {
  if (!isLocale(locales)) return resolveLocale(locales);
  let resolved = resolvedLocales.get(locales);
  if (!resolved) {
    resolved = new Intl.Locale(locales);
    resolvedLocales.set(locales, resolved);
  }
  return resolved;
};

const formatters = new Map<string, IntlMessageFormat>();
const parsedFormatters = new WeakMap<readonly MessageFormatElement[], Map<Locale, IntlMessageFormat>>();
const formatter = (icu: IcuText, locale: Locale) => {
  if (typeof icu === "string") {
    const key = `${locale}\u0000${icu}`;
    let found = formatters.get(key);
    if (!found) {
      found = new IntlMessageFormat(icu, locale, undefined, { ignoreTag: true });
      formatters.set(key, found);
    }
    return found;
  }
  const byLocale = parsedFormatters.get(icu) ?? new Map<Locale, IntlMessageFormat>();
  parsedFormatters.set(icu, byLocale);
  let found = byLocale.get(locale);
  if (!found) {
    found = new IntlMessageFormat(icu as MessageFormatElement[], locale, undefined, { ignoreTag: true });
    byLocale.set(locale, found);
  }
  return found;
};

const isIcuText = (value: unknown): value is IcuText => typeof value === "string" || Array.isArray(value);

/** Formats an ICU message with its arguments in order of `names`. */
export const formatMessage = (icu: IcuText, locale: Locale, names: readonly string[], args: readonly MessageArg[]) => {
  const values: Record<string, MessageArg> = {};
  names.forEach((name, index) => {
    values[name] = args[index] as MessageArg;
  });
  return String(formatter(icu, locale).format(values));
};

/**
 * The pseudo-locale: every ASCII letter swapped for an accented twin, so a screen rendered in it
 * shows plain English letters only where text skipped the catalogs (or is a member's own words).
 */
const PSEUDO_FROM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
const PSEUDO_TO = [..."ȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑȦƁƇḒḖƑƓĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐ"];
export const pseudoText = (text: string) =>
  text.replace(/[A-Za-z]/g, (letter) => PSEUDO_TO[PSEUDO_FROM.indexOf(letter)] ?? letter);

const pseudoValue = (value: unknown): unknown => (typeof value === "string" ? pseudoText(value) : value);

/** The leaf `key` of the catalog node `english` in `locale`: text, a function, or a nested node. */
const leafIn = (locale: RenderLocale, english: unknown, translated: unknown, key: PropertyKey): unknown => {
  const source = (english as Record<PropertyKey, unknown>)[key];
  if (isMessage(source)) {
    if (locale === "pseudo")
      return (...args: MessageArg[]) => pseudoText(formatMessage(source.icu, "en", source.names, args));
    const icu = locale === "en" ? source.icu : (translated as Record<PropertyKey, unknown> | undefined)?.[key];
    const message = isIcuText(icu) ? icu : source.icu;
    const formatLocale = isIcuText(icu) ? intlLocale(locale) : "en";
    return (...args: MessageArg[]) => formatMessage(message, formatLocale, source.names, args);
  }
  if (locale === "en" || source === null || typeof source === "object") return source;
  if (locale === "pseudo") {
    return typeof source === "function"
      ? (...args: unknown[]) => pseudoValue((source as (...given: unknown[]) => unknown)(...args))
      : pseudoValue(source);
  }
  const given = (translated as Record<PropertyKey, unknown> | undefined)?.[key];
  return typeof given === typeof source ? given : source;
};

/**
 * A catalog node read through the active locale. The proxy keeps the English node as its target,
 * so keys, arrays and `Object.entries` behave as the English catalog; every read asks which
 * language is active at that moment.
 */
const nodeProxy = (id: string, path: readonly PropertyKey[], node: object): object => {
  const children = new Map<PropertyKey, object>();
  const translatedNode = (locale: RenderLocale): unknown => {
    if (locale === "en" || locale === "pseudo") return undefined;
    let at: unknown = translations[locale]?.get(id);
    for (const step of path) at = (at as Record<PropertyKey, unknown> | undefined)?.[step];
    return at;
  };
  // Functions made for a message are kept per language (and per loaded translation), so a text
  // read twice is the same value.
  const cachedLeaves = new Map<string, { of: unknown; leaf: unknown }>();
  return new Proxy(node, {
    get(target, key, receiver) {
      // Only the catalog's own entries are texts; an array's methods and the like are as they were.
      if (typeof key === "symbol" || !Object.hasOwn(target, key)) return Reflect.get(target, key, receiver);
      const source = (target as Record<PropertyKey, unknown>)[key];
      if (source !== null && typeof source === "object" && !isMessage(source)) {
        let child = children.get(key);
        if (!child) {
          child = nodeProxy(id, [...path, key], source);
          children.set(key, child);
        }
        return child;
      }
      if (typeof source !== "string" && typeof source !== "function" && !isMessage(source)) return source;
      const locale = activeLocale();
      if (locale === "en" && !isMessage(source)) return source;
      const translated = translatedNode(locale);
      const cacheKey = `${locale}\u0000${key}`;
      const cached = cachedLeaves.get(cacheKey);
      if (cached && cached.of === translated) return cached.leaf;
      const leaf = leafIn(locale, target, translated, key);
      cachedLeaves.set(cacheKey, { of: translated, leaf });
      return leaf;
    },
    set: () => false,
  });
};

/**
 * The catalog `id` written in English (`msg` for texts with arguments), read through the active
 * locale. Modules export what this returns under the names they always had, so code reads
 * `MODERATION_TEXTS.ui.warnTitle(name)` whatever the language.
 */
export const localized = <T extends object>(id: string, catalog: T): Texts<T> => {
  if (english.has(id)) throw new Error(`Two catalogs are called ${id}`);
  english.set(id, catalog);
  return nodeProxy(id, [], catalog) as Texts<T>;
};
