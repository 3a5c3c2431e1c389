import type Koa from "koa";
import type { RealtimeHub } from "./hub";

declare module "koa" {
  interface DefaultContext {
    /** This process's LISTEN hub; absent when the app runs without push (some tests). */
    realtime?: RealtimeHub;
  }
}

/** Gives an app its process's realtime hub, which `GET /api/events` streams from. */
// biome-ignore lint/suspicious/noExplicitAny: any Koa app, whatever its state type
export const attachRealtime = (app: Koa<any, any>, hub: RealtimeHub): void => {
  // A reader closing its event stream (premature close, reset) is how streams end: the app's own
  // error listener (`logAppError`) already passes over a client that went away and logs the rest.
  app.context.realtime = hub;
};
