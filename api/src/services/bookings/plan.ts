import { BOOKING_RULES, BOOKING_TEXTS, SLOT_HOURS } from "@kindred/contract";
import { ValidationError } from "../../errors";
import { addDays, daysBetween, instantOf, localDateOf, localTimeOf, weekdayOf } from "./wallClock";

export interface PlannedOccurrence {
  date: string;
  startsAt: Date;
  endsAt: Date;
}

/**
 * The dates of a proposal: its first one, then (weekly) the same wall-clock start and length every
 * seven days in `timeZone` up to `until` inclusive, at most 26. Too many dates or an `until` before
 * the first is a 400 on `repeatWeekly.until`.
 */
export const planOccurrences = (
  { startsAt, endsAt, until }: { startsAt: Date; endsAt: Date; until: string | null },
  timeZone: string,
): PlannedOccurrence[] => {
  const start = localTimeOf(startsAt, timeZone);
  const end = localTimeOf(endsAt, timeZone);
  const endDayOffset = daysBetween(start.date, end.date);
  if (!until) return [{ date: start.date, startsAt, endsAt }];
  const weeks = Math.floor(daysBetween(start.date, until) / 7);
  const problem =
    weeks < 0
      ? BOOKING_TEXTS.untilBeforeStart
      : weeks + 1 > BOOKING_RULES.maxOccurrences
        ? BOOKING_TEXTS.tooManyOccurrences
        : null;
  if (problem) throw ValidationError(undefined, [{ path: "repeatWeekly.until", message: problem }]);
  return Array.from({ length: weeks + 1 }, (_, week) => {
    const date = addDays(start.date, week * 7);
    return {
      date,
      startsAt: instantOf({ ...start, date }, timeZone),
      endsAt: instantOf({ ...end, date: addDays(date, endDayOffset) }, timeZone),
    };
  });
};

/**
 * Whether every date lies within one of the offer's weekly slots (in `timeZone`). Flexible and
 * by-arrangement slots have no hours, so a time is outside them unless some slot with hours holds it.
 */
export const outsideAvailability = (
  occurrences: readonly PlannedOccurrence[],
  availability: readonly string[],
  timeZone: string,
): boolean =>
  occurrences.some((occurrence) => {
    const start = localTimeOf(occurrence.startsAt, timeZone);
    const end = localTimeOf(occurrence.endsAt, timeZone);
    if (end.date !== start.date && !(end.hour === 0 && end.minute === 0 && daysBetween(start.date, end.date) === 1)) {
      return true;
    }
    const weekend = [0, 6].includes(weekdayOf(start.date));
    const from = start.hour * 60 + start.minute;
    const to = end.date === start.date ? end.hour * 60 + end.minute : 24 * 60;
    // Adjacent slots (morning then afternoon) join into one open stretch.
    const open = availability
      .map((slot) => SLOT_HOURS[slot as keyof typeof SLOT_HOURS])
      .filter((hours) => hours && (hours.days === "weekend") === weekend)
      .map((hours) => [hours!.start * 60, hours!.end * 60] as const)
      .sort((a, b) => a[0] - b[0]);
    let covered = from;
    for (const [slotStart, slotEnd] of open) {
      if (slotStart <= covered && slotEnd > covered) covered = slotEnd;
    }
    return covered < to;
  });

/** The first unavailable date any of `occurrences` touches (start or end day), if one does. */
export const unavailableDateAmong = (
  occurrences: ReadonlyArray<Pick<PlannedOccurrence, "startsAt" | "endsAt">>,
  unavailableDates: readonly string[],
  timeZone: string,
): string | null => {
  if (unavailableDates.length === 0) return null;
  const closed = new Set(unavailableDates);
  for (const occurrence of occurrences) {
    // An end at midnight sharp does not touch the next day.
    const lastMoment = new Date(occurrence.endsAt.getTime() - 1);
    for (const day of [localDateOf(occurrence.startsAt, timeZone), localDateOf(lastMoment, timeZone)]) {
      if (closed.has(day)) return day;
    }
  }
  return null;
};
