import { FEEDBACK_PRIORITIES, FEEDBACK_STATUSES, FEEDBACK_TYPES, type FeedbackStatus } from "@kindred/contract";
import type { FeedbackFilters } from "../../queries/admin";
import { nextFeedbackStatuses } from "./adminFormat";

const FILTER_VALUES = {
  status: FEEDBACK_STATUSES,
  type: FEEDBACK_TYPES,
  priority: FEEDBACK_PRIORITIES,
} as const satisfies Record<keyof FeedbackFilters, readonly string[]>;

const FILTER_KEYS = Object.keys(FILTER_VALUES) as (keyof FeedbackFilters)[];

/** The feedback filters a URL holds; a value that is not a known choice is ignored, not sent. */
export const filtersFromSearch = (params: URLSearchParams): FeedbackFilters => {
  const filters: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value && (FILTER_VALUES[key] as readonly string[]).includes(value)) filters[key] = value;
  }
  return filters as FeedbackFilters;
};

/** The URL's parameters with these filters in place of the old ones; other parameters (the tab) stay. */
export const searchWithFilters = (params: URLSearchParams, filters: FeedbackFilters): URLSearchParams => {
  const next = new URLSearchParams(params);
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
};

/**
 * What pressing a status key does to an item: nothing when it is already there, the move when the
 * workflow allows it (a missing status counts as new), otherwise a refusal.
 */
export const statusMove = (
  current: FeedbackStatus | null,
  target: FeedbackStatus,
): "same" | "allowed" | "not-allowed" => {
  if ((current ?? "new") === target) return "same";
  return nextFeedbackStatuses(current).includes(target) ? "allowed" : "not-allowed";
};
