import { CALENDAR_TEXTS, SLOT_HOURS, slotPart } from "@kindred/contract";

/** Days are `YYYY-MM-DD` strings worked on as UTC dates, so no local time zone shifts them. */
const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date) => date.toISOString().slice(0, 10);

export const addDays = (day: string, count: number) => toDay(new Date(toDate(day).getTime() + count * 86_400_000));

/** The same day of the month `count` months on, kept inside that month (31 Jan + 1 → 28 Feb). */
export const addMonths = (day: string, count: number) => {
  const date = toDate(day);
  const first = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + count, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(date.getUTCDate(), last));
  return toDay(first);
};

export const monthOf = (day: string) => day.slice(0, 7);

/** Today in the browser's zone. */
export const today = () => {
  const now = new Date();
  return toDay(new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())));
};

/** The weeks (Monday first) of the month holding `day`; days of other months are null. */
export const monthWeeks = (day: string): (string | null)[][] => {
  const date = toDate(day);
  const first = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
  const length = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  const lead = (first.getUTCDay() + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let d = 0; d < length; d += 1) cells.push(addDays(toDay(first), d));
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
};

const isWeekend = (day: string) => [0, 6].includes(toDate(day).getUTCDay());

/** The parts of the day (morning, afternoon, evening) the weekly slots open on `day`. */
export const openParts = (day: string, availability: readonly string[]) => {
  const kind = isWeekend(day) ? "weekend" : "weekday";
  return availability
    .filter((slot) => SLOT_HOURS[slot as keyof typeof SLOT_HOURS]?.days === kind)
    .map(slotPart)
    .filter((part): part is NonNullable<typeof part> => part !== null)
    .map((part) => CALENDAR_TEXTS.slotNames[part]);
};

/** A formatter made on first use: not in the task that evaluates the module (pages import it before any calendar shows). */
const formatter = (options: Intl.DateTimeFormatOptions) => {
  let made: Intl.DateTimeFormat | undefined;
  return {
    format: (date: Date) => {
      made ??= new Intl.DateTimeFormat("en-US", { timeZone: "UTC", ...options });
      return made.format(date);
    },
  };
};
const monthTitle = formatter({ month: "long", year: "numeric" });
const fullDate = formatter({ weekday: "long", month: "long", day: "numeric", year: "numeric" });
export const WEEKDAY_NAMES = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

export const formatMonth = (day: string) => monthTitle.format(toDate(day));

/** A day cell's accessible name: the full date and what the day is (unavailable, open parts or no set hours). */
export const dayLabel = (day: string, parts: readonly string[], unavailable: boolean) =>
  CALENDAR_TEXTS.dayLabel(
    fullDate.format(toDate(day)),
    unavailable ? CALENDAR_TEXTS.unavailable : parts.length > 0 ? parts.join(", ") : CALENDAR_TEXTS.noSlots,
  );

/** The day a key moves the focus to, or null for keys the grid leaves alone. */
export const moveByKey = (day: string, key: string): string | null => {
  switch (key) {
    case "ArrowLeft":
      return addDays(day, -1);
    case "ArrowRight":
      return addDays(day, 1);
    case "ArrowUp":
      return addDays(day, -7);
    case "ArrowDown":
      return addDays(day, 7);
    case "Home":
      return addDays(day, -((toDate(day).getUTCDay() + 6) % 7));
    case "End":
      return addDays(day, 6 - ((toDate(day).getUTCDay() + 6) % 7));
    case "PageUp":
      return addMonths(day, -1);
    case "PageDown":
      return addMonths(day, 1);
    default:
      return null;
  }
};

/** The set with `day` added or removed, sorted. */
export const toggleDay = (dates: readonly string[], day: string) =>
  dates.includes(day) ? dates.filter((d) => d !== day) : [...dates, day].sort();

/** Longest range the host's range form takes in one action. */
export const MAX_RANGE_DAYS = 366;

/** Every day from `from` to `to`, both included; null when the range is backwards, unreadable or too long. */
export const daysBetween = (from: string, to: string): string[] | null => {
  const start = toDate(from).getTime();
  const end = toDate(to).getTime();
  if (Number.isNaN(start) || Number.isNaN(end) || end < start) return null;
  const count = Math.round((end - start) / 86_400_000) + 1;
  if (count > MAX_RANGE_DAYS) return null;
  return Array.from({ length: count }, (_, index) => addDays(from, index));
};

/** The set with every day of `range` added (`unavailable`) or removed, sorted. */
export const setRange = (dates: readonly string[], range: readonly string[], unavailable: boolean) => {
  const set = new Set(dates);
  for (const day of range) {
    if (unavailable) set.add(day);
    else set.delete(day);
  }
  return [...set].sort();
};
