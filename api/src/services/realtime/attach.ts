import type Koa from "koa";
import type { RealtimeHub } from "./hub";

const EVENTS_PATH = "/api/events";

declare module "koa" {
  interface DefaultContext {
    /** This process's LISTEN hub; absent when the app runs without push (some tests). */
    realtime?: RealtimeHub;
  }
}

/** Gives an app its process's realtime hub, which `GET /api/events` streams from. */
// biome-ignore lint/suspicious/noExplicitAny: any Koa app, whatever its state type
export const attachRealtime = (app: Koa<any, any>, hub: RealtimeHub): void => {
  app.context.realtime = hub;
  // A reader closing its event stream is how streams end, not an error worth a stack trace;
  // everything else goes to Koa's own error log as before.
  app.on("error", (error: NodeJS.ErrnoException, ctx?: { path?: string }) => {
    if (error?.code === "ERR_STREAM_PREMATURE_CLOSE" && ctx?.path === EVENTS_PATH) return;
    app.onerror(error);
  });
};
