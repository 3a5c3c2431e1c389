import { existsSync } from "node:fs";
import type { ServerResponse } from "node:http";
import { basename, join } from "node:path";
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_STORAGE_KEY,
  type Locale,
  OFFERED_LOCALES,
  SERVER_MESSAGES,
} from "@kindred/contract";
import type { Context, Middleware } from "koa";
import send from "koa-send";
import { SESSION_COOKIE } from "./session";

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const NOT_BUILT =
  "Kindred Spaces API is running, but the web app has not been built yet.\n" +
  "Run `npm run build:web` (or `npm start`, which builds it) and reload this page.\n";

/** Paths the web app never answers: the API and stored objects have their own routes. */
export const isServerPath = (path: string) =>
  path === "/api" || path.startsWith("/api/") || path === "/objects" || path.startsWith("/objects/");

const cacheControl = (res: ServerResponse, path: string) => {
  const file = basename(path).replace(/\.(br|gz)$/, "");
  if (path.includes("/assets/")) res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
  // index.html and the prerendered pages name the current hashed files.
  else if (file.endsWith(".html")) res.setHeader("Cache-Control", "no-cache");
  else res.setHeader("Cache-Control", "public, max-age=3600");
};

const sendOptions = (root: string) => ({
  root,
  brotli: true,
  gzip: true,
  maxage: ONE_YEAR_MS,
  index: false as const,
  setHeaders: cacheControl,
});

/**
 * The language a first page is painted in: the one the app last showed in this browser (its
 * `locale` cookie), else the first offered language the browser asks for, else English.
 */
const pageLocale = (ctx: Context): Locale => {
  const chosen = ctx.cookies.get(LOCALE_STORAGE_KEY);
  if (isLocale(chosen)) return chosen;
  const asked = ctx.acceptsLanguages([...OFFERED_LOCALES]);
  return isLocale(asked) ? asked : DEFAULT_LOCALE;
};

/**
 * The page the web build prerendered for this request, if it made one (desktop/prerenderedPages.ts):
 * `pages/member/<name>.html` for `/<name>` (`index` for `/`) when the request carries a session
 * cookie, `pages/visitor/…` otherwise, under `pages/<language>/` in a language other than English.
 * A URL with a query may open the page in another state (`/messages?match=…` shows a
 * conversation), so it gets index.html.
 */
const prerenderedPage = (webDir: string, ctx: Context): string | undefined => {
  // `/index` is no page of the app: only `/` is the home page.
  if (ctx.querystring !== "" || !/^\/[a-z-]*$/.test(ctx.path) || ctx.path === "/index") return undefined;
  const audience = ctx.cookies.get(SESSION_COOKIE) ? "member" : "visitor";
  const locale = pageLocale(ctx);
  const folder = locale === DEFAULT_LOCALE ? "pages" : `pages/${locale}`;
  const file = `${folder}/${audience}/${ctx.path === "/" ? "index" : ctx.path.slice(1)}.html`;
  return existsSync(join(webDir, file)) ? file : undefined;
};

const notFound = (error: unknown) => (error as { status?: number }).status === 404;

/**
 * Serves the built web UI: hashed files under /assets/ cached for a year (pre-compressed .br/.gz
 * when the build made them), a page the build prerendered as that page, any other path
 * index.html (no-cache) so the SPA routes.
 */
export const webApp =
  (webDir: string): Middleware =>
  async (ctx, next) => {
    if ((ctx.method !== "GET" && ctx.method !== "HEAD") || isServerPath(ctx.path)) return next();
    if (!existsSync(join(webDir, "index.html"))) {
      ctx.type = "text/plain";
      ctx.body = NOT_BUILT;
      return;
    }
    ctx.vary("Accept-Encoding");
    const page = prerenderedPage(webDir, ctx);
    if (page) {
      // Which page depends on the session and language cookies and the browser's languages: a shared
      // cache must not give a member's to a visitor, or one language's to another.
      ctx.vary("Cookie");
      ctx.vary("Accept-Language");
      await send(ctx, page, sendOptions(webDir));
      return;
    }
    if (ctx.path !== "/") {
      try {
        if (await send(ctx, ctx.path, sendOptions(webDir))) return;
      } catch (error) {
        if (!notFound(error)) throw error;
      }
      // A missing hashed file is a real 404: answering index.html would poison caches.
      if (ctx.path.startsWith("/assets/")) {
        ctx.status = 404;
        ctx.type = "text/plain";
        ctx.body = `${SERVER_MESSAGES.notFound}\n`;
        return;
      }
    }
    await send(ctx, "index.html", sendOptions(webDir));
  };
