import { ConfigProvider } from "antd";
import { type ReactNode, Suspense, useDeferredValue, useEffect } from "react";
import { Outlet } from "react-router";
import { useRealtime } from "../../hooks/useRealtime";
import { getPlatform } from "../../platform";
import { useCurrentUser } from "../../queries/auth";
import { useUnreadMessageCount } from "../../queries/matches";
import { useConnectionStore } from "../../stores/connectionStore";
import { useLocaleStore } from "../../stores/localeStore";
import { FullPageSpinner } from "../FullPageSpinner";
import { MAIN_CONTENT_ID, SkipLink } from "../SkipLink";
import { Toaster } from "../Toaster";
import { AppHeader } from "./AppHeader";
import { BottomNav } from "./BottomNav";
import { EmailConfirmationBanner } from "./EmailConfirmationBanner";
import { FeedbackButton } from "./FeedbackButton";
import { OfflineBanner } from "./OfflineBanner";
import { ShellDialogs } from "./ShellDialogs";
import "./appShell.css";

/** Its controls are disabled while the server is out of reach: they would write. */
const WritesGate = ({ children }: { children: ReactNode }) => {
  const reachable = useConnectionStore((state) => state.reachable);
  return <ConfigProvider componentDisabled={!reachable}>{children}</ConfigProvider>;
};

/**
 * Header, main area, bottom navigation, toasts, feedback button and the shell dialogs. While the
 * server is out of reach, the banner says so and every control of the pages, dialogs and the
 * feedback button is disabled (they would write); the header and navigation keep working.
 */
export const AppShell = () => {
  const { user, isLoading, isStaff } = useCurrentUser();
  // The first full render (header, scene, dialogs) is the page's largest task: as a deferred value
  // it renders in slices at transition priority, leaving the browser room to paint and respond.
  const loading = useDeferredValue(isLoading);
  useRealtime(user?.id ?? null);
  const unreadMessages = useUnreadMessageCount(user !== null);
  useEffect(() => void getPlatform().setAdminMenu?.(isStaff), [isStaff]);
  const locale = useLocaleStore((state) => state.locale);
  useEffect(() => void getPlatform().setLocale?.(locale), [locale]);
  if (loading) return <FullPageSpinner />;
  return (
    <div className="app">
      <SkipLink />
      <AppHeader user={user} unreadMessages={unreadMessages} />
      <OfflineBanner />
      <EmailConfirmationBanner user={user} />
      <WritesGate>
        <main id={MAIN_CONTENT_ID} className="app-main" tabIndex={-1}>
          <Suspense fallback={<FullPageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
      </WritesGate>
      <BottomNav unreadMessages={unreadMessages} />
      <WritesGate>
        <FeedbackButton />
      </WritesGate>
      <Toaster />
      <WritesGate>
        <ShellDialogs />
      </WritesGate>
    </div>
  );
};
