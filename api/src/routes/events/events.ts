import { randomBytes } from "node:crypto";
import { PassThrough } from "node:stream";
import { NOTIFICATION_ROUTES, type RealtimeEventMessage, SERVER_MESSAGES } from "@kindred/contract";
import Router from "@koa/router";
import type { AppState } from "../../context";
import { ServiceUnavailableError } from "../../errors";
import { currentUser } from "../../middleware/authentication";
import { SESSION_COOKIE } from "../../middleware/session";
import "../../services/realtime/attach";
import { register } from "../register";

const router = new Router<AppState>();

/** How long a browser waits before reconnecting a dropped stream. */
const RETRY_MS = 3_000;

/**
 * Event ids count within one stream, after a random name for the stream: a process-wide counter
 * told every member how many events the server sent to everyone else between two of theirs.
 */
const streamIds = () => {
  const stream = randomBytes(6).toString("hex");
  let sequence = 0;
  return () => `${stream}-${(++sequence).toString(36)}`;
};

/**
 * Server-Sent Events for the signed-in member: `notification`, `message`, `match`, each with an
 * `id:` and JSON data holding the ids that changed. Every connection starts with `ready`: missed
 * events are not replayed (Last-Event-ID is not kept across processes), the client refetches
 * instead, unless `ready` says no event for the member came within the stream's `?window=`
 * (`recent: false`, the hub's `recentFor`): a page that just loaded and missed nothing keeps it.
 * A comment line every 20 s keeps proxies from closing an idle stream.
 */
register(router, NOTIFICATION_ROUTES.events, async (ctx) => {
  const hub = ctx.realtime;
  if (!hub || hub.closed || !hub.connected) throw ServiceUnavailableError(SERVER_MESSAGES.realtimeUnavailable);
  const user = currentUser(ctx);

  const stream = new PassThrough();
  const write = (chunk: string) => {
    if (stream.writableEnded) return;
    if (stream.writableLength + stream.readableLength > hub.maxUnreadBytes) {
      close();
      ctx.req.socket.destroy();
      return;
    }
    stream.write(chunk);
  };
  const nextId = streamIds();
  const send = ({ event, data }: RealtimeEventMessage) =>
    write(`id: ${nextId()}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

  let unsubscribe = () => {};
  const { openEventStreams } = ctx.services.metrics;
  openEventStreams.inc();
  const heartbeat = setInterval(() => write(": heartbeat\n\n"), hub.heartbeatMs);
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    openEventStreams.dec();
    clearInterval(heartbeat);
    unsubscribe();
    if (!stream.writableEnded) stream.end();
  };
  const sid = ctx.cookies.get(SESSION_COOKIE, { signed: true });
  unsubscribe = hub.subscribe({ userId: user.id, session: sid ? { sid, role: user.role } : undefined, send, close });
  ctx.res.on("close", close);
  ctx.req.socket.setTimeout(0);
  ctx.req.socket.setNoDelay(true);

  ctx.set({
    "Content-Type": "text/event-stream; charset=utf-8",
    "Cache-Control": "no-cache, no-transform",
    Connection: "keep-alive",
    "X-Accel-Buffering": "no",
  });
  ctx.status = 200;
  ctx.body = stream;
  write(`retry: ${RETRY_MS}\n\n`);
  const windowMs = ctx.state.input.query.window ?? null;
  send({
    event: "ready",
    data: { lastEventId: ctx.get("Last-Event-ID") || null, recent: hub.recentFor(user.id, windowMs) },
  });
});

export default router;
