import { HOME_TEXTS } from "@kindred/contract";
import { useId } from "react";
import { Link } from "react-router";
import { useConnectionStore } from "../../../stores/connectionStore";
import { useDialogStore } from "../../../stores/dialogStore";

const f = HOME_TEXTS.footer;

/**
 * The home page's footer: About, Guidelines, Privacy and Contact (the feedback form). While the
 * server is out of reach Contact is disabled and a line beside it says why: the form could not be sent.
 */
export const SiteFooter = () => {
  const show = useDialogStore((state) => state.show);
  const reachable = useConnectionStore((state) => state.reachable);
  const noteId = useId();
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
          <li className="site-footer-contact">
            <button
              type="button"
              className="site-footer-link"
              onClick={() => show("feedback")}
              disabled={!reachable}
              aria-describedby={reachable ? undefined : noteId}
            >
              {f.contact}
            </button>
            {!reachable && (
              <span id={noteId} className="site-footer-note">
                {f.contactOffline}
              </span>
            )}
          </li>
        </ul>
      </nav>
    </footer>
  );
};
