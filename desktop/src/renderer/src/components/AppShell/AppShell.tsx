import { Suspense, useDeferredValue } from "react";
import { Outlet } from "react-router";
import { useRealtime } from "../../hooks/useRealtime";
import { useCurrentUser } from "../../queries/auth";
import { FullPageSpinner } from "../FullPageSpinner";
import { MAIN_CONTENT_ID, SkipLink } from "../SkipLink";
import { Toaster } from "../Toaster";
import { AppHeader } from "./AppHeader";
import { BottomNav } from "./BottomNav";
import { FeedbackButton } from "./FeedbackButton";
import { ShellDialogs } from "./ShellDialogs";
import "./appShell.css";

/** Header, main area, bottom navigation, toasts, feedback button and the shell dialogs. */
export const AppShell = () => {
  const { user, isLoading } = useCurrentUser();
  // The first full render (header, scene, dialogs) is the page's largest task: as a deferred value
  // it renders in slices at transition priority, leaving the browser room to paint and respond.
  const loading = useDeferredValue(isLoading);
  useRealtime(user?.id ?? null);
  if (loading) return <FullPageSpinner />;
  return (
    <div className="app">
      <SkipLink />
      <AppHeader user={user} />
      <main id={MAIN_CONTENT_ID} className="app-main" tabIndex={-1}>
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <BottomNav />
      <FeedbackButton />
      <Toaster />
      <ShellDialogs />
    </div>
  );
};
