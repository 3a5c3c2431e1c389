import { displayName, WEB_TEXTS } from "@kindred/contract";
import { usePageTitle } from "../../lib/usePageTitle";
import { useCurrentUser } from "../../queries/auth";
import { Dashboard } from "./components/Dashboard";
import { HowItWorks } from "./components/HowItWorks";
import { JoinCard } from "./components/JoinCard";
import { SiteFooter } from "./components/SiteFooter";
import { SpaceCards } from "./components/SpaceCards";
import { VisitorShowcase } from "./components/VisitorShowcase";
import "./home.css";

const h = WEB_TEXTS.home;

/** Home: the hero and the two ways in; a member's dashboard, or for a visitor real spaces and how it works; the footer. */
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
      {user ? (
        <Dashboard user={user} />
      ) : (
        <>
          <JoinCard />
          <VisitorShowcase />
          <HowItWorks />
        </>
      )}
      <SiteFooter />
    </div>
  );
};

export default HomeScene;
