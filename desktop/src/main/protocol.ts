import { extname, resolve, sep } from "node:path";
import { pathToFileURL } from "node:url";
import { DESKTOP_TEXTS } from "@kindred/contract";

/** The UI is served from app://kindred/ so its own calls stay relative (`/api/...`), as on the web. */
export const APP_SCHEME = "app";
export const APP_HOST = "kindred";
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

/** Passed to protocol.registerSchemesAsPrivileged before the app is ready. */
export const APP_SCHEME_PRIVILEGES = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: false, stream: true },
};

/**
 * Only our own bundle runs; the API and photos are same-origin thanks to forwarding.
 * antd writes its styles at run time, hence 'unsafe-inline' for styles only.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "media-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/** Set explicitly so `nosniff` never blocks a script or style for a missing type. */
const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
};

/** Paths the server answers; everything else is the UI bundle. */
export const isForwardedPath = (pathname: string): boolean => {
  return /^\/(api|objects)(\/|$)/.test(pathname);
};

/** Headers that describe one hop, or that the session's cookie jar sets itself. */
const REQUEST_HEADERS_NOT_FORWARDED = new Set(["host", "connection", "content-length", "cookie", "origin", "referer"]);
/**
 * Also the encoding and length: fetch hands over the body already decompressed, and a page
 * told it is still gzip would fail to decode it.
 */
const RESPONSE_HEADERS_NOT_PASSED = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "set-cookie",
  "content-encoding",
  "content-length",
]);

export interface UpstreamRequest {
  url: string;
  init: RequestInit & { credentials: "include"; redirect: "manual" };
}

/**
 * app://kindred/api/x?y → <server>/api/x?y with the same method, headers and body.
 * Cookies are not copied by hand: `credentials: "include"` makes the request use
 * (and fill) the app session's own cookie jar for the server. The Origin becomes
 * the server's own, so the server's cross-site check treats the app as first party.
 */
export const toUpstreamRequest = async (request: Request, serverUrl: string): Promise<UpstreamRequest> => {
  const { pathname, search } = new URL(request.url);
  const server = new URL(serverUrl);
  const url = `${server.origin}${server.pathname.replace(/\/+$/, "")}${pathname}${search}`;

  const headers = new Headers();
  request.headers.forEach((value, name) => {
    if (!REQUEST_HEADERS_NOT_FORWARDED.has(name.toLowerCase())) headers.set(name, value);
  });
  if (request.headers.has("origin")) headers.set("origin", server.origin);

  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  const body = hasBody ? await request.arrayBuffer() : undefined;
  return {
    url,
    init: {
      method: request.method,
      headers,
      body: body && body.byteLength > 0 ? body : undefined,
      credentials: "include",
      redirect: "manual",
    },
  };
};

/** Status, headers and a streamed body pass through; redirects back to the server stay inside the app. */
export const fromUpstreamResponse = (response: Response, serverUrl: string): Response => {
  const server = new URL(serverUrl);
  const headers = new Headers();
  response.headers.forEach((value, name) => {
    if (!RESPONSE_HEADERS_NOT_PASSED.has(name.toLowerCase())) headers.set(name, value);
  });
  const location = headers.get("location");
  if (location) {
    const target = new URL(location, server);
    if (target.origin === server.origin) headers.set("location", `${target.pathname}${target.search}${target.hash}`);
  }
  const nullBody =
    response.status === 204 || response.status === 304 || (response.status >= 300 && response.status < 400);
  return new Response(nullBody ? null : response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
};

/** The file inside the renderer build that a path names, or null when the path tries to leave it. */
export const resolveRendererFile = (rendererDir: string, pathname: string): string | null => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes("\0")) return null;
  const root = resolve(rendererDir);
  const target = resolve(root, `.${decoded.startsWith("/") ? decoded : `/${decoded}`}`);
  if (target !== root && !target.startsWith(root + sep)) return null;
  return target === root ? resolve(root, "index.html") : target;
};

export interface AppProtocolDeps {
  /** The built renderer (out/renderer). */
  rendererDir: string;
  getServerUrl: () => string;
  /** session.fetch of the app's session: Chromium's network stack and its cookie jar. */
  fetchUpstream: (url: string, init: UpstreamRequest["init"]) => Promise<Response>;
  /** net.fetch of a file:// URL. */
  fetchFile: (fileUrl: string) => Promise<Response>;
  isFile: (path: string) => Promise<boolean>;
}

/** The handler behind protocol.handle("app", …). */
export const createAppProtocolHandler = (deps: AppProtocolDeps): ((request: Request) => Promise<Response>) => {
  return async (request) => {
    const url = new URL(request.url);
    if (url.host !== APP_HOST) return new Response("Not found", { status: 404 });

    if (isForwardedPath(url.pathname)) {
      const serverUrl = deps.getServerUrl();
      const upstream = await toUpstreamRequest(request, serverUrl);
      try {
        return fromUpstreamResponse(await deps.fetchUpstream(upstream.url, upstream.init), serverUrl);
      } catch {
        return Response.json({ message: DESKTOP_TEXTS.serverUnreachable(serverUrl) }, { status: 502 });
      }
    }

    const file = resolveRendererFile(deps.rendererDir, url.pathname);
    if (!file) return new Response("Not found", { status: 404 });
    let servedFile = file;
    if (!(await deps.isFile(file))) {
      // Client-side routes (/messages, /admin…) get the app shell; missing assets stay 404.
      if (extname(file)) return new Response("Not found", { status: 404 });
      servedFile = resolve(deps.rendererDir, "index.html");
    }
    const response = await deps.fetchFile(pathToFileURL(servedFile).toString());
    const headers = new Headers(response.headers);
    const contentType = CONTENT_TYPES[extname(servedFile).toLowerCase()];
    if (contentType) headers.set("content-type", contentType);
    headers.set("content-security-policy", CONTENT_SECURITY_POLICY);
    headers.set("x-content-type-options", "nosniff");
    return new Response(response.body, { status: response.status, headers });
  };
};

/** URL of an in-app path, e.g. appUrl("/messages?match=1"). */
export const appUrl = (path = "/"): string => {
  return `${APP_ORIGIN}${path.startsWith("/") ? path : `/${path}`}`;
};
