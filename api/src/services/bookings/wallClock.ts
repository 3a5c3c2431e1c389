import { utcOffset } from "../calendar/vtimezone";

/**
 * Wall-clock time in an IANA zone, from `Intl` alone: a weekly series keeps its local time of day
 * (18:00 stays 18:00 when the clocks change), so each date's instant is worked out in its zone.
 */

export interface LocalTime {
  /** `YYYY-MM-DD` */
  date: string;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** `at` as its day and time of day in `timeZone`. */
export const localTimeOf = (at: Date, timeZone: string): LocalTime => {
  const shifted = new Date(at.getTime() + utcOffset(timeZone, at) * MINUTE);
  return {
    date: shifted.toISOString().slice(0, 10),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
    millisecond: shifted.getUTCMilliseconds(),
  };
};

/** `at`'s day in `timeZone` (`YYYY-MM-DD`). */
export const localDateOf = (at: Date, timeZone: string): string => localTimeOf(at, timeZone).date;

/**
 * The instant when `timeZone`'s clocks show `local`. A time skipped by a spring-forward change
 * lands after it (02:30 becomes 03:30); a time shown twice in the autumn is its first showing.
 */
export const instantOf = (local: LocalTime, timeZone: string): Date => {
  const [y, m, d] = local.date.split("-").map(Number) as [number, number, number];
  const asUtc = Date.UTC(y, m - 1, d, local.hour, local.minute, local.second, local.millisecond);
  const before = utcOffset(timeZone, new Date(asUtc - DAY));
  const after = utcOffset(timeZone, new Date(asUtc + DAY));
  // Try the earlier offset first (the first showing of a repeated hour), then the later one.
  for (const offset of before >= after ? [before, after] : [after, before]) {
    const candidate = asUtc - offset * MINUTE;
    if (utcOffset(timeZone, new Date(candidate)) === offset) return new Date(candidate);
  }
  // In a gap: neither offset reads back, so move forward by the change.
  return new Date(asUtc - before * MINUTE);
};

/** `date` plus `days` (`YYYY-MM-DD`). */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** Whole days from `from` to `to` (`YYYY-MM-DD`). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);

/** The weekday of a `YYYY-MM-DD` day, 0 = Sunday. */
export const weekdayOf = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();
