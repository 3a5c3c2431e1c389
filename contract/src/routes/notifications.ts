import { z } from "zod";
import { idParam, pageQuery } from "../schemas/common";
import { notification, realtimeStreamQuery } from "../schemas/notification";
import { defineRoute, ok } from "./route";

const tag = "Notifications";

/** The signed-in member's notifications and the event stream that announces new ones. */
export const NOTIFICATION_ROUTES = {
  list: defineRoute({
    method: "get",
    path: "/api/notifications",
    access: "member",
    query: pageQuery,
    paged: true,
    status: 200,
    response: { description: "The notifications", schema: z.array(notification) },
    tag,
    summary: "The signed-in member's notifications, newest first",
  }),
  markRead: defineRoute({
    method: "patch",
    path: "/api/notifications/:id/read",
    access: "member",
    params: idParam,
    status: 200,
    response: { description: "The notification", schema: notification },
    tag,
    summary: "Mark one of one's own notifications read",
    errors: [404],
  }),
  markAllRead: defineRoute({
    method: "post",
    path: "/api/notifications/read-all",
    access: "member",
    status: 200,
    response: ok,
    tag,
    summary: "Mark all of one's notifications read",
  }),
  events: defineRoute({
    method: "get",
    path: "/api/events",
    access: "member",
    query: realtimeStreamQuery,
    status: 200,
    response: { description: "An endless event stream", schema: z.string(), contentType: "text/event-stream" },
    tag,
    summary: "Server-Sent Events for the signed-in member",
    description:
      "Events `ready` (first, on every connection), `notification`, `message` and `match`, each with JSON data " +
      "holding the ids that changed; a comment line every 20 s keeps the stream open. `?window=` (ms since the " +
      "page began loading) lets `ready` say whether an event may have been missed before the stream (`recent`).",
    errors: [503],
  }),
};
