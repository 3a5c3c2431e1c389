import type { BrowserWindowConstructorOptions } from "electron";
import { APP_NAME } from "./badge";
import { originOf } from "./origin";
import { DEFAULT_WINDOW_SIZE, MIN_WINDOW_SIZE, type WindowPlacement } from "./windowState";

/** The slice of a BrowserWindow the main-process modules use. */
export interface WindowLike {
  isMinimized(): boolean;
  isFocused(): boolean;
  restore(): void;
  show(): void;
  focus(): void;
  setTitle(title: string): void;
  webContents: { send(channel: string, ...args: unknown[]): void };
}

export interface MainWindowLike extends WindowLike {
  loadURL(url: string): Promise<void>;
  maximize(): void;
  once(event: "ready-to-show", listener: () => void): unknown;
  on(event: "page-title-updated", listener: (event: { preventDefault(): void }) => void): unknown;
  webContents: WindowLike["webContents"] & {
    setWindowOpenHandler(handler: (details: { url: string }) => { action: "deny" }): void;
    on(
      event: "will-navigate" | "will-redirect",
      listener: (event: { url: string; preventDefault(): void }) => void,
    ): unknown;
    loadURL(url: string): Promise<void>;
  };
}

export interface MainWindowDeps<W extends MainWindowLike> {
  createWindow(options: BrowserWindowConstructorOptions): W;
  openExternal(url: string): Promise<void> | void;
  preloadPath: string;
  iconPath?: string;
  /** Size and position remembered from last time (windowState.ts); the default size otherwise. */
  placement?: WindowPlacement;
  /** Whether the window was maximised when it last closed. */
  maximized?: boolean;
  /** The partition whose session serves app:// and holds the server's cookies. */
  partition: string;
  startUrl: string;
  /** Origins the window may show: app://kindred, plus the dev server in development. */
  trustedOrigins: readonly string[];
  getServerUrl: () => string;
  /** appUrl(path) of protocol.ts. */
  toAppUrl: (path: string) => string;
}

export const mainWindowOptions = (
  deps: Pick<MainWindowDeps<MainWindowLike>, "preloadPath" | "iconPath" | "partition" | "placement">,
): BrowserWindowConstructorOptions => {
  return {
    title: APP_NAME,
    ...(deps.placement ?? DEFAULT_WINDOW_SIZE),
    minWidth: MIN_WINDOW_SIZE.width,
    minHeight: MIN_WINDOW_SIZE.height,
    show: false,
    backgroundColor: "#ffffff",
    autoHideMenuBar: true,
    ...(deps.iconPath ? { icon: deps.iconPath } : {}),
    webPreferences: {
      preload: deps.preloadPath,
      partition: deps.partition,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: true,
    },
  };
};

/** http(s) and mailto links leave the app for the OS browser or mail app; nothing else is opened at all. */
export const isExternalLink = (url: string): boolean => {
  return /^(https?:\/\/|mailto:)/i.test(url);
};

/**
 * A page of the server itself (where sign-in with Google or Facebook ends) shown
 * inside the app instead: same path on app://, same session cookies. API calls and
 * the OAuth callbacks stay on the server, which must see them.
 */
export const appPathForServerPage = (url: string, serverUrl: string): string | null => {
  const origin = originOf(url);
  if (origin === null || origin !== originOf(serverUrl)) return null;
  const { pathname, search, hash } = new URL(url);
  if (/^\/(api|objects)(\/|$)/.test(pathname)) return null;
  return `${pathname}${search}${hash}`;
};

export const createMainWindow = <W extends MainWindowLike>(deps: MainWindowDeps<W>): W => {
  const window = deps.createWindow(mainWindowOptions(deps));
  const isTrusted = (url: string) => {
    const origin = originOf(url);
    return origin !== null && deps.trustedOrigins.includes(origin);
  };

  window.webContents.setWindowOpenHandler(({ url }) => {
    if (isExternalLink(url)) void deps.openExternal(url);
    return { action: "deny" };
  });
  // Only the app's own pages load in the window, whether a link or a redirect leads away: a
  // page of the server comes back into the app, anything else goes to the OS browser (social
  // sign-in runs there from the start, see socialSignIn.ts).
  const keepInApp = (event: { url: string; preventDefault(): void }) => {
    if (isTrusted(event.url)) return;
    event.preventDefault();
    const appPath = appPathForServerPage(event.url, deps.getServerUrl());
    if (appPath !== null) void window.webContents.loadURL(deps.toAppUrl(appPath));
    else if (isExternalLink(event.url)) void deps.openExternal(event.url);
  };
  window.webContents.on("will-navigate", keepInApp);
  window.webContents.on("will-redirect", keepInApp);
  // The title carries the unread count (see badge.ts), so pages do not overwrite it.
  window.on("page-title-updated", (event) => event.preventDefault());
  window.once("ready-to-show", () => {
    if (deps.maximized) window.maximize();
    window.show();
  });
  void window.loadURL(deps.startUrl);
  return window;
};

/** Bring the window to the front, e.g. after a notification click or a second launch. */
export const focusWindow = (window: WindowLike): void => {
  if (window.isMinimized()) window.restore();
  window.show();
  window.focus();
};
