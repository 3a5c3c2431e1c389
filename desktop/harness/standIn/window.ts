import { EventEmitter } from "node:events";
import { readFile } from "node:fs/promises";
import type { BrowserWindow, BrowserWindowConstructorOptions, Rectangle } from "electron";
import type { BrowserContext, Page } from "playwright-core";
import { invokeEvent, type StandInEnv } from "./env";
import { encodeBytes, INVOKE_BINDING, preloadInitScript } from "./preloadScript";
import { StandInWebContents } from "./webContents";

/** The members of Electron's BrowserWindow the main process uses, with Electron's own signatures. */
export type WindowSlice = Pick<
  BrowserWindow,
  | "isMinimized"
  | "restore"
  | "minimize"
  | "show"
  | "focus"
  | "blur"
  | "isFocused"
  | "isVisible"
  | "setTitle"
  | "getTitle"
  | "reload"
  | "close"
  | "isDestroyed"
  | "loadURL"
  | "maximize"
  | "unmaximize"
  | "isMaximized"
  | "getBounds"
  | "getNormalBounds"
  | "setBounds"
>;

/** BrowserWindow for one stand-in app: each window is a page of its session's browser context. */
export const createBrowserWindowClass = (env: StandInEnv) => {
  const windows = new Set<StandInBrowserWindow>();
  /** The URL the last popup of each context tried to open (its page only shows Chromium's error page). */
  const popupNavigations = new Map<BrowserContext, string>();

  class StandInBrowserWindow extends EventEmitter implements WindowSlice {
    static getAllWindows(): StandInBrowserWindow[] {
      return [...windows];
    }

    static getFocusedWindow(): StandInBrowserWindow | null {
      return [...windows].find((window) => window.isFocused()) ?? null;
    }

    /** The page behind the window: tests drive the UI through it. */
    readonly page: Promise<Page>;
    readonly webContents: StandInWebContents;
    private title: string;
    private visible = false;
    private focused = false;
    private minimized = false;
    private destroyed = false;
    private shownOnce = false;
    private maximized = false;
    /** The bounds when not maximised; without x/y in the options the window is centred, as by Electron. */
    private normalBounds: Rectangle;

    constructor(readonly options: BrowserWindowConstructorOptions = {}) {
      super();
      this.title = options.title ?? "";
      const { width = 800, height = 600 } = options;
      const [primary = { x: 0, y: 0, width, height }] = env.displays;
      this.normalBounds = {
        x: options.x ?? primary.x + Math.round((primary.width - width) / 2),
        y: options.y ?? primary.y + Math.round((primary.height - height) / 2),
        width,
        height,
      };
      windows.add(this);
      this.page = this.openPage();
      this.webContents = new StandInWebContents(env, this.page);
    }

    private async openPage(): Promise<Page> {
      const { webPreferences = {}, width = 800, height = 600 } = this.options;
      const context = await env.contextFor(webPreferences.partition ?? "");
      if (!popupNavigations.has(context)) {
        popupNavigations.set(context, "");
        // A window's own requests are routed by its page; only popups' requests get here. None loads.
        await context.route("**/*", (route, request) => {
          if (request.isNavigationRequest()) popupNavigations.set(context, request.url());
          return route.abort("blockedbyclient");
        });
      }
      const page = await context.newPage();
      await page.setViewportSize({ width, height });
      if (webPreferences.preload) {
        await page.exposeBinding(INVOKE_BINDING, async (source, channel: string, args: unknown[]) => {
          const handler = env.ipcHandlers.get(channel);
          if (!handler) throw new Error(`No handler registered for '${channel}'`);
          return encodeBytes(await handler(invokeEvent(env.origins.toApp(source.frame.url())), ...args));
        });
        await page.addInitScript(preloadInitScript(await readFile(webPreferences.preload, "utf8")));
      }
      page.on("load", () => this.firstLoad());
      page.on(
        "popup",
        (popup) => void this.webContents.handlePopup(popup, popupNavigations.get(context) ?? popup.url()),
      );
      page.on("close", () => {
        if (!this.destroyed) this.emit("close", { preventDefault() {} });
        this.destroyed = true;
        windows.delete(this);
        this.emit("closed");
      });
      await page.route("**/*", (route, request) => this.webContents.route(route, request));
      return page;
    }

    private firstLoad(): void {
      if (this.shownOnce) return;
      this.shownOnce = true;
      this.emit("ready-to-show");
    }

    loadURL(url: string): Promise<void> {
      return this.webContents.loadURL(url);
    }

    reload(): void {
      this.webContents.reload();
    }

    isMinimized(): boolean {
      return this.minimized;
    }

    minimize(): void {
      this.minimized = true;
      this.blur();
    }

    restore(): void {
      this.minimized = false;
    }

    show(): void {
      this.visible = true;
      this.focus();
    }

    isVisible(): boolean {
      return this.visible;
    }

    /** Focus is the window manager's in Electron; here it is state the test scripts. */
    focus(): void {
      if (this.focused) return;
      this.focused = true;
      this.emit("focus");
    }

    blur(): void {
      if (!this.focused) return;
      this.focused = false;
      this.emit("blur");
    }

    isFocused(): boolean {
      return this.focused;
    }

    setTitle(title: string): void {
      this.title = title;
    }

    getTitle(): string {
      return this.title;
    }

    close(): void {
      void this.page.then((page) => page.close());
    }

    /** Maximised fills the primary display's work area (the window manager's job in Electron). */
    maximize(): void {
      if (this.maximized) return;
      this.maximized = true;
      void this.fitViewport();
      this.emit("maximize");
      this.emit("resize");
    }

    unmaximize(): void {
      if (!this.maximized) return;
      this.maximized = false;
      void this.fitViewport();
      this.emit("unmaximize");
      this.emit("resize");
    }

    isMaximized(): boolean {
      return this.maximized;
    }

    getBounds(): Rectangle {
      return this.maximized && env.displays[0] ? { ...env.displays[0] } : { ...this.normalBounds };
    }

    getNormalBounds(): Rectangle {
      return { ...this.normalBounds };
    }

    /** The member dragging or resizing the window. */
    setBounds(bounds: Partial<Rectangle>): void {
      const before = this.normalBounds;
      this.normalBounds = { ...before, ...bounds };
      this.maximized = false;
      void this.fitViewport();
      if (before.x !== this.normalBounds.x || before.y !== this.normalBounds.y) this.emit("move");
      if (before.width !== this.normalBounds.width || before.height !== this.normalBounds.height) this.emit("resize");
    }

    private async fitViewport(): Promise<void> {
      const { width, height } = this.getBounds();
      await (await this.page).setViewportSize({ width, height });
    }

    isDestroyed(): boolean {
      return this.destroyed;
    }
  }

  return StandInBrowserWindow;
};

export type StandInBrowserWindow = InstanceType<ReturnType<typeof createBrowserWindowClass>>;
