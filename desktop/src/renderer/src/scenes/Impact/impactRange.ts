import { formattingLocale } from "@kindred/contract";
/** The page's range is in months (`YYYY-MM`, in the URL); the API takes days. */
export const monthToFrom = (month: string) => `${month}-01`;

export const monthToTo = (month: string) => {
  const [year, m] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, m, 0)).toISOString().slice(0, 10);
};

const isMonth = (value: string | null): value is string => value !== null && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

/** The months the URL names, when they are months; otherwise the API's default (the last 12). */
export const rangeFromUrl = (params: URLSearchParams) => {
  const from = params.get("from");
  const to = params.get("to");
  return {
    ...(isMonth(from) ? { from: monthToFrom(from) } : {}),
    ...(isMonth(to) ? { to: monthToTo(to) } : {}),
  };
};

/** "2027-03" → "Mar 2027". */
export const monthLabel = (month: string) =>
  new Intl.DateTimeFormat(formattingLocale(), { month: "short", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
