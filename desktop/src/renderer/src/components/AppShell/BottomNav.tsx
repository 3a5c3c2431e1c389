import { CompassOutlined, HeartOutlined, HomeOutlined, MessageOutlined, UserOutlined } from "@ant-design/icons";
import { EXPLORE_TEXTS, WEB_TEXTS } from "@kindred/contract";
import { NavLink } from "react-router";

const ITEMS = [
  { to: "/", label: WEB_TEXTS.menu.home, icon: <HomeOutlined /> },
  { to: "/explore", label: EXPLORE_TEXTS.navLabel, icon: <CompassOutlined /> },
  { to: "/favorites", label: WEB_TEXTS.menu.favorites, icon: <HeartOutlined /> },
  { to: "/messages", label: WEB_TEXTS.menu.messages, icon: <MessageOutlined /> },
  { to: "/profile", label: WEB_TEXTS.menu.profile, icon: <UserOutlined /> },
] as const;

/** Small screens only (see styles.css): Home, Explore, Favorites, Messages, Profile. */
export const BottomNav = () => (
  <nav className="bottom-nav" aria-label={WEB_TEXTS.landmarks.bottomNav}>
    {ITEMS.map((item) => (
      <NavLink key={item.to} to={item.to} end={item.to === "/"} className="bottom-nav-item">
        <span aria-hidden="true">{item.icon}</span>
        <span>{item.label}</span>
      </NavLink>
    ))}
  </nav>
);
