import { EventEmitter } from "node:events";
import type { WebContents } from "electron";
import type { Page, Request, Route } from "playwright-core";
import type { StandInEnv } from "./env";
import { type ImageSlice, imageFromPng } from "./image";
import { EMIT_FUNCTION, encodeBytes } from "./preloadScript";

/** The members of Electron's WebContents the main process uses. */
export type WebContentsSlice = Pick<WebContents, "send" | "loadURL" | "setWindowOpenHandler" | "getURL" | "reload"> & {
  capturePage(): Promise<ImageSlice>;
};

type OpenHandler = Parameters<WebContents["setWindowOpenHandler"]>[0];

/** Electron's navigation event: listeners read `url` and may call preventDefault(). */
const navigationEvent = (url: string) => {
  return {
    url,
    isMainFrame: true,
    defaultPrevented: false,
    preventDefault() {
      this.defaultPrevented = true;
    },
  };
};

const normalized = (url: string) => new URL(url).href;

/**
 * A window's webContents on a Playwright page. Renderer-initiated navigations of the
 * main frame raise will-navigate (and server redirects will-redirect) before they
 * happen; a prevented one never loads. Navigations the main process starts itself
 * (loadURL, reload) raise neither, as in Electron.
 */
export class StandInWebContents extends EventEmitter implements WebContentsSlice {
  private openHandler: OpenHandler = () => ({ action: "allow" });
  private readonly started = new Set<string>();
  private currentUrl = "";

  constructor(
    private readonly env: StandInEnv,
    private readonly page: Promise<Page>,
  ) {
    super();
  }

  getURL(): string {
    return this.currentUrl;
  }

  async loadURL(url: string): Promise<void> {
    const page = await this.page;
    const target = this.env.origins.toPage(url);
    this.started.add(normalized(target));
    await page.goto(target, { waitUntil: "load" });
    this.currentUrl = url;
  }

  reload(): void {
    void this.page.then((page) => {
      this.started.add(normalized(page.url()));
      return page.reload();
    });
  }

  send(channel: string, ...args: unknown[]): void {
    void this.page.then((page) =>
      page
        .evaluate(
          ([emit, name, payload]) =>
            (window as unknown as Record<string, (...a: unknown[]) => void>)[emit]?.(name, payload),
          [EMIT_FUNCTION, channel, encodeBytes(args)] as const,
        )
        .catch(() => undefined),
    );
  }

  setWindowOpenHandler(handler: OpenHandler): void {
    this.openHandler = handler;
  }

  async capturePage(): Promise<ImageSlice> {
    return imageFromPng(await (await this.page).screenshot({ type: "png" }));
  }

  /** A popup the page opened: the main process decides, and a denied one is closed at once. */
  async handlePopup(popup: Page, attemptedUrl: string): Promise<void> {
    const url = this.env.origins.toApp(attemptedUrl);
    const decision = this.openHandler({
      url,
      frameName: "",
      features: "",
      disposition: "foreground-tab",
      referrer: { url: this.currentUrl, policy: "strict-origin-when-cross-origin" },
    } as Parameters<OpenHandler>[0]);
    this.env.record.windowOpens.push({ url, action: decision.action });
    if (decision.action === "deny") await popup.close();
  }

  /** Every request of this window's page passes here before it leaves the browser. */
  async route(route: Route, request: Request): Promise<void> {
    const page = await this.page;
    if (!request.isNavigationRequest() || request.frame() !== page.mainFrame()) return route.continue();
    const url = normalized(request.url());
    const appUrl = this.env.origins.toApp(url);
    const redirected = request.redirectedFrom() !== null;
    if (!redirected && this.started.delete(url)) return this.accept(route, appUrl);
    const event = navigationEvent(appUrl);
    this.emit(redirected ? "will-redirect" : "will-navigate", event, appUrl, false, true);
    if (!event.defaultPrevented) return this.accept(route, appUrl);
    this.env.record.refusedNavigations.push(appUrl);
    return route.abort("aborted");
  }

  private accept(route: Route, appUrl: string): Promise<void> {
    this.currentUrl = appUrl;
    return route.continue();
  }
}
