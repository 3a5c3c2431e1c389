import { CompassOutlined } from "@ant-design/icons";
import { WEB_TEXTS } from "@kindred/contract";
import { Link } from "react-router";
import { usePageTitle } from "../lib/usePageTitle";

/** A screen whose content lands later in this release: real title and navigation, tidy placeholder. */
export const ComingSoon = ({ title, detail }: { title: string; detail?: string }) => {
  usePageTitle(title);
  return (
    <section className="panel centered-panel" aria-labelledby="coming-soon-title">
      <CompassOutlined className="panel-icon" aria-hidden />
      <h1 id="coming-soon-title">{title}</h1>
      <p>{WEB_TEXTS.comingSoon}</p>
      {detail && <p className="muted">{detail}</p>}
      <Link to="/" className="link-button">
        {WEB_TEXTS.backHome}
      </Link>
    </section>
  );
};
