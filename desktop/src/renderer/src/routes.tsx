import { lazy, Suspense } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { AppShell } from "./components/AppShell/AppShell";
import { FullPageSpinner } from "./components/FullPageSpinner";
import { ErrorScreen } from "./scenes/ErrorScreen/ErrorScreen";

/** One lazily loaded chunk per scene, so the first page carries only what it shows. */
const HomeScene = lazy(() => import("./scenes/Home/HomeScene"));
const LoginScene = lazy(() => import("./scenes/Login/LoginScene"));
const ForgotPasswordScene = lazy(() => import("./scenes/PasswordReset/ForgotPasswordScene"));
const ResetPasswordScene = lazy(() => import("./scenes/PasswordReset/ResetPasswordScene"));
const FavoritesScene = lazy(() => import("./scenes/Favorites/FavoritesScene"));
const ProfileScene = lazy(() => import("./scenes/Profile/ProfileScene"));
const ProfileSetupScene = lazy(() => import("./scenes/ProfileSetup/ProfileSetupScene"));
const AdminScene = lazy(() => import("./scenes/Admin/AdminScene"));
const MessagesScene = lazy(() => import("./scenes/Messages/MessagesScene"));
const NotificationsScene = lazy(() => import("./scenes/Notifications/NotificationsScene"));
const EditRequestScene = lazy(() => import("./scenes/EditListing/EditRequestScene"));
const EditOfferScene = lazy(() => import("./scenes/EditListing/EditOfferScene"));
const SpaceRequestScene = lazy(() => import("./scenes/ListingDetail/SpaceRequestScene"));
const SpaceOfferScene = lazy(() => import("./scenes/ListingDetail/SpaceOfferScene"));
const MemberScene = lazy(() => import("./scenes/Member/MemberScene"));
const ServerSettingsScene = lazy(() => import("./scenes/ServerSettings/ServerSettingsScene"));
const NotFoundScene = lazy(() => import("./scenes/NotFound/NotFoundScene"));
const NotificationPreferencesScene = lazy(
  () => import("./scenes/NotificationPreferences/NotificationPreferencesScene"),
);

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
          { path: "/forgot-password", element: <ForgotPasswordScene /> },
          { path: "/reset-password", element: <ResetPasswordScene /> },
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
          { path: "/notification-preferences", element: <NotificationPreferencesScene /> },
          { path: "*", element: <NotFoundScene /> },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
