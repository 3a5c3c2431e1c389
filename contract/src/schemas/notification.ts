import { z } from "zod";
import { VALIDATION_MESSAGES as V } from "../specTexts";
import { isoDate, uuid } from "./common";
import { MATCH_ACTIONS } from "./match";
import { optionalWholeNumber } from "./wholeNumber";

export const NOTIFICATION_TYPES = [
  "new_match",
  "new_message",
  "match_update",
  "still_looking",
  "booking_proposed",
  "booking_update",
  "booking_reminder",
  "moderation_notice",
  "report_outcome",
  "reference_published",
  "reference_reminder",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const notification = z.object({
  id: uuid,
  userId: uuid,
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  matchId: uuid.nullable(),
  /** The request a `still_looking` notification is about. */
  spaceRequestId: uuid.optional(),
  createdAt: isoDate,
});
export type Notification = z.infer<typeof notification>;

/** Events on `GET /api/events` (Server-Sent Events), besides `ready`. */
export const REALTIME_EVENTS = ["notification", "message", "match"] as const;
export type RealtimeEvent = (typeof REALTIME_EVENTS)[number];

/**
 * What a `match` event says changed: a lifecycle step (`MATCH_ACTIONS`, `closed`,
 * `accepted_by_both`), `created`, `read` (the conversation was read), `message_removed`,
 * `reference`, `booking`, or the other party's suspension (`paused`, `resumed`).
 */
export const MATCH_EVENT_CHANGES = [
  ...MATCH_ACTIONS,
  "closed",
  "accepted_by_both",
  "created",
  "read",
  "message_removed",
  "reference",
  "booking",
  "paused",
  "resumed",
] as const;
export type MatchEventChange = (typeof MATCH_EVENT_CHANGES)[number];

/**
 * The `data` of each Server-Sent Event: ids, enough for the client to refetch what changed. The
 * server builds its payloads typed from these (and parses them before sending outside
 * production); the client parses every event with them and ignores one that does not parse.
 */
export const realtimeEventData = {
  // `read` when notifications were marked read elsewhere (another tab or device).
  notification: z.object({
    notificationId: uuid.optional(),
    type: z.enum([...NOTIFICATION_TYPES, "read"]),
    matchId: uuid.nullable(),
  }),
  message: z.object({ matchId: uuid, messageId: uuid, senderId: uuid }),
  match: z.object({ matchId: uuid, change: z.enum(MATCH_EVENT_CHANGES) }),
  /**
   * Sent first on every (re)connection. `recent`: an event for the member may have been published
   * within the stream's `window` (see REALTIME_RECENT), so what was loaded before the stream may
   * be stale and is refetched; false only when the server knows none was.
   */
  ready: z.object({ lastEventId: z.string().nullable(), recent: z.boolean() }),
} as const;
export type RealtimeEventName = keyof typeof realtimeEventData;
export type RealtimeEventData<E extends RealtimeEventName> = z.infer<(typeof realtimeEventData)[E]>;

/** One event, name and data together: one member of the union per event name. */
export const realtimeEvent = z.discriminatedUnion("event", [
  z.object({ event: z.literal("notification"), data: realtimeEventData.notification }),
  z.object({ event: z.literal("message"), data: realtimeEventData.message }),
  z.object({ event: z.literal("match"), data: realtimeEventData.match }),
  z.object({ event: z.literal("ready"), data: realtimeEventData.ready }),
]);
export type RealtimeEventMessage = z.infer<typeof realtimeEvent>;
/** An event the server pushes for a member (every one but the stream's own `ready`). */
export type PushedRealtimeEvent = Exclude<RealtimeEventMessage, { event: "ready" }>;

/** Parses an event as received (its name and its JSON-decoded data); null when it does not parse. */
export const parseRealtimeEvent = (event: string, data: unknown): RealtimeEventMessage | null => {
  const parsed = realtimeEvent.safeParse({ event, data });
  return parsed.success ? parsed.data : null;
};

/** Heartbeat comment interval of `GET /api/events`. */
export const REALTIME_HEARTBEAT_MS = 20_000;

/**
 * What a page loaded before its event stream was subscribed may have missed. The stream's
 * `?window=` says how long ago (ms) the page began loading; its `ready` then says `recent: true`
 * when an event for the member was published within that window, widened by `marginMs` for the
 * requests' time on the network (or when the server cannot tell: no window, or one longer than it
 * remembers, `maxWindowMs`, or its LISTEN connection younger than the window).
 */
export const REALTIME_RECENT = { param: "window", maxWindowMs: 600_000, marginMs: 10_000 } as const;

/** The event stream's query: how long ago the page began loading, when the client knows. */
export const realtimeStreamQuery = z.object({
  [REALTIME_RECENT.param]: optionalWholeNumber({
    min: 0,
    max: REALTIME_RECENT.maxWindowMs,
    message: () => V.wholeNumber,
  }),
});
