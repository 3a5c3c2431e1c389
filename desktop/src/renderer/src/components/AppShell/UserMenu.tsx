import {
  BookOutlined,
  CalendarOutlined,
  DashboardOutlined,
  GlobalOutlined,
  HeartOutlined,
  LoginOutlined,
  LogoutOutlined,
  MessageOutlined,
  UserOutlined,
} from "@ant-design/icons";

import {
  type CurrentUser,
  isLocale,
  LANGUAGE_TEXTS,
  LOCALE_NAMES,
  type Locale,
  switchableLocales,
  WEB_TEXTS,
} from "@kindred/contract";
import { Button, Dropdown, type MenuProps } from "antd";

import { useRef } from "react";
import { useNavigate } from "react-router";
import { initialsOf } from "../../lib/initials";
import { photoVariant } from "../../lib/photoVariant";
import { AUTH_PATHS, navigateTo, useChooseLocale } from "../../queries/auth";
import { clearPersistedCache } from "../../queries/persistedCache";
import { useConnectionStore } from "../../stores/connectionStore";
import { useDialogStore } from "../../stores/dialogStore";
import { useLocaleStore } from "../../stores/localeStore";
import { InitialsAvatar } from "../InitialsAvatar";

const LOCALE_KEY = "locale:";

/** Profile, Messages, Favorites, Admin Dashboard (admins only, docs/http-api.md "Deliberate deviations"), Guidelines, Sign In/Out. */
export const UserMenu = ({ user }: { user: CurrentUser | null }) => {
  const navigate = useNavigate();
  const showDialog = useDialogStore((state) => state.show);
  const trigger = useRef<HTMLButtonElement>(null);
  const m = WEB_TEXTS.menu;

  const reachable = useConnectionStore((state) => state.reachable);
  const current = useLocaleStore((state) => state.locale);
  const chooseLocale = useChooseLocale();
  const languages = switchableLocales(current);
  const languageItems: MenuProps["items"] =
    languages.length > 1 && isLocale(current)
      ? [
          {
            key: "language",
            icon: <GlobalOutlined />,
            label: LANGUAGE_TEXTS.menuItem(LOCALE_NAMES[current]),
            children: languages.map((locale) => ({
              key: `${LOCALE_KEY}${locale}`,
              label: <span lang={locale}>{LOCALE_NAMES[locale]}</span>,
              disabled: locale === current,
            })),
          },
        ]
      : [];
  const items: MenuProps["items"] = [
    { key: "/profile", icon: <UserOutlined />, label: m.profile },
    { key: "/messages", icon: <MessageOutlined />, label: m.messages },
    { key: "/calendar", icon: <CalendarOutlined />, label: m.calendar },
    { key: "/favorites", icon: <HeartOutlined />, label: m.favorites },
    ...(user?.role === "admin" || user?.role === "moderator"
      ? [{ key: "/admin", icon: <DashboardOutlined />, label: m.admin }]
      : []),
    { key: "guidelines", icon: <BookOutlined />, label: m.guidelines },
    ...languageItems,
    { type: "divider" as const },
    user
      ? { key: "sign-out", icon: <LogoutOutlined />, label: WEB_TEXTS.signOut, disabled: !reachable }
      : { key: "sign-in", icon: <LoginOutlined />, label: WEB_TEXTS.signIn },
  ];

  const onClick: MenuProps["onClick"] = ({ key }) => {
    if (key.startsWith(LOCALE_KEY)) {
      const locale = key.slice(LOCALE_KEY.length) as Locale;
      chooseLocale.mutate({ locale, signedIn: user !== null });
    } else if (key === "guidelines") showDialog("guidelines", trigger.current);
    else if (key === "sign-out") {
      // Nothing of this member's stays behind for the next one.
      clearPersistedCache();
      navigateTo(AUTH_PATHS.logout);
    } else if (key === "sign-in") navigate("/login");
    else navigate(key);
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={["click"]} placement="bottomRight">
      <Button
        ref={trigger}
        type="text"
        shape="circle"
        size="large"
        aria-label={m.userMenu}
        className="user-menu-button"
      >
        {user ? (
          <InitialsAvatar
            size={32}
            src={user.profileImageUrl ? photoVariant(user.profileImageUrl, 320) : undefined}
            className="user-avatar"
            initials={initialsOf(user)}
          />
        ) : (
          <UserOutlined />
        )}
      </Button>
    </Dropdown>
  );
};
