import { localStamp, offsetText } from "./icalendar";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const WEEKDAYS = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"] as const;

/** Formatters are costly to make and a year's scan asks hundreds of times: one per zone and style. */
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatter = (timeZone: string, style: "longOffset" | "short") => {
  const key = `${timeZone} ${style}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: style });
    formatters.set(key, found);
  }
  return found;
};

/** The UTC offset of `timeZone` at `at`, in minutes. */
export const utcOffset = (timeZone: string, at: Date): number => {
  const name = formatter(timeZone, "longOffset")
    .formatToParts(at)
    .find((part) => part.type === "timeZoneName")?.value;
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name ?? "");
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === "-" ? -minutes : minutes;
};

const shortName = (timeZone: string, at: Date): string =>
  formatter(timeZone, "short")
    .formatToParts(at)
    .find((part) => part.type === "timeZoneName")?.value ?? timeZone;

/** The first minute in (from, to] whose offset differs from `from`'s (the two differ). */
const findChange = (timeZone: string, from: number, to: number): number => {
  const before = utcOffset(timeZone, new Date(from));
  let low = from;
  let high = to;
  while (high - low > MINUTE) {
    const middle = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
    if (utcOffset(timeZone, new Date(middle)) === before) low = middle;
    else high = middle;
  }
  return high;
};

interface Transition {
  at: number;
  from: number;
  to: number;
}

/** The offset changes of `timeZone` during `year`, found day by day and then to the minute. */
export const transitionsIn = (timeZone: string, year: number): Transition[] => {
  const found: Transition[] = [];
  const end = Date.UTC(year + 1, 0, 1);
  for (let day = Date.UTC(year, 0, 1); day < end; day += DAY) {
    const from = utcOffset(timeZone, new Date(day));
    const to = utcOffset(timeZone, new Date(day + DAY));
    if (from !== to) found.push({ at: findChange(timeZone, day, day + DAY), from, to });
  }
  return found;
};

/** `BYDAY` for a day of the month: `2SU` for the second Sunday, `-1SU` for the last. */
const byDay = (date: Date): string => {
  const day = date.getUTCDate();
  const daysInMonth = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  const ordinal = day + 7 > daysInMonth ? -1 : Math.ceil(day / 7);
  return `${ordinal}${WEEKDAYS[date.getUTCDay()]}`;
};

/** The day in 1970 that the same yearly rule names, so the observance starts before any event. */
const ruleDayIn1970 = (month: number, rule: string): string => {
  const ordinal = Number.parseInt(rule, 10);
  const weekday = WEEKDAYS.indexOf(rule.slice(-2) as (typeof WEEKDAYS)[number]);
  const days: number[] = [];
  for (let d = 1; d <= 31; d += 1) {
    const date = new Date(Date.UTC(1970, month, d));
    if (date.getUTCMonth() === month && date.getUTCDay() === weekday) days.push(d);
  }
  const day = ordinal === -1 ? days[days.length - 1] : days[ordinal - 1];
  return `1970-${String(month + 1).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
};

const observance = (timeZone: string, transition: Transition, isDaylight: boolean): string[] => {
  // DTSTART is the wall-clock time just before the change, in the offset then in force.
  const wallClock = new Date(transition.at + transition.from * MINUTE);
  const rule = byDay(wallClock);
  const month = wallClock.getUTCMonth();
  const kind = isDaylight ? "DAYLIGHT" : "STANDARD";
  return [
    `BEGIN:${kind}`,
    `DTSTART:${localStamp(ruleDayIn1970(month, rule), wallClock.getUTCHours(), wallClock.getUTCMinutes())}`,
    `RRULE:FREQ=YEARLY;BYMONTH=${month + 1};BYDAY=${rule}`,
    `TZOFFSETFROM:${offsetText(transition.from)}`,
    `TZOFFSETTO:${offsetText(transition.to)}`,
    `TZNAME:${shortName(timeZone, new Date(transition.at + MINUTE))}`,
    `END:${kind}`,
  ];
};

const written = new Map<string, string[]>();

/**
 * A VTIMEZONE for `timeZone` as its rules stand in `year`: two yearly observances when it
 * changes clocks, else one fixed offset. Written from the runtime's time-zone data (ICU), so
 * any zone `TZ` names works without a bundled database.
 */
export const vtimezone = (timeZone: string, year: number): string[] => {
  const key = `${timeZone} ${year}`;
  const known = written.get(key);
  if (known) return known;
  const changes = transitionsIn(timeZone, year);
  // A zone that changed for good during the year is described by where it ended up.
  const lastDay = new Date(Date.UTC(year, 11, 31));
  const fixed = offsetText(utcOffset(timeZone, lastDay));
  const body =
    changes.length === 2
      ? changes.flatMap((change) => observance(timeZone, change, change.to > change.from))
      : [
          "BEGIN:STANDARD",
          "DTSTART:19700101T000000",
          `TZOFFSETFROM:${fixed}`,
          `TZOFFSETTO:${fixed}`,
          `TZNAME:${shortName(timeZone, lastDay)}`,
          "END:STANDARD",
        ];
  const lines = ["BEGIN:VTIMEZONE", `TZID:${timeZone}`, ...body, "END:VTIMEZONE"];
  // A zone's rules for a year do not change while the process runs; feeds are polled often.
  written.set(key, lines);
  return lines;
};
