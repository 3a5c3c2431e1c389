import type { Session } from "electron";
import type { BrowserContext } from "playwright-core";
import type { ProtocolHandler } from "./appServer";

/** The members of Electron's Session the main process uses, with Electron's own signatures. */
export type SessionSlice = Pick<Session, "setPermissionRequestHandler" | "setPermissionCheckHandler" | "fetch"> & {
  protocol: Pick<Session["protocol"], "handle">;
};

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

const bodyBytes = (body: RequestInit["body"]): Buffer | undefined => {
  if (body === undefined || body === null) return undefined;
  if (typeof body === "string") return Buffer.from(body);
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  if (ArrayBuffer.isView(body)) return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  throw new Error("session.fetch stand-in: only string and byte bodies are supported");
};

/**
 * Event streams never end, and the browser context's request API answers only with a
 * whole body: those go through Node's fetch, carrying the same context's cookies.
 */
const streamingFetch = async (context: BrowserContext, url: string, init: RequestInit, headers: Headers) => {
  const cookies = await context.cookies(url);
  if (cookies.length > 0) headers.set("cookie", cookies.map(({ name, value }) => `${name}=${value}`).join("; "));
  return fetch(url, { method: init.method, headers, redirect: "manual" });
};

export interface SessionRecord {
  protocolHandlers: Map<string, ProtocolHandler>;
  permissionChecks: string[];
}

/**
 * session.fromPartition(…) backed by one Playwright browser context: fetch uses the
 * context's request API, so the cookies the server sets land in the same jar the
 * window's page uses, as with Electron's session.fetch.
 */
export const createSession = (getContext: () => Promise<BrowserContext>, record: SessionRecord): SessionSlice => {
  return {
    setPermissionRequestHandler: () => undefined,
    setPermissionCheckHandler: () => undefined,
    protocol: {
      handle: (scheme, handler) => {
        record.protocolHandlers.set(scheme, handler as ProtocolHandler);
      },
    },
    fetch: async (input, init = {}) => {
      const url = typeof input === "string" ? input : input.url;
      const context = await getContext();
      const headers = new Headers(init.headers);
      if (headers.get("accept")?.includes("text/event-stream")) return streamingFetch(context, url, init, headers);
      const answer = await context.request.fetch(url, {
        method: init.method ?? "GET",
        headers: Object.fromEntries(headers),
        data: bodyBytes(init.body),
        maxRedirects: init.redirect === "manual" ? 0 : 20,
        failOnStatusCode: false,
      });
      const responseHeaders = new Headers();
      for (const { name, value } of answer.headersArray()) responseHeaders.append(name, value);
      const status = answer.status();
      return new Response(NULL_BODY_STATUSES.has(status) ? null : new Uint8Array(await answer.body()), {
        status,
        statusText: answer.statusText(),
        headers: responseHeaders,
      });
    },
  };
};
