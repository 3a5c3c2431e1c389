import { CompassOutlined, HeartOutlined, HomeOutlined, MessageOutlined, UserOutlined } from "@ant-design/icons";
import { EXPLORE_TEXTS, MESSAGING_TEXTS, WEB_TEXTS } from "@kindred/contract";
import { NavLink } from "react-router";
import { UnreadMessagesBadge } from "./UnreadMessagesBadge";

/** The items, worded when the bar renders (in the language on screen). */
const items = () =>
  [
    { to: "/", label: WEB_TEXTS.menu.home, icon: <HomeOutlined /> },
    { to: "/explore", label: EXPLORE_TEXTS.navLabel, icon: <CompassOutlined /> },
    { to: "/favorites", label: WEB_TEXTS.menu.favorites, icon: <HeartOutlined /> },
    { to: "/messages", label: WEB_TEXTS.menu.messages, icon: <MessageOutlined /> },
    { to: "/profile", label: WEB_TEXTS.menu.profile, icon: <UserOutlined /> },
  ] as const;

/** Small screens only (see styles.css): Home, Explore, Favorites, Messages (with its unread count), Profile. */
export const BottomNav = ({ unreadMessages }: { unreadMessages: number }) => (
  <nav className="bottom-nav" aria-label={WEB_TEXTS.landmarks.bottomNav}>
    {items().map((item) => {
      const messages = item.to === "/messages" && unreadMessages > 0;
      return (
        <NavLink key={item.to} to={item.to} end={item.to === "/"} className="bottom-nav-item">
          <span aria-hidden="true" className="bottom-nav-icon">
            {item.icon}
            {messages && <UnreadMessagesBadge count={unreadMessages} />}
          </span>
          <span className="bottom-nav-label">{item.label}</span>
          {messages && <span className="visually-hidden">{` (${MESSAGING_TEXTS.unread(unreadMessages)})`}</span>}
        </NavLink>
      );
    })}
  </nav>
);
