import { CSV, choiceLabel, IMPACT_MEASURES, IMPACT_TEXTS, type ImpactReport, MISSIONS } from "@kindred/contract";
import { csvRecord } from "../../lib/csv";

/** The report as CSV: UTF-8 with BOM, CRLF, a header row, one row per month, a total row; one column per cause, headed by its label. */
export const impactCsv = (report: ImpactReport): string => {
  const header = [
    IMPACT_TEXTS.month,
    ...IMPACT_MEASURES.map((measure) => IMPACT_TEXTS.measures[measure]),
    ...MISSIONS.map(choiceLabel),
  ];
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
  return CSV.byteOrderMark + rows.map(csvRecord).join("");
};
