import { CALENDAR_TEXTS, firstChangeableDay } from "@kindred/contract";
import { ValidationError } from "../../errors";

/**
 * The offer's next unavailable dates from the set the host sent (deduplicated, sorted): the days
 * before `firstChangeableDay` stay as stored, whether the set repeats them or leaves them out, so
 * a stored day that has since passed never makes a save fail; from that day on the set is taken
 * as sent. A day that is over and was not stored is refused (400 naming it): the past cannot be
 * closed after the fact.
 */
export const nextUnavailableDates = (
  stored: readonly string[],
  sent: readonly string[],
  now = Date.now(),
): string[] => {
  const from = firstChangeableDay(now);
  const kept = new Set(stored);
  const issues = sent.flatMap((day, index) =>
    day < from && !kept.has(day) ? [{ path: `dates.${index}`, message: CALENDAR_TEXTS.pastDate }] : [],
  );
  if (issues.length > 0) throw ValidationError(CALENDAR_TEXTS.pastDate, issues);
  return [...new Set([...stored.filter((day) => day < from), ...sent.filter((day) => day >= from)])].sort();
};
