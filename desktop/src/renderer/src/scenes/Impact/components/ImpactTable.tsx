import { choiceLabel, IMPACT_MEASURES, IMPACT_TEXTS, type ImpactReport } from "@kindred/contract";
import { monthLabel } from "../impactRange";

const t = IMPACT_TEXTS;

/** Causes by how often they were served, by their labels (as on the listing pages). */
const causes = (served: Record<string, number>) =>
  Object.entries(served)
    .sort(([, a], [, b]) => b - a)
    .map(([cause, n]) => `${choiceLabel(cause)} (${n})`)
    .join(", ");

/** Every month of the range with its counts, and the totals row. */
export const ImpactTable = ({ report }: { report: ImpactReport }) => (
  <div className="impact-table-wrap">
    <table className="impact-table">
      <caption>{t.tableCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{t.month}</th>
          {IMPACT_MEASURES.map((measure) => (
            <th key={measure} scope="col">
              {t.measures[measure]}
            </th>
          ))}
          <th scope="col">{t.causesServed}</th>
        </tr>
      </thead>
      <tbody>
        {report.months.map((month) => (
          <tr key={month.month}>
            <th scope="row">{monthLabel(month.month)}</th>
            {IMPACT_MEASURES.map((measure) => (
              <td key={measure}>{month[measure]}</td>
            ))}
            <td>{causes(month.causesServed)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t.total}</th>
          {IMPACT_MEASURES.map((measure) => (
            <td key={measure}>{report.totals[measure]}</td>
          ))}
          <td>{causes(report.totals.causesServed)}</td>
        </tr>
      </tfoot>
    </table>
  </div>
);
