import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { pipeline, Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { APP_ORIGIN } from "../../src/main/protocol";

export type ProtocolHandler = (request: Request) => Response | Promise<Response>;

/** Hop-by-hop headers Electron never hands a protocol handler. */
const HOP_HEADERS = new Set(["host", "connection", "keep-alive", "transfer-encoding", "content-length"]);

/** The page's request as the app:// handler would receive it from Electron. */
const toAppRequest = (incoming: IncomingMessage): Request => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (HOP_HEADERS.has(name) || value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  // The page really runs on app://kindred: that is the Origin Electron reports.
  if (headers.has("origin")) headers.set("origin", APP_ORIGIN);
  headers.delete("referer");
  const hasBody = incoming.method !== "GET" && incoming.method !== "HEAD";
  return new Request(`${APP_ORIGIN}${incoming.url ?? "/"}`, {
    method: incoming.method,
    headers,
    body: hasBody ? (Readable.toWeb(incoming) as ReadableStream<Uint8Array>) : undefined,
    duplex: "half",
  } as RequestInit);
};

const answer = async (handler: ProtocolHandler | undefined, incoming: IncomingMessage, outgoing: ServerResponse) => {
  if (!handler) {
    outgoing.writeHead(503).end("app:// has no handler yet");
    return;
  }
  const response = await handler(toAppRequest(incoming));
  const headers: [string, string][] = [];
  for (const [name, value] of response.headers) headers.push([name, value]);
  outgoing.writeHead(response.status, response.statusText, headers.flat());
  if (!response.body) {
    outgoing.end();
    return;
  }
  // Streamed as it comes (the realtime event stream never ends), cancelled when the page goes;
  // a body that breaks (the server went away mid-stream) drops the page's connection, as in Electron.
  const body = Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>);
  pipeline(body, outgoing, () => undefined);
};

/**
 * A loopback HTTP server in front of the real app:// handler the main process
 * registered: the page's requests become the `Request`s Electron would pass it.
 */
export const startAppServer = async (getHandler: () => ProtocolHandler | undefined) => {
  const server = http.createServer((incoming, outgoing) => {
    answer(getHandler(), incoming, outgoing).catch((error: unknown) => {
      if (!outgoing.headersSent) outgoing.writeHead(500);
      outgoing.end(String(error));
    });
  });
  // Dual-stack: Chromium may resolve kindred.localhost to ::1 or 127.0.0.1.
  await new Promise<void>((resolve) => server.listen(0, "::", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    pageOrigin: `http://kindred.localhost:${port}`,
    /** The same server for Node's own fetch, which does not resolve *.localhost. */
    loopbackOrigin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
