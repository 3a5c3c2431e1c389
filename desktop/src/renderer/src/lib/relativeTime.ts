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

/** "5 minutes ago", "yesterday", "just now": for notifications and list rows. */
export const formatRelativeTime = (iso: string, now: Date = new Date()): string => {
  const date = new Date(iso);
  if (!isValid(date)) return iso;
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(undefined, { numeric: "auto" });
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
  const time = date.toLocaleTimeString(formattingLocale(), { hour: "numeric", minute: "2-digit" });
  return sameDay(date, now)
    ? time
    : `${date.toLocaleDateString(formattingLocale(), { month: "short", day: "numeric" })}, ${time}`;
};

/** A list row's date: the time today, otherwise "Nov 21" (with the year when not this year). */
export const formatShortDate = (iso: string, now: Date = new Date()): string => {
  const date = new Date(iso);
  if (!isValid(date)) return iso;
  if (sameDay(date, now)) return date.toLocaleTimeString(formattingLocale(), { hour: "numeric", minute: "2-digit" });
  return date.toLocaleDateString(formattingLocale(), {
    month: "short",
    day: "numeric",
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: "numeric" }),
  });
};

/** The full date and time, for tooltips and `title`. */
export const formatDateTime = (iso: string): string => {
  const date = new Date(iso);
  return isValid(date) ? date.toLocaleString(formattingLocale(), { dateStyle: "medium", timeStyle: "short" }) : iso;
};
