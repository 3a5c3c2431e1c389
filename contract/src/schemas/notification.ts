import { z } from "zod";
import { isoDate, uuid } from "./common";

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

/** Events on `GET /api/events` (Server-Sent Events). */
export const REALTIME_EVENTS = ["notification", "message", "match"] as const;
export type RealtimeEvent = (typeof REALTIME_EVENTS)[number];

/** The `data` of each Server-Sent Event: ids, enough for the client to refetch what changed. */
export const realtimeEventData = {
  // `read` when notifications were marked read elsewhere (another tab or device).
  notification: z.object({
    notificationId: uuid.optional(),
    type: z.enum([...NOTIFICATION_TYPES, "read"]),
    matchId: uuid.nullable(),
  }),
  message: z.object({ matchId: uuid, messageId: uuid, senderId: uuid }),
  match: z.object({ matchId: uuid, change: z.string() }),
  /** Sent first on every (re)connection: refetch, anything before it may have been missed. */
  ready: z.object({ reconnected: z.boolean().optional() }),
} as const;

/** Heartbeat comment interval of `GET /api/events`. */
export const REALTIME_HEARTBEAT_MS = 20_000;
