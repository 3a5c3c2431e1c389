import { WEB_TEXTS } from "@kindred/contract";
import { Link } from "react-router";

const h = WEB_TEXTS.home;

/** For visitors: the invitation to sign in or create an account. */
export const JoinCard = () => (
  <section className="panel join-card" aria-labelledby="join-title">
    <div>
      <h2 id="join-title">{h.joinTitle}</h2>
      <p>{h.joinText}</p>
    </div>
    <Link to="/login" className="link-button link-button-primary">
      {h.joinButton}
    </Link>
  </section>
);
