import { IMPACT_TEXTS, type ImpactMonth } from "@kindred/contract";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { monthLabel } from "../impactRange";

/** Legend and tooltip words in the page's text colour: the series colours are for bars, not text. */
const TEXT = "#1f2a28";

const SERIES = [
  { key: "matchesMade", colour: "#8fb8b1" },
  { key: "matchesAccepted", colour: "#0f5f57" },
  { key: "matchesCompleted", colour: "#b5651d" },
] as const;

/**
 * Matches made, accepted and completed per month. Loaded on its own (the charting library stays
 * out of every other page); the table beside it carries the same numbers for screen readers.
 */
const ImpactChart = ({ months }: { months: ImpactMonth[] }) => (
  <div className="impact-chart" aria-hidden="true">
    <ResponsiveContainer width="100%" height={280}>
      <BarChart data={months.map((month) => ({ ...month, label: monthLabel(month.month) }))} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" />
        <YAxis allowDecimals={false} />
        <Tooltip itemStyle={{ color: TEXT }} />
        <Legend formatter={(name) => <span style={{ color: TEXT }}>{name}</span>} />
        {SERIES.map((series) => (
          <Bar key={series.key} dataKey={series.key} name={IMPACT_TEXTS.measures[series.key]} fill={series.colour} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  </div>
);

export default ImpactChart;
