import { z } from "zod";
import { calendarDate } from "./calendar";
import { localized } from "./i18n/catalog";

/** The longest range one impact query covers (ten years of months). */
export const IMPACT_MAX_MONTHS = 120;

const IMPACT = {
  title: "Community impact",
  intro: {
    community: "What the whole community made happen, month by month.",
    host: "What your spaces made happen, month by month.",
  },
  range: "Months",
  from: "From",
  to: "To",
  exportCsv: "Export CSV",
  chartLabel: "Matches per month",
  tableCaption: "Impact by month",
  loadFailed: "Impact could not be loaded. Please try again.",
  empty: "Nothing happened in these months yet.",
  total: "Total",
  /** The admin dashboard's tile and its link. */
  tileTitle: "Matches accepted (12 months)",
  open: "See community impact",
  openForHost: "See your impact",
  measures: {
    matchesMade: "Matches made",
    matchesAccepted: "Matches accepted",
    matchesCompleted: "Matches completed",
    spacesShared: "Spaces shared",
    membersServed: "Members served",
    sessionsHeld: "Sessions held",
    hoursShared: "Hours shared",
  },
  causesServed: "Causes served",
  month: "Month",
  cause: "Cause",
  signInPrompt: "Sign in to see the impact of your spaces.",
  invalidRange: "From must be on or before To",
  rangeTooLong: "At most 120 months at once",
} as const;

export type ImpactCatalog = typeof IMPACT;
export const IMPACT_TEXTS = localized("impact", IMPACT);

export type ImpactMeasure = keyof typeof IMPACT_TEXTS.measures;
export const IMPACT_MEASURES = Object.keys(IMPACT_TEXTS.measures) as ImpactMeasure[];

/** How many calendar months `from`..`to` (`YYYY-MM-DD`) touches. */
export const monthsBetween = (from: string, to: string) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7)) + 1;

/** `?from=&to=` (`YYYY-MM-DD`, both optional: the last 12 months up to today). */
export const impactQuery = z
  .object({ from: calendarDate.optional(), to: calendarDate.optional() })
  .refine(({ from, to }) => !from || !to || from <= to, { error: () => IMPACT_TEXTS.invalidRange, path: ["from"] })
  .refine(({ from, to }) => !from || !to || monthsBetween(from, to) <= IMPACT_MAX_MONTHS, {
    error: () => IMPACT_TEXTS.rangeTooLong,
    path: ["to"],
  });
export type ImpactQuery = z.input<typeof impactQuery>;

const counts = {
  matchesMade: z.number(),
  matchesAccepted: z.number(),
  matchesCompleted: z.number(),
  spacesShared: z.number(),
  membersServed: z.number(),
  /** Confirmed booking dates that ended, counted in the month they took place. */
  sessionsHeld: z.number(),
  /** Their hours, to one decimal. */
  hoursShared: z.number(),
  causesServed: z.record(z.string(), z.number()),
};

export const impactMonth = z.object({ month: z.string(), ...counts });
export type ImpactMonth = z.infer<typeof impactMonth>;

/**
 * `GET /api/impact`. Matches count in the month they were made; accepted counts those that reached
 * accepted (completed included). Spaces shared and members served are the distinct offers and
 * seekers of those matches; causes served count the shared missions of those matches. Totals
 * count distinct spaces and members over the whole range.
 */
export const impactReport = z.object({
  scope: z.enum(["community", "host"]),
  from: z.string(),
  to: z.string(),
  months: z.array(impactMonth),
  totals: z.object(counts),
});
export type ImpactReport = z.infer<typeof impactReport>;
