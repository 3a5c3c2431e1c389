import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { type RenderLocale, setLocaleSource } from "@kindred/contract";
import { registerSpanish } from "@kindred/contract/es";
import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  Menu,
  Notification,
  net,
  protocol,
  screen,
  session,
  shell,
} from "electron";
import sharp from "sharp";
import icon from "../../../resources/icons/512x512.png?asset";
import { CHANNELS } from "../shared/channels";
import { createBadge } from "./badge";
import { DEEP_LINK_SCHEME, deepLinkPath, deepLinkPathFromArgs } from "./deepLinks";
import { createCsvExporter } from "./ipc/csvExport";
import { registerIpcHandlers } from "./ipc/handle";
import { hostFeatureHandlers } from "./ipc/index";
import { createNotifier } from "./ipc/notifications";
import { createPhotoHandlers } from "./ipc/photos";
import { captureScreenshot } from "./ipc/screenshot";
import { createServerHandlers } from "./ipc/server";
import { appMenuTemplate } from "./menu";
import { isPermissionAllowed } from "./permissions";
import { APP_ORIGIN, APP_SCHEME, APP_SCHEME_PRIVILEGES, appUrl, createAppProtocolHandler } from "./protocol";
import { createSettingsStore, DEFAULT_SETTINGS, type Settings, serverUrlFromArgs } from "./settings";
import { authLinkFromArgs, createSocialSignIn } from "./socialSignIn";
import { placeWindow, trackWindowState } from "./windowState";
import { createMainWindow, focusWindow } from "./windows";

/** The renderer's Server screen (URL, Test connection, Save). */
const SERVER_PATH = "/server";
const SERVER_CHECK_TIMEOUT_MS = 8000;
/** One persistent session: the UI's storage and the server's cookie jar live here. */
const PARTITION = "persist:kindred";
const devServerUrl = app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL;
const trustedOrigins = devServerUrl ? [APP_ORIGIN, new URL(devServerUrl).origin] : [APP_ORIGIN];

protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);

const settings = createSettingsStore(app.getPath("userData"), { readFile, writeFile, mkdir, rename });
let currentSettings: Settings = DEFAULT_SETTINGS;
let mainWindow: BrowserWindow | null = null;
const getWindow = () => mainWindow;

/** `--server=` is for development; a packaged app changes servers on its Server screen only. */
const serverUrlArg = (argv: readonly string[]) => (app.isPackaged ? undefined : serverUrlFromArgs(argv));
/** A deep link that arrived before the window was there (macOS open-url at launch). */
let pendingDeepLink: string | null = null;

const toAppUrl = (path: string) => (devServerUrl ? new URL(path, devServerUrl).toString() : appUrl(path));

/** Social sign-in runs in the system browser and comes back as a kindred://auth link. */
const socialSignIn = createSocialSignIn({
  getServerUrl: () => currentSettings.serverUrl,
  openExternal: (url) => shell.openExternal(url),
  fetch: (url, init) => session.fromPartition(PARTITION).fetch(url, init),
  // A full load: the whole UI starts over as the member who just signed in.
  openPath: (path) => {
    if (!mainWindow) {
      pendingDeepLink = path;
      return;
    }
    focusWindow(mainWindow);
    void mainWindow.webContents.loadURL(toAppUrl(path));
  },
});

/** Opens an in-app path in the running window through the router, without a reload. */
const openInWindow = (path: string): void => {
  if (!mainWindow) {
    pendingDeepLink = path;
    return;
  }
  focusWindow(mainWindow);
  mainWindow.webContents.send(CHANNELS.navigate, path);
};

let menuForAdmin = false;
let windowLocale: RenderLocale = "en";
// The main process's texts (menu, save dialogs) are worded in the window's language.
registerSpanish();
setLocaleSource(() => windowLocale);

/** The window now renders in `locale`: the menu is built again in it. */
const setWindowLocale = (locale: RenderLocale): void => {
  windowLocale = locale;
  setAppMenu(menuForAdmin);
};

/** The app menu, with Admin for admins (the renderer says who is signed in). */
const setAppMenu = (isAdmin: boolean): void => {
  menuForAdmin = isAdmin;
  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      appMenuTemplate({
        isPackaged: app.isPackaged,
        platform: process.platform,
        isAdmin,
        send: (command) => mainWindow?.webContents.send(CHANNELS.menuCommand, command),
      }),
    ),
  );
};

