import { IMPACT_MEASURES, IMPACT_TEXTS, type ImpactReport, MISSIONS } from "@kindred/contract";

/**
 * An RFC 4180 cell: quoted when it holds a quote, comma or line break; a cell a spreadsheet
 * would run as a formula (= + - @ tab CR first) gets a leading apostrophe.
 */
export const csvCell = (value: string | number): string => {
  const text = String(value);
  const guarded = typeof value === "string" && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
};

/** The report as CSV: UTF-8 with BOM, CRLF, a header row, one row per month, a total row; one column per cause. */
export const impactCsv = (report: ImpactReport): string => {
  const header = [IMPACT_TEXTS.month, ...IMPACT_MEASURES.map((measure) => IMPACT_TEXTS.measures[measure]), ...MISSIONS];
  const row = (label: string, counts: ImpactReport["totals"]) => [
    label,
    ...IMPACT_MEASURES.map((measure) => counts[measure]),
    ...MISSIONS.map((cause) => counts.causesServed[cause] ?? 0),
  ];
  const rows = [
    header,
    ...report.months.map((month) => row(month.month, month)),
    row(IMPACT_TEXTS.total, report.totals),
  ];
  return `\uFEFF${rows.map((cells) => cells.map(csvCell).join(",")).join("\r\n")}\r\n`;
};
