import { APP_ORIGIN } from "../../src/main/protocol";

/**
 * Chromium cannot load a custom scheme that nothing registered, so the harness serves
 * app://kindred on a loopback origin (http://kindred.localhost:<port>, a secure context
 * like app://) and translates URLs both ways wherever the main process sees them.
 */
export interface OriginMap {
  readonly pageOrigin: string;
  /** app://kindred/x → the loopback page URL; other URLs unchanged. */
  toPage(url: string): string;
  /** The loopback page URL → app://kindred/x; other URLs unchanged. */
  toApp(url: string): string;
}

const swapOrigin = (url: string, from: string, to: string) =>
  url === from || url.startsWith(`${from}/`) || url.startsWith(`${from}?`) ? `${to}${url.slice(from.length)}` : url;

export const createOriginMap = (pageOrigin: string): OriginMap => {
  return {
    pageOrigin,
    toPage: (url) => swapOrigin(url, APP_ORIGIN, pageOrigin),
    toApp: (url) => swapOrigin(url, pageOrigin, APP_ORIGIN),
  };
};
