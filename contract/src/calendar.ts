import { z } from "zod";
import { choiceLabel } from "./choiceLabels";
import type { AvailabilitySlot } from "./choices";
import { localized, msg } from "./i18n/catalog";
import { text } from "./schemas/storableText";

/**
 * When a weekly slot is open: its days and hours, in the server's time zone. Flexible and
 * by-arrangement slots have no fixed hours, so they give no calendar events.
 */
export const SLOT_HOURS: Partial<
  Record<AvailabilitySlot, { days: "weekday" | "weekend"; start: number; end: number }>
> = {
  "weekday-morning": { days: "weekday", start: 6, end: 12 },
  "weekday-afternoon": { days: "weekday", start: 12, end: 18 },
  "weekday-evening": { days: "weekday", start: 18, end: 22 },
  "weekend-morning": { days: "weekend", start: 6, end: 12 },
  "weekend-afternoon": { days: "weekend", start: 12, end: 18 },
  "weekend-evening": { days: "weekend", start: 18, end: 22 },
};

/** The most unavailable dates one offer keeps (a bit over two years of single days). */
export const MAX_UNAVAILABLE_DATES = 800;

/** An open slot's event title: the space and the slot's label, worded in the active language. */
export const slotEventSummary = (spaceName: string, slot: string): string =>
  CALENDAR_TEXTS.openSlotSummary(spaceName, choiceLabel(slot));

const CALENDAR = {
  title: "Calendar",
  previousMonth: "Previous month",
  nextMonth: "Next month",
  /** The grid's label, e.g. "Availability in March 2027". */
  gridLabel: msg<[month: string]>("Availability in {month}", "month"),
  hostHint: "Pick a day and press Enter or Space (or click it) to mark it unavailable; again to clear it.",
  unavailable: "Unavailable",
  noSlots: "No set hours",
  /** A day cell's accessible name, e.g. "Friday, March 5, 2027: Morning, Evening". */
  dayLabel: msg<[date: string, state: string]>("{date}: {state}", "date", "state"),
  slotNames: { morning: "Morning", afternoon: "Afternoon", evening: "Evening" } as const,
  /** Beside a day: today, and the days already gone (muted). */
  today: "Today",
  past: "Past",
  legendLabel: "What the colours mean",
  legendOpen: "Open",
  legendBooked: "Booked",
  /** The host's range form: many days in one action. */
  rangeTitle: "Several days at once",
  rangeFrom: "From",
  rangeTo: "To",
  rangeMark: "Mark unavailable",
  rangeClear: "Make available",
  rangeInvalid: "Choose a first day from today on, on or before the last day, at most a year apart.",
  saved: "Calendar saved",
  saveFailed: "The calendar could not be saved. Please try again.",
  subscribe: "Subscribe in your calendar",
  download: "Download .ics",
  invalidDate: "Use a real date as YYYY-MM-DD",
  tooManyDates: "At most 800 unavailable dates",
  pastDate: "A day that is over cannot be changed",
  /** The feed's calendar name and an event's title. */
  feedName: msg<[spaceName: string]>("{spaceName} availability", "spaceName"),
  /** Takes the slot's id; the Spanish catalog gives the same function (`slotEventSummary`). */
  eventSummary: slotEventSummary,
  openSlotSummary: msg<[spaceName: string, slot: string]>("{spaceName}: open ({slot})", "spaceName", "slot"),
  /** A confirmed booking in the offer's public feed: no names. */
  busySummary: msg<[spaceName: string]>("{spaceName}: booked", "spaceName"),
  /** The member's private feed of their bookings. */
  memberFeedName: "Kindred Spaces bookings",
  bookingSummary: msg<[spaceName: string, otherName: string]>("{spaceName} with {otherName}", "spaceName", "otherName"),
} as const;

export type CalendarCatalog = typeof CALENDAR;
export const CALENDAR_TEXTS = localized("calendar", CALENDAR);

/** The part of the day a slot's hours fall in (the month view's wording). */
export const slotPart = (slot: string): keyof typeof CALENDAR_TEXTS.slotNames | null => {
  const part = slot.split("-")[1];
  return part === "morning" || part === "afternoon" || part === "evening" ? part : null;
};

/** `YYYY-MM-DD` naming a day that exists (no 2027-02-30). */
export const calendarDate = text().refine(
  (text) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    if (!match) return false;
    const [, y, m, d] = match.map(Number) as [number, number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  },
  { error: () => CALENDAR_TEXTS.invalidDate },
);

const HOUR = 3_600_000;

/**
 * The first day a host may still change: the date at UTC−12, the last place on Earth where it is
 * still today. An earlier day is over everywhere, whatever the host's time zone, so it is refused.
 */
export const firstChangeableDay = (now = Date.now()): string => new Date(now - 12 * HOUR).toISOString().slice(0, 10);

/**
 * `PUT /api/space-offers/{id}/unavailable-dates`: the whole set from `firstChangeableDay` on,
 * deduplicated and sorted. Days before it are kept as stored (docs/calendars-live-requests-impact.md).
 */
export const unavailableDatesInput = z.object({
  dates: z
    .array(calendarDate)
    .transform((dates) => [...new Set(dates)].sort())
    .pipe(z.array(z.string()).max(MAX_UNAVAILABLE_DATES, { error: () => CALENDAR_TEXTS.tooManyDates })),
});
export type UnavailableDatesInput = z.input<typeof unavailableDatesInput>;

export const unavailableDates = z.object({ dates: z.array(z.string()) });
