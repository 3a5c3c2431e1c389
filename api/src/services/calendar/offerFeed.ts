import { CALENDAR_TEXTS, SLOT_HOURS } from "@kindred/contract";
import { escapeText, icsDocument, localStamp, utcStamp } from "./icalendar";
import { vtimezone } from "./vtimezone";

const DAY_CODES = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"] as const;
const WEEKDAYS = [1, 2, 3, 4, 5];
const WEEKEND = [6, 0];

export interface FeedOffer {
  id: string;
  spaceName: string;
  availability: readonly string[];
  unavailableDates: readonly string[];
  createdAt: Date;
  updatedAt: Date;
}

export interface FeedOptions {
  /** The IANA zone the slots' hours are in: the server's. */
  timeZone: string;
  /** Makes UIDs globally unique (the public URL's host). */
  host: string;
  /** Confirmed booking times, shown as busy events without names. */
  busy?: ReadonlyArray<{ id: string; start: Date; end: Date }>;
}

const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** `at` as a `YYYY-MM-DD` day in `timeZone`. */
const dayIn = (timeZone: string, at: Date) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);

/** The first day on or after `from` that falls on one of `days` (so DTSTART is the rule's first instance). */
const firstOn = (from: string, days: readonly number[]) => {
  let day = from;
  while (!days.includes(weekday(day))) day = nextDay(day);
  return day;
};

/**
 * The offer's calendar: one weekly recurring event per slot with hours, from the week the offer
 * was listed, its unavailable dates on those days as EXDATEs; times in `timeZone` with its
 * VTIMEZONE. Confirmed bookings follow as busy events in UTC, named only "booked".
 */
export const offerFeed = (offer: FeedOffer, { timeZone, host, busy = [] }: FeedOptions): string => {
  const stamp = utcStamp(offer.updatedAt);
  const listed = dayIn(timeZone, offer.createdAt);
  const events = offer.availability.flatMap((slot) => {
    const hours = SLOT_HOURS[slot as keyof typeof SLOT_HOURS];
    if (!hours) return [];
    const days = hours.days === "weekday" ? WEEKDAYS : WEEKEND;
    const start = firstOn(listed, days);
    const closed = offer.unavailableDates.filter((day) => day >= start && days.includes(weekday(day)));
    return [
      "BEGIN:VEVENT",
      `UID:${offer.id}-${slot}@${host}`,
      `DTSTAMP:${stamp}`,
      `LAST-MODIFIED:${stamp}`,
      `DTSTART;TZID=${timeZone}:${localStamp(start, hours.start)}`,
      `DTEND;TZID=${timeZone}:${localStamp(start, hours.end)}`,
      `RRULE:FREQ=WEEKLY;BYDAY=${days.map((day) => DAY_CODES[day]).join(",")}`,
      ...(closed.length > 0
        ? [`EXDATE;TZID=${timeZone}:${closed.map((day) => localStamp(day, hours.start)).join(",")}`]
        : []),
      `SUMMARY:${escapeText(CALENDAR_TEXTS.eventSummary(offer.spaceName, slot))}`,
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
    ];
  });
  return icsDocument([
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Kindred Spaces//Space calendar//EN",
    "CALSCALE:GREGORIAN",
    `X-WR-CALNAME:${escapeText(CALENDAR_TEXTS.feedName(offer.spaceName))}`,
    `X-WR-TIMEZONE:${timeZone}`,
    ...vtimezone(timeZone, new Date().getUTCFullYear()),
    ...events,
    ...busy.flatMap((range) => [
      "BEGIN:VEVENT",
      `UID:busy-${range.id}@${host}`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${utcStamp(range.start)}`,
      `DTEND:${utcStamp(range.end)}`,
      `SUMMARY:${escapeText(CALENDAR_TEXTS.busySummary(offer.spaceName))}`,
      "TRANSP:OPAQUE",
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
  ]);
};
