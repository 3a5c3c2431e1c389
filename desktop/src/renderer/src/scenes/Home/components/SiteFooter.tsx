import { HOME_TEXTS } from "@kindred/contract";
import { Link } from "react-router";
import { useDialogStore } from "../../../stores/dialogStore";

const f = HOME_TEXTS.footer;

/** The home page's footer: About, Guidelines, Privacy and Contact (the feedback form). */
export const SiteFooter = () => {
  const show = useDialogStore((state) => state.show);
  return (
    <footer className="site-footer">
      <nav aria-label={f.label}>
        <ul>
          <li>
            <Link to="/about">{f.about}</Link>
          </li>
          <li>
            <button type="button" className="site-footer-link" onClick={() => show("guidelines")}>
              {f.guidelines}
            </button>
          </li>
          <li>
            <Link to="/privacy">{f.privacy}</Link>
          </li>
          <li>
            <button type="button" className="site-footer-link" onClick={() => show("feedback")}>
              {f.contact}
            </button>
          </li>
        </ul>
      </nav>
    </footer>
  );
};
