import { RiseOutlined } from "@ant-design/icons";
import { formattingLocale, IMPACT_TEXTS } from "@kindred/contract";
import { Link } from "react-router";
import { useImpact } from "../../../queries/impact";

/** The community's accepted matches over the last 12 months, leading to the impact page. */
export const ImpactTile = () => {
  const impact = useImpact();
  if (!impact.data) return null;
  return (
    <section className="stat-tile admin-tile impact-summary" aria-labelledby="impact-tile-title">
      <span className="admin-tile-icon" aria-hidden="true">
        <RiseOutlined />
      </span>
      <span className="stat-value">{impact.data.totals.matchesAccepted.toLocaleString(formattingLocale())}</span>
      <h2 id="impact-tile-title" className="stat-label">
        {IMPACT_TEXTS.tileTitle}
      </h2>
      <Link to="/impact">{IMPACT_TEXTS.open}</Link>
    </section>
  );
};
