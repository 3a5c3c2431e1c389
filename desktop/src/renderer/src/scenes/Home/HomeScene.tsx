import { displayName, WEB_TEXTS } from "@kindred/contract";
import { usePageTitle } from "../../lib/usePageTitle";
import { useCurrentUser } from "../../queries/auth";
import { Dashboard } from "./components/Dashboard";
import { JoinCard } from "./components/JoinCard";
import { SpaceCards } from "./components/SpaceCards";
import "./home.css";

const h = WEB_TEXTS.home;

export const HomeScene = () => {
  const { user } = useCurrentUser();
  usePageTitle(WEB_TEXTS.pageTitles.home);
  return (
    <div className="home">
      <section className="hero" aria-labelledby="hero-title">
        <p className="hero-eyebrow">{user ? h.welcomeBack(displayName(user)) : WEB_TEXTS.tagline}</p>
        <h1 id="hero-title">{h.heroTitle}</h1>
        <p className="hero-text">{h.heroText}</p>
      </section>
      <SpaceCards signedIn={user !== null} />
      {user ? <Dashboard user={user} /> : <JoinCard />}
    </div>
  );
};

export default HomeScene;
