import type { CurrentUser } from "@kindred/contract";
import type { QueryClient } from "@tanstack/react-query";
import { isValidElement, Suspense } from "react";
import { createBrowserRouter, matchRoutes, type RouteObject } from "react-router";
import { AppShell } from "./components/AppShell/AppShell";
import { FullPageSpinner } from "./components/FullPageSpinner";
import { dataOf, lazyScene, preloadOf } from "./lib/lazyScene";
import { nextTask } from "./lib/nextTask";
import { prepareDateFormats } from "./lib/relativeTime";
import { userMatchesQuery, userOffersQuery, userRequestsQuery } from "./queries/listings";
import { myMatchesQuery } from "./queries/matches";
import { ErrorScreen } from "./scenes/ErrorScreen/ErrorScreen";

/** One lazily loaded chunk per scene, so the first page carries only what it shows. */
const HomeScene = lazyScene(
  () => import("./scenes/Home/HomeScene"),
  // A member's home opens on their dashboard: requests, offers and matches.
  (queryClient, user) =>
    user
      ? Promise.all([
          queryClient.prefetchQuery(userRequestsQuery(user.id)),
          queryClient.prefetchQuery(userOffersQuery(user.id)),
          queryClient.prefetchQuery(userMatchesQuery(user.id)),
        ])
      : Promise.resolve(),
);
const AboutScene = lazyScene(() => import("./scenes/About/AboutScene"));
const LoginScene = lazyScene(() => import("./scenes/Login/LoginScene"));
const ForgotPasswordScene = lazyScene(() => import("./scenes/PasswordReset/ForgotPasswordScene"));
const ResetPasswordScene = lazyScene(() => import("./scenes/PasswordReset/ResetPasswordScene"));
const VerifyEmailScene = lazyScene(() => import("./scenes/VerifyEmail/VerifyEmailScene"));
const DeleteAccountScene = lazyScene(() => import("./scenes/DeleteAccount/DeleteAccountScene"));
const ExploreScene = lazyScene(() => import("./scenes/Explore/ExploreScene"));
const FavoritesScene = lazyScene(() => import("./scenes/Favorites/FavoritesScene"));
const ProfileScene = lazyScene(() => import("./scenes/Profile/ProfileScene"));
const ProfileSetupScene = lazyScene(() => import("./scenes/ProfileSetup/ProfileSetupScene"));
const AdminScene = lazyScene(() => import("./scenes/Admin/AdminScene"));
const MessagesScene = lazyScene(
  () => import("./scenes/Messages/MessagesScene"),
  // The match list shows each row's time: its formatter is made while the list travels.
  (queryClient, user) =>
    user
      ? Promise.all([queryClient.prefetchQuery(myMatchesQuery(user.id)), nextTask().then(prepareDateFormats)])
      : Promise.resolve(),
);
const NotificationsScene = lazyScene(() => import("./scenes/Notifications/NotificationsScene"));
const EditRequestScene = lazyScene(() => import("./scenes/EditListing/EditRequestScene"));
const EditOfferScene = lazyScene(() => import("./scenes/EditListing/EditOfferScene"));
const SpaceRequestScene = lazyScene(() => import("./scenes/ListingDetail/SpaceRequestScene"));
const SpaceOfferScene = lazyScene(() => import("./scenes/ListingDetail/SpaceOfferScene"));
const MemberScene = lazyScene(() => import("./scenes/Member/MemberScene"));
const ServerSettingsScene = lazyScene(() => import("./scenes/ServerSettings/ServerSettingsScene"));
const ImpactScene = lazyScene(() => import("./scenes/Impact/ImpactScene"));
const CalendarScene = lazyScene(() => import("./scenes/Calendar/CalendarScene"));
const KeepOpenScene = lazyScene(() => import("./scenes/KeepOpen/KeepOpenScene"));
const NotificationPreferencesScene = lazyScene(
  () => import("./scenes/NotificationPreferences/NotificationPreferencesScene"),
);
const NotFoundScene = lazyScene(() => import("./scenes/NotFound/NotFoundScene"));

/**
 * The routes of docs/product.md section 2; each scene applies its own access rule. A scene that fails (a
 * chunk gone after a deploy, a render error) shows the error screen inside the shell; a failing
 * shell shows it alone.
 */
export const routes: RouteObject[] = [
  // Desktop: outside the shell, which waits on the server this screen chooses.
  {
    path: "/server",
    element: (
      <Suspense fallback={<FullPageSpinner />}>
        <main id="main-content" className="server-settings">
          <ServerSettingsScene />
        </main>
      </Suspense>
    ),
  },
  {
    element: <AppShell />,
    errorElement: <ErrorScreen />,
    children: [
      {
        errorElement: <ErrorScreen />,
        children: [
          { path: "/", element: <HomeScene /> },
          { path: "/login", element: <LoginScene /> },
          { path: "/about", element: <AboutScene page="about" /> },
          { path: "/privacy", element: <AboutScene page="privacy" /> },
          { path: "/forgot-password", element: <ForgotPasswordScene /> },
          { path: "/reset-password", element: <ResetPasswordScene /> },
          { path: "/verify-email", element: <VerifyEmailScene /> },
          { path: "/explore", element: <ExploreScene /> },
          { path: "/favorites", element: <FavoritesScene /> },
          { path: "/profile", element: <ProfileScene /> },
          { path: "/my-listings", element: <ProfileScene /> },
          { path: "/profile-setup", element: <ProfileSetupScene /> },
          { path: "/admin", element: <AdminScene /> },
          { path: "/messages", element: <MessagesScene /> },
          { path: "/notifications", element: <NotificationsScene /> },
          { path: "/edit-request/:id", element: <EditRequestScene /> },
          { path: "/edit-offer/:id", element: <EditOfferScene /> },
          { path: "/space-request/:id", element: <SpaceRequestScene /> },
          { path: "/space-offer/:id", element: <SpaceOfferScene /> },
          { path: "/user/:id", element: <MemberScene /> },
          { path: "/keep-open", element: <KeepOpenScene /> },
          { path: "/impact", element: <ImpactScene /> },
          { path: "/calendar", element: <CalendarScene /> },
          { path: "/notification-preferences", element: <NotificationPreferencesScene /> },
          { path: "/delete-account", element: <DeleteAccountScene /> },
          { path: "*", element: <NotFoundScene /> },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);

/**
 * Starts loading the scene of the page being opened at once, beside the shell's first request
 * (who is signed in), instead of after it. Settles when the load has; a failed load shows when
 * the scene renders.
 */
export const preloadScene = (pathname: string): Promise<unknown> =>
  Promise.allSettled(
    (matchRoutes(routes, pathname) ?? []).map(({ route }) =>
      isValidElement(route.element) ? preloadOf(route.element.type)?.() : undefined,
    ),
  );

/**
 * Loads what the scene of `pathname` shows first for `user` (the scenes that say, see lazyScene),
 * so the app's first render of a prerendered page has it: rendered with the page, in the
 * transition's slices, instead of in a separate render once it arrives. Settles when the loads
 * have, failed or not.
 */
export const prefetchSceneData = (pathname: string, queryClient: QueryClient, user: CurrentUser | null) =>
  Promise.allSettled(
    (matchRoutes(routes, pathname) ?? []).map(({ route }) =>
      isValidElement(route.element) ? dataOf(route.element.type)?.(queryClient, user) : undefined,
    ),
  );
