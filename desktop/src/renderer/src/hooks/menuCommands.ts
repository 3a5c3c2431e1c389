import type { CurrentUser } from "@kindred/contract";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { MenuCommand } from "../../../shared/menu";
import { getPlatform } from "../platform";
import { CURRENT_USER_KEY } from "../queries/auth";
import { type ShellDialog, useDialogStore } from "../stores/dialogStore";

/** Where the app menu's Go items and Server… lead. */
export const MENU_PATHS = {
  home: "/",
  messages: "/messages",
  mySpaces: "/my-listings",
  admin: "/admin",
  calendar: "/calendar",
  server: "/server",
} as const satisfies Partial<Record<MenuCommand, string>>;

const MENU_DIALOGS = {
  newRequest: "spaceRequest",
  offerSpace: "spaceOffer",
  search: "search",
} as const satisfies Partial<Record<MenuCommand, ShellDialog>>;

/** Posting needs an account: a visitor is sent to sign in instead, as the home page's buttons do. */
const MEMBERS_ONLY: ReadonlySet<ShellDialog> = new Set(["spaceRequest", "spaceOffer"]);

export interface MenuTarget {
  signedIn: boolean;
  /** The current path: dialogs live in the app shell, which the Server screen is outside of. */
  pathname: string;
  navigate(path: string): void;
  showDialog(dialog: ShellDialog): void;
}

/** Carries out one app-menu command (the admin screen itself tells members it is for admins). */
export const runMenuCommand = (command: MenuCommand, target: MenuTarget): void => {
  if (command in MENU_PATHS) {
    target.navigate(MENU_PATHS[command as keyof typeof MENU_PATHS]);
    return;
  }
  const dialog = MENU_DIALOGS[command as keyof typeof MENU_DIALOGS];
  if (MEMBERS_ONLY.has(dialog) && !target.signedIn) {
    target.navigate("/login");
    return;
  }
  if (target.pathname === MENU_PATHS.server) target.navigate(MENU_PATHS.home);
  target.showDialog(dialog);
};

interface RouterLike {
  state: { location: { pathname: string } };
  navigate(path: string): unknown;
}

const signedIn = (queryClient: QueryClient) => Boolean(queryClient.getQueryData<CurrentUser | null>(CURRENT_USER_KEY));

/** Listens for app-menu commands for the whole app (any route, the error screen included). */
export const useMenuCommands = (router: RouterLike) => {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      getPlatform().onMenuCommand((command) =>
        runMenuCommand(command, {
          signedIn: signedIn(queryClient),
          pathname: router.state.location.pathname,
          navigate: (path) => void router.navigate(path),
          showDialog: (dialog) => useDialogStore.getState().show(dialog),
        }),
      ),
    [router, queryClient],
  );
};
