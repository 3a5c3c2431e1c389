import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { register } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Rectangle } from "electron";
import type { Browser, Page } from "playwright-core";
import { startAppServer } from "./standIn/appServer";
import { createRecorder, invokeEvent, type Recorder, type StandInEnv } from "./standIn/env";
import { createStandInElectron, type StandInElectron } from "./standIn/index";
import { createOriginMap } from "./standIn/origins";
import type { StandInBrowserWindow } from "./standIn/window";

const MAIN_BUNDLE = new URL("../out/main/index.js", import.meta.url);

declare global {
  var __kindredHarnessApps: Map<string, StandInElectron> | undefined;
}

let loaderRegistered = false;
let nextInstance = 0;

export interface LaunchOptions {
  browser: Browser;
  /** The API server; the page's own `page.request` calls go there with the app's cookie jar. */
  apiUrl: string;
  /** Saved as the app's settings before it starts, as the Server screen would have. */
  savedServerUrl?: string;
  args?: string[];
  /** Reuse a profile folder (a second launch, a restart); a fresh one otherwise. */
  userData?: string;
  isPackaged?: boolean;
  badgeSupported?: boolean;
  /** Work areas of the monitors, the primary first; one 1920×1080 screen by default. */
  displays?: Rectangle[];
}

export interface DesktopApp {
  electron: StandInElectron;
  record: Recorder;
  userData: string;
  /** The main window, or null when the app quit instead (a second instance). */
  window: StandInBrowserWindow | null;
  page: Page | null;
  /** From importing the built main bundle to the window's first load. */
  startupMs: number;
  /** Where the harness serves app://kindred (requests there reach the real protocol handler). */
  pageOrigin: string;
  /** pageOrigin as Node's fetch can reach it. */
  loopbackOrigin: string;
  /** Calls the real ipcMain handler of `channel` as a page at `senderUrl` would. */
  invoke(channel: string, senderUrl: string, ...args: unknown[]): Promise<unknown>;
  close(): Promise<void>;
}

const waitForWindow = async (electron: StandInElectron, record: Recorder): Promise<StandInBrowserWindow | null> => {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const [window] = electron.BrowserWindow.getAllWindows();
    if (window) return window;
    if (record.quit) return null;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error("The main process opened no window within 30 s");
};

/**
 * Starts the BUILT main process (out/main/index.js) against the stand-in electron of a new
 * app instance and waits for its window's first load. Each launch imports the bundle afresh
 * (its own module state), so several apps can run in one test, e.g. a second instance.
 */
export const launchDesktopApp = async (options: LaunchOptions): Promise<DesktopApp> => {
  if (!loaderRegistered) {
    register("./loader.mjs", import.meta.url);
    loaderRegistered = true;
  }
  const ownsUserData = options.userData === undefined;
  const userData = options.userData ?? (await mkdtemp(join(tmpdir(), "kindred-harness-")));
  if (options.savedServerUrl) {
    await writeFile(join(userData, "settings.json"), JSON.stringify({ serverUrl: options.savedServerUrl }));
  }
  const record = createRecorder();
  const env: StandInEnv = {
    browser: options.browser,
    origins: createOriginMap("http://kindred.localhost"),
    userData,
    isPackaged: options.isPackaged ?? true,
    badgeSupported: options.badgeSupported ?? true,
    displays: options.displays ?? [{ x: 0, y: 0, width: 1920, height: 1080 }],
    contextFor: () => options.browser.newContext({ baseURL: options.apiUrl, reducedMotion: "reduce" }),
    ipcHandlers: new Map(),
    sessions: { protocolHandlers: new Map(), permissionChecks: [] },
    record,
  };
  const server = await startAppServer(() => env.sessions.protocolHandlers.get("app"));
  env.origins = createOriginMap(server.pageOrigin);

  const instance = String(nextInstance++);
  const argv = [process.execPath, fileURLToPath(MAIN_BUNDLE), ...(options.args ?? [])];
  const { electron, markReady, contexts } = createStandInElectron(env, () => argv);
  globalThis.__kindredHarnessApps ??= new Map();
  globalThis.__kindredHarnessApps.set(instance, electron);

  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    electron.app.quit();
    for (const context of contexts.values()) await (await context).close();
    await server.close();
    globalThis.__kindredHarnessApps?.delete(instance);
    if (ownsUserData) await rm(userData, { recursive: true, force: true });
  };

  const invoke = async (channel: string, senderUrl: string, ...args: unknown[]) => {
    const handler = env.ipcHandlers.get(channel);
    if (!handler) throw new Error(`No handler registered for '${channel}'`);
    return handler(invokeEvent(senderUrl), ...args);
  };
  const common = {
    electron,
    record,
    userData,
    pageOrigin: server.pageOrigin,
    loopbackOrigin: server.loopbackOrigin,
    invoke,
    close,
  };

  // The main process reads process.argv while it starts, as it would in Electron.
  const ownArgv = process.argv;
  process.argv = argv;
  const started = performance.now();
  try {
    await import(`${MAIN_BUNDLE.href}?kindredInstance=${instance}`);
    markReady();
    const window = await waitForWindow(electron, record);
    if (!window) return { ...common, window, page: null, startupMs: 0 };
    const loaded = new Promise<void>((resolve) => window.once("ready-to-show", resolve));
    const page = await window.page;
    await loaded;
    return { ...common, window, page, startupMs: performance.now() - started };
  } catch (error) {
    await close();
    throw error;
  } finally {
    process.argv = ownArgv;
  }
};
