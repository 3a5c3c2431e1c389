import { CALENDAR_TEXTS } from "@kindred/contract";
import { localTimeOf } from "../bookings/wallClock";
import { escapeText, icsDocument, localStamp, utcStamp } from "./icalendar";
import { vtimezone } from "./vtimezone";

export interface FeedOccurrence {
  startsAt: Date;
  endsAt: Date;
  originalStartsAt: Date;
  status: string;
}

export interface FeedBooking {
  id: string;
  spaceName: string | null;
  otherPartyName: string;
  timeZone: string;
  /** The first date as proposed: the series' start and length. */
  startsAt: Date;
  endsAt: Date;
  note: string | null;
  updatedAt: Date;
  /** In series order (by where the series put them). */
  occurrences: FeedOccurrence[];
}

/** A DATE-TIME in `timeZone`'s wall-clock time, for a TZID property. */
const zoned = (at: Date, timeZone: string) => {
  const local = localTimeOf(at, timeZone);
  return localStamp(local.date, local.hour, local.minute);
};

/**
 * One booking as calendar apps expect it: a series is one weekly recurring event in its zone
 * (COUNT dates from the first), its cancelled dates EXDATEs, a moved date an override with its
 * RECURRENCE-ID; a single date is one event, CANCELLED when it was.
 */
const bookingEvents = (booking: FeedBooking, host: string): string[] => {
  if (booking.occurrences.length === 0) return [];
  const zone = booking.timeZone;
  const uid = `booking-${booking.id}@${host}`;
  const stamp = utcStamp(booking.updatedAt);
  const summary = `SUMMARY:${escapeText(CALENDAR_TEXTS.bookingSummary(booking.spaceName ?? "", booking.otherPartyName))}`;
  const description = booking.note ? [`DESCRIPTION:${escapeText(booking.note)}`] : [];
  const series = booking.occurrences.length > 1;
  const cancelled = booking.occurrences.filter((o) => o.status === "cancelled");
  const moved = booking.occurrences.filter(
    (o) => o.status !== "cancelled" && o.startsAt.getTime() !== o.originalStartsAt.getTime(),
  );
  const master = [
    "BEGIN:VEVENT",
    `UID:${uid}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;TZID=${zone}:${zoned(booking.startsAt, zone)}`,
    `DTEND;TZID=${zone}:${zoned(booking.endsAt, zone)}`,
    ...(series ? [`RRULE:FREQ=WEEKLY;COUNT=${booking.occurrences.length}`] : []),
    ...(series && cancelled.length > 0
      ? [`EXDATE;TZID=${zone}:${cancelled.map((o) => zoned(o.originalStartsAt, zone)).join(",")}`]
      : []),
    summary,
    ...description,
    `STATUS:${!series && cancelled.length > 0 ? "CANCELLED" : "CONFIRMED"}`,
    "END:VEVENT",
  ];
  const overrides = moved.flatMap((o) => [
    "BEGIN:VEVENT",
    `UID:${uid}`,
    `DTSTAMP:${stamp}`,
    `RECURRENCE-ID;TZID=${zone}:${zoned(o.originalStartsAt, zone)}`,
    `DTSTART;TZID=${zone}:${zoned(o.startsAt, zone)}`,
    `DTEND;TZID=${zone}:${zoned(o.endsAt, zone)}`,
    summary,
    ...description,
    "STATUS:CONFIRMED",
    "END:VEVENT",
  ]);
  return [...master, ...overrides];
};

/** A member's private feed: every confirmed (or since cancelled) booking of theirs, with each zone's VTIMEZONE. */
export const memberFeed = (bookings: readonly FeedBooking[], { host, now }: { host: string; now: Date }): string => {
  const zones = [...new Set(bookings.map((booking) => booking.timeZone))];
  return icsDocument([
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Kindred Spaces//Bookings//EN",
    "CALSCALE:GREGORIAN",
    `X-WR-CALNAME:${escapeText(CALENDAR_TEXTS.memberFeedName)}`,
    ...zones.flatMap((zone) => vtimezone(zone, now.getUTCFullYear())),
    ...bookings.flatMap((booking) => bookingEvents(booking, host)),
    "END:VCALENDAR",
  ]);
};
