import { formattingLocale } from "@kindred/contract";

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

const isValid = (date: Date) => !Number.isNaN(date.getTime());

/**
 * Formatters in the language on screen, made once per language and set of options:
 * `toLocaleDateString` with options builds a new one on every call, which in a list of matches or
 * messages was a few milliseconds of every render.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterOf = (options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat => {
  const locale = formattingLocale();
  const key = `${locale}${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
};
const TIME: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit" };
const DAY: Intl.DateTimeFormatOptions = { month: "short", day: "numeric" };
const DAY_WITH_YEAR: Intl.DateTimeFormatOptions = { ...DAY, year: "numeric" };
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" };
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

/**
 * Makes the language's time formatter ahead of use. A page's first `Intl.DateTimeFormat` loads the
 * locale's date data (about 15 ms in Chromium, 60 ms at Lighthouse's CPU slowdown): a scene whose
 * first screen shows times calls this in a task of its own while its data travels, instead of
 * paying it inside its first render (docs/performance.md).
 */
export const prepareDateFormats = () => {
  formatterOf(TIME);
};

/** "5 minutes ago", "yesterday", "just now": for notifications and list rows. */
export const formatRelativeTime = (iso: string, now: Date = new Date()): string => {
  const date = new Date(iso);
  if (!isValid(date)) return iso;
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const locale = formattingLocale();
  const format = relativeFormats.get(locale) ?? new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  relativeFormats.set(locale, format);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, "second");
};

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/** A message's time: "3:45 PM" today, "Nov 21, 3:45 PM" before. */
export const formatMessageTime = (iso: string, now: Date = new Date()): string => {
  const date = new Date(iso);
  if (!isValid(date)) return iso;
  const time = formatterOf(TIME).format(date);
  return sameDay(date, now) ? time : `${formatterOf(DAY).format(date)}, ${time}`;
};

/** A list row's date: the time today, otherwise "Nov 21" (with the year when not this year). */
export const formatShortDate = (iso: string, now: Date = new Date()): string => {
  const date = new Date(iso);
  if (!isValid(date)) return iso;
  if (sameDay(date, now)) return formatterOf(TIME).format(date);
  return formatterOf(date.getFullYear() === now.getFullYear() ? DAY : DAY_WITH_YEAR).format(date);
};

/** The full date and time, for tooltips and `title`. */
export const formatDateTime = (iso: string): string => {
  const date = new Date(iso);
  return isValid(date) ? formatterOf(DATE_TIME).format(date) : iso;
};
