import { type AdminWeeklyStats, COMMUNITY_TEXTS, formattingLocale } from "@kindred/contract";

const t = COMMUNITY_TEXTS.admin;

const shortDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString(formattingLocale(), { month: "short", day: "numeric", timeZone: "UTC" });
};

const percent = (value: number, max: number) => `${max > 0 ? Math.max((value / max) * 100, value > 0 ? 3 : 0) : 0}%`;

/** The value axis: 0, the middle and the top, in whole numbers. */
const axisTicks = (max: number) => (max <= 0 ? [0] : [...new Set([0, Math.round(max / 2), max])]);

/** One bar with its value above it (none for an empty week). */
const Bar = ({ kind, value, max }: { kind: "signups" | "matches"; value: number; max: number }) => (
  <span className={`weekly-bar weekly-bar-${kind}`} style={{ height: percent(value, max) }}>
    {value > 0 && <span className="weekly-bar-value">{value}</span>}
  </span>
);

/**
 * Sign-ups and matches per week as plain CSS bars, on a value axis and each with its number
 * (no chart library); screen readers get the same numbers as a table.
 */
export const WeeklyChart = ({ weeks }: { weeks: AdminWeeklyStats }) => {
  const max = Math.max(0, ...weeks.flatMap((week) => [week.signUps, week.matches]));
  return (
    <figure className="panel weekly-chart" aria-labelledby="weekly-chart-title">
      <figcaption className="weekly-chart-head">
        <h2 id="weekly-chart-title">{t.chartTitle}</h2>
        <span className="weekly-legend" aria-hidden="true">
          <span className="weekly-key weekly-key-signups" /> {t.signUps}
          <span className="weekly-key weekly-key-matches" /> {t.matchesLegend}
        </span>
      </figcaption>
      {weeks.length === 0 ? (
        <p className="muted">{t.chartEmpty}</p>
      ) : (
        <>
          <div className="weekly-plot" aria-hidden="true">
            <div className="weekly-axis">
              {axisTicks(max).map((tick) => (
                <span key={tick} className="weekly-tick" style={{ bottom: percent(tick, max) }}>
                  {tick}
                </span>
              ))}
            </div>
            <div className="weekly-bars">
              {weeks.map((week) => (
                <div
                  key={week.weekStart}
                  className="weekly-week"
                  title={t.chartBarLabel(shortDate(week.weekStart), week.signUps, week.matches)}
                >
                  <div className="weekly-pair">
                    <Bar kind="signups" value={week.signUps} max={max} />
                    <Bar kind="matches" value={week.matches} max={max} />
                  </div>
                  <span className="weekly-label">{shortDate(week.weekStart)}</span>
                </div>
              ))}
            </div>
          </div>
          <table className="visually-hidden">
            <caption>{t.chartTitle}</caption>
            <thead>
              <tr>
                <th scope="col">{t.week}</th>
                <th scope="col">{t.signUps}</th>
                <th scope="col">{t.matchesLegend}</th>
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week.weekStart}>
                  <th scope="row">{shortDate(week.weekStart)}</th>
                  <td>{week.signUps}</td>
                  <td>{week.matches}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </figure>
  );
};
