import { ArrowLeftOutlined, BookOutlined, CompassOutlined, MessageOutlined, SearchOutlined } from "@ant-design/icons";
import { type CurrentUser, EXPLORE_TEXTS, WEB_TEXTS } from "@kindred/contract";
import { Button } from "antd";
import { Link, NavLink, useLocation, useNavigate } from "react-router";
import { useDialogStore } from "../../stores/dialogStore";
import { Hint } from "../Hint";
import { AccessibilityIcon } from "./AccessibilityIcon";
import { Logo } from "./Logo";
import { NotificationBell } from "./NotificationBell";
import { messagesLinkName, UnreadMessagesBadge } from "./UnreadMessagesBadge";
import { UserMenu } from "./UserMenu";

export const AppHeader = ({ user, unreadMessages }: { user: CurrentUser | null; unreadMessages: number }) => {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const showDialog = useDialogStore((state) => state.show);
  const m = WEB_TEXTS.menu;

  return (
    <header className="app-header">
      <div className="app-header-inner">
        <div className={pathname === "/" ? "app-header-start" : "app-header-start has-back"}>
          {pathname !== "/" && (
            <Hint title={WEB_TEXTS.back}>
              <Button
                type="text"
                shape="circle"
                size="large"
                icon={<ArrowLeftOutlined />}
                aria-label={WEB_TEXTS.back}
                onClick={() => navigate(-1)}
              />
            </Hint>
          )}
          <Link to="/" className="logo-link" aria-label={WEB_TEXTS.landmarks.homeLink}>
            <Logo />
            <span className="logo-text">{WEB_TEXTS.appName}</span>
          </Link>
        </div>
        <nav className="app-header-actions" aria-label={WEB_TEXTS.landmarks.tools}>
          <Hint title={EXPLORE_TEXTS.navLabel}>
            <NavLink to="/explore" className="header-icon-link" aria-label={EXPLORE_TEXTS.navLabel}>
              <CompassOutlined aria-hidden />
            </NavLink>
          </Hint>
          <Hint title={m.search}>
            <Button
              type="text"
              shape="circle"
              size="large"
              icon={<SearchOutlined />}
              aria-label={WEB_TEXTS.search.title}
              onClick={() => showDialog("search")}
            />
          </Hint>
          <Hint title={m.guidelines}>
            <Button
              type="text"
              shape="circle"
              size="large"
              icon={<BookOutlined />}
              aria-label={WEB_TEXTS.menu.guidelines}
              onClick={() => showDialog("guidelines")}
            />
          </Hint>
          <Hint title={m.accessibility}>
            <Button
              type="text"
              shape="circle"
              size="large"
              icon={<AccessibilityIcon />}
              aria-label={WEB_TEXTS.accessibility.title}
              onClick={() => showDialog("accessibility")}
            />
          </Hint>
          {user && (
            <Hint title={m.messages}>
              <NavLink
                to="/messages"
                className="header-icon-link header-messages-link"
                aria-label={messagesLinkName(unreadMessages)}
              >
                <MessageOutlined aria-hidden />
                <UnreadMessagesBadge count={unreadMessages} />
              </NavLink>
            </Hint>
          )}
          <NotificationBell signedIn={user !== null} />
          <UserMenu user={user} />
        </nav>
      </div>
    </header>
  );
};
