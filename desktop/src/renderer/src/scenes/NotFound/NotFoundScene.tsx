import { SCREEN_TEXTS, WEB_TEXTS } from "@kindred/contract";
import { Link } from "react-router";
import { usePageTitle } from "../../lib/usePageTitle";
import "./notFound.css";

export const NotFoundScene = () => {
  usePageTitle(SCREEN_TEXTS.notFoundTitle);
  return (
    <section className="panel centered-panel" aria-labelledby="not-found-title">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{SCREEN_TEXTS.notFoundTitle}</h1>
      <p>{SCREEN_TEXTS.notFoundText}</p>
      <Link to="/" className="link-button link-button-primary">
        {WEB_TEXTS.backHome}
      </Link>
    </section>
  );
};

export default NotFoundScene;
