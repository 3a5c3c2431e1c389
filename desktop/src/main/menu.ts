import { DESKTOP_TEXTS } from "@kindred/contract";
import type { MenuItemConstructorOptions } from "electron";
import type { MenuCommand } from "../shared/menu";

const t = DESKTOP_TEXTS.menu;

export interface AppMenuDeps {
  /** app.isPackaged: installed builds have no DevTools item (and no shortcut to them). */
  isPackaged: boolean;
  /** process.platform: macOS gets its app menu, where Server… sits like Preferences. */
  platform: NodeJS.Platform;
  /** The signed-in member is an admin: only then does Go have Admin (Ctrl/Cmd+4). */
  isAdmin: boolean;
  /** Hands the command to the renderer (CHANNELS.menuCommand of the focused window). */
  send(command: MenuCommand): void;
}

const command = (deps: AppMenuDeps, label: string, accelerator: string, name: MenuCommand) =>
  ({ label, accelerator, click: () => deps.send(name) }) satisfies MenuItemConstructorOptions;

/**
 * The app menu that replaces Electron's default: the shortcuts of the desktop design
 * (Ctrl/Cmd+N, Ctrl/Cmd+Shift+N, Ctrl/Cmd+K, Ctrl/Cmd+1..5, Ctrl/Cmd+,), the usual edit,
 * zoom and window roles, and DevTools in development builds only.
 */
export const appMenuTemplate = (deps: AppMenuDeps): MenuItemConstructorOptions[] => {
  const isMac = deps.platform === "darwin";
  const server = command(deps, t.server, "CmdOrCtrl+,", "server");
  const separator = { type: "separator" } as const;
  const developer: MenuItemConstructorOptions[] = deps.isPackaged ? [] : [{ role: "toggleDevTools" }];
  return [
    ...(isMac
      ? [
          {
            role: "appMenu",
            submenu: [
              { role: "about" },
              separator,
              server,
              separator,
              { role: "services" },
              separator,
              { role: "hide" },
              { role: "hideOthers" },
              { role: "unhide" },
              separator,
              { role: "quit" },
            ],
          } satisfies MenuItemConstructorOptions,
        ]
      : []),
    {
      label: t.file,
      submenu: [
        command(deps, t.newRequest, "CmdOrCtrl+N", "newRequest"),
        command(deps, t.offerSpace, "CmdOrCtrl+Shift+N", "offerSpace"),
        ...(isMac ? [] : [separator, server]),
        separator,
        isMac ? { role: "close" } : { role: "quit" },
      ],
    },
    { label: t.edit, role: "editMenu" },
    {
      label: t.view,
      submenu: [
        { role: "reload" },
        ...developer,
        separator,
        { role: "resetZoom" },
        { role: "zoomIn" },
        { role: "zoomOut" },
        separator,
        { role: "togglefullscreen" },
      ],
    },
    {
      label: t.go,
      submenu: [
        command(deps, t.search, "CmdOrCtrl+K", "search"),
        separator,
        command(deps, t.home, "CmdOrCtrl+1", "home"),
        command(deps, t.messages, "CmdOrCtrl+2", "messages"),
        command(deps, t.mySpaces, "CmdOrCtrl+3", "mySpaces"),
        ...(deps.isAdmin ? [command(deps, t.admin, "CmdOrCtrl+4", "admin")] : []),
        command(deps, t.calendar, "CmdOrCtrl+5", "calendar"),
      ],
    },
    { label: t.window, role: "windowMenu" },
  ];
};
