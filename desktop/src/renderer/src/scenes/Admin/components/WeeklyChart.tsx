import { type AdminWeeklyStats, COMMUNITY_TEXTS } from "@kindred/contract";

const t = COMMUNITY_TEXTS.admin;

const shortDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString(undefined, { month: "short", day: "numeric", timeZone: "UTC" });
};

const percent = (value: number, max: number) => `${max > 0 ? Math.max((value / max) * 100, value > 0 ? 3 : 0) : 0}%`;

/**
 * Sign-ups and matches per week as plain CSS bars (no chart library); screen readers get the
 * same numbers as a table.
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
          <div className="weekly-bars" aria-hidden="true">
            {weeks.map((week) => (
              <div
                key={week.weekStart}
                className="weekly-week"
                title={t.chartBarLabel(shortDate(week.weekStart), week.signUps, week.matches)}
              >
                <div className="weekly-pair">
                  <span className="weekly-bar weekly-bar-signups" style={{ height: percent(week.signUps, max) }} />
                  <span className="weekly-bar weekly-bar-matches" style={{ height: percent(week.matches, max) }} />
                </div>
                <span className="weekly-label">{shortDate(week.weekStart)}</span>
              </div>
            ))}
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
