import type { MyOccurrence } from "@kindred/contract";
import { localDay } from "../../components/Bookings/bookingTime";
import { addDays, monthWeeks } from "../../components/OfferCalendar/monthGrid";

export type CalendarView = "week" | "month";

/** The Monday of `day`'s week. */
export const weekStart = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

/** The days a view shows around `day`: its week (Monday first), or its month's weeks (days of other months null). */
export const viewWeeks = (view: CalendarView, day: string): (string | null)[][] =>
  view === "week" ? [Array.from({ length: 7 }, (_, i) => addDays(weekStart(day), i))] : monthWeeks(day);

/** The first and last day a view shows (for the `from`/`to` of the read). */
export const viewRange = (view: CalendarView, day: string) => {
  const days = viewWeeks(view, day)
    .flat()
    .filter((d): d is string => d !== null);
  return { from: days[0] ?? day, to: days.at(-1) ?? day };
};

/** The dates by the device-local day they start on, each day in time order. */
export const byDay = (occurrences: readonly MyOccurrence[]) => {
  const days = new Map<string, MyOccurrence[]>();
  for (const occurrence of occurrences) {
    const day = localDay(occurrence.startsAt);
    days.set(day, [...(days.get(day) ?? []), occurrence]);
  }
  return days;
};

/** A proposal the member answers: proposed, and proposed by the other party. */
export const awaitsAnswer = (occurrence: MyOccurrence, viewerId: string) =>
  occurrence.bookingStatus === "proposed" && occurrence.proposedBy !== viewerId;

/** One proposal per booking (its first date), for the "Proposals to answer" list. */
export const proposalsToAnswer = (occurrences: readonly MyOccurrence[], viewerId: string) => {
  const seen = new Set<string>();
  return occurrences.filter((occurrence) => {
    if (!awaitsAnswer(occurrence, viewerId) || seen.has(occurrence.bookingId)) return false;
    seen.add(occurrence.bookingId);
    return true;
  });
};

/** A colour index per space, in the order the spaces first appear. */
export const spaceColours = (occurrences: readonly MyOccurrence[]) => {
  const colours = new Map<string, number>();
  for (const occurrence of occurrences) {
    const key = occurrence.spaceOfferId ?? "none";
    if (!colours.has(key)) colours.set(key, colours.size % 8);
  }
  return colours;
};
