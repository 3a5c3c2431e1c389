import { z } from "zod";
import { isoDate, uuid } from "./common";

export const NOTIFICATION_TYPES = ["new_match", "new_message", "match_update"] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const notification = z.object({
  id: uuid,
  userId: uuid,
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  matchId: uuid.nullable(),
  createdAt: isoDate,
});
export type Notification = z.infer<typeof notification>;

/** Events on `GET /api/events` (Server-Sent Events). */
export const REALTIME_EVENTS = ["notification", "message", "match"] as const;
export type RealtimeEvent = (typeof REALTIME_EVENTS)[number];
