import { DownloadOutlined } from "@ant-design/icons";
import { formattingLocale, IMPACT_MEASURES, IMPACT_TEXTS, type ImpactReport } from "@kindred/contract";
import { Alert, Button, Input, Spin } from "antd";
import { lazy, Suspense } from "react";
import { useSearchParams } from "react-router";
import { MembersOnly } from "../../components/gates";
import { usePageTitle } from "../../lib/usePageTitle";
import { impactCsvUrl, useImpact } from "../../queries/impact";
import { ImpactTable } from "./components/ImpactTable";
import { rangeFromUrl } from "./impactRange";
import "./impact.css";

const ImpactChart = lazy(() => import("./components/ImpactChart"));
const t = IMPACT_TEXTS;

const Totals = ({ report }: { report: ImpactReport }) => (
  <ul className="stat-tiles impact-tiles" aria-label={t.total}>
    {IMPACT_MEASURES.map((measure) => (
      <li key={measure} className="stat-tile">
        <span className="stat-value">{report.totals[measure].toLocaleString(formattingLocale())}</span>
        <span className="stat-label">{t.measures[measure]}</span>
      </li>
    ))}
  </ul>
);

/** From and To months, kept in the URL so a range can be shared and comes back on reload. */
const RangeFields = ({ from, to }: { from: string; to: string }) => {
  const [, setParams] = useSearchParams();
  // From the address as it is when the change lands (react-router's params are the last render's):
  // two quick edits, From then To, both stay.
  const set = (name: "from" | "to", value: string) => {
    const next = new URLSearchParams(window.location.search);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  return (
    <fieldset className="impact-range">
      <legend>{t.range}</legend>
      <label htmlFor="impact-from">{t.from}</label>
      <Input id="impact-from" type="month" value={from.slice(0, 7)} onChange={(e) => set("from", e.target.value)} />
      <label htmlFor="impact-to">{t.to}</label>
      <Input id="impact-to" type="month" value={to.slice(0, 7)} onChange={(e) => set("to", e.target.value)} />
    </fieldset>
  );
};

const ImpactPage = () => {
  const [params] = useSearchParams();
  const range = rangeFromUrl(params);
  const impact = useImpact(range);
  usePageTitle(t.title);
  const report = impact.data;
  return (
    <div className="impact-page">
      <header>
        <h1>{t.title}</h1>
        {report && <p className="muted">{t.intro[report.scope]}</p>}
      </header>
      {impact.isError && <Alert type="error" showIcon role="alert" message={t.loadFailed} />}
      {!report && impact.isPending && <Spin aria-label={t.title} />}
      {report && (
        <>
          <div className="impact-controls">
            <RangeFields from={report.from} to={report.to} />
            <Button href={impactCsvUrl(range)} download icon={<DownloadOutlined aria-hidden />}>
              {t.exportCsv}
            </Button>
          </div>
          <Totals report={report} />
          <section className="panel impact-chart-panel" aria-labelledby="impact-chart-title">
            <h2 id="impact-chart-title">{t.chartLabel}</h2>
            {report.totals.matchesMade === 0 && <p className="muted">{t.empty}</p>}
            <Suspense fallback={<Spin />}>
              <ImpactChart months={report.months} />
            </Suspense>
            <ImpactTable report={report} />
          </section>
        </>
      )}
    </div>
  );
};

/** /impact: admins see the community, hosts their spaces (members without spaces see zeros). */
export const ImpactScene = () => (
  <MembersOnly title={t.title} prompt={t.signInPrompt}>
    {() => <ImpactPage />}
  </MembersOnly>
);

export default ImpactScene;
