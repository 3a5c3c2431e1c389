import { Suspense } from "react";
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
  useRealtime(user?.id ?? null);
  if (isLoading) return <FullPageSpinner />;
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