const start = async (): Promise<void> => {
  currentSettings = await settings.load();
  const serverUrl = serverUrlArg(process.argv);
  if (serverUrl) currentSettings = await settings.save({ serverUrl });
  console.info(`Kindred Spaces: server ${currentSettings.serverUrl} (settings: ${settings.file})`);

  const appSession = session.fromPartition(PARTITION);
  appSession.setPermissionRequestHandler((_contents, permission, callback) =>
    callback(isPermissionAllowed(permission)),
  );
  appSession.setPermissionCheckHandler((_contents, permission) => isPermissionAllowed(permission));
  appSession.protocol.handle(
    APP_SCHEME,
    createAppProtocolHandler({
      rendererDir: join(import.meta.dirname, "../renderer"),
      getServerUrl: () => currentSettings.serverUrl,
      fetchUpstream: (url, init) => appSession.fetch(url, init),
      fetchFile: (fileUrl) => net.fetch(fileUrl),
      isFile: async (path) => (await stat(path).catch(() => null))?.isFile() ?? false,
    }),
  );

  const photos = createPhotoHandlers({
    showOpenDialog: (options) =>
      mainWindow ? dialog.showOpenDialog(mainWindow, options) : dialog.showOpenDialog(options),
    readFile: (path) => readFile(path),
    fileSize: async (path) => (await stat(path)).size,
    sharp,
  });
  const notifier = createNotifier({
    isSupported: () => Notification.isSupported(),
    createNotification: (options) => new Notification({ ...options, icon }),
    getWindow,
  });
  const badge = createBadge({ setAppBadgeCount: (count) => app.setBadgeCount(count), getWindow });
  const server = createServerHandlers({
    getServerUrl: () => currentSettings.serverUrl,
    isSaved: () => settings.isSaved(),
    fetch: (url) => appSession.fetch(url, { signal: AbortSignal.timeout(SERVER_CHECK_TIMEOUT_MS) }),
    save: async (serverUrl) => {
      currentSettings = await settings.save({ serverUrl });
      // A fresh start on the new server: nothing cached from the old one stays on screen.
      await mainWindow?.webContents.loadURL(appUrl("/"));
    },
  });
  const csv = createCsvExporter({
    getServerUrl: () => currentSettings.serverUrl,
    // Headers and labels in the language on screen (a member's saved choice wins on the server).
    fetch: (url) =>
      appSession.fetch(url, { headers: { "Accept-Language": windowLocale === "pseudo" ? "x-pseudo" : windowLocale } }),
    showSaveDialog: (options) =>
      mainWindow ? dialog.showSaveDialog(mainWindow, options) : dialog.showSaveDialog(options),
    writeFile: (path, body) => writeFile(path, body),
    rename,
    removeFile: (path) => rm(path, { force: true }),
    now: () => new Date(),
  });
  registerIpcHandlers(
    ipcMain,
    hostFeatureHandlers({
      photos,
      notifier,
      badge,
      server,
      csv,
      captureScreenshot: () => captureScreenshot({ getWindow }),
      socialSignIn,
      setAdminMenu: setAppMenu,
      setLocale: setWindowLocale,
    }),
    trustedOrigins,
  );

  setAppMenu(false);

  // First run: the member says which server to use before anything else.
  const startPath = settings.isSaved() ? (deepLinkPathFromArgs(process.argv) ?? pendingDeepLink ?? "/") : SERVER_PATH;
  openMainWindow(startPath);
  pendingDeepLink = null;
  app.on("activate", () => {
    if (BrowserWindow.getAllWindows().length === 0) openMainWindow("/");
  });
};

const openMainWindow = (startPath: string): void => {
  const remembered = currentSettings.window;
  mainWindow = createMainWindow({
    placement: placeWindow(remembered, screen.getAllDisplays(), screen.getPrimaryDisplay()),
    maximized: remembered?.maximized ?? false,
    createWindow: (options) => new BrowserWindow(options),
    openExternal: (url) => shell.openExternal(url),
    preloadPath: join(import.meta.dirname, "../preload/index.cjs"),
    iconPath: process.platform === "linux" ? icon : undefined,
    partition: PARTITION,
    startUrl: toAppUrl(startPath),
    trustedOrigins,
    getServerUrl: () => currentSettings.serverUrl,
    toAppUrl,
  });
  trackWindowState(mainWindow, {
    save: async (window) => {
      currentSettings = await settings.save({ window });
    },
    setTimer: setTimeout,
    clearTimer: (timer) => clearTimeout(timer as NodeJS.Timeout),
  });
  mainWindow.on("closed", () => {
    mainWindow = null;
  });
};

// Runs last: `start` and the handlers above are consts, defined only once their line has run.
if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME);
  // A second launch (a deep link, a desktop shortcut) lands in the window already open.
  app.on("second-instance", (_event, argv) => {
    const serverUrl = serverUrlArg(argv);
    if (serverUrl) {
      void settings.save({ serverUrl }).then((saved) => {
        currentSettings = saved;
        mainWindow?.reload();
      });
    }
    const authLink = authLinkFromArgs(argv);
    const deepLink = deepLinkPathFromArgs(argv);
    if (authLink) void socialSignIn.complete(authLink);
    else if (deepLink) openInWindow(deepLink);
    else if (mainWindow) focusWindow(mainWindow);
  });
  app.on("open-url", (event, url) => {
    event.preventDefault();
    void socialSignIn.complete(url).then((wasSignIn) => {
      const path = wasSignIn ? null : deepLinkPath(url);
      if (path) openInWindow(path);
    });
  });
  app.on("window-all-closed", () => {
    if (process.platform !== "darwin") app.quit();
  });
  app.whenReady().then(start, (error: unknown) => {
    console.error(error);
    app.quit();
  });
}
