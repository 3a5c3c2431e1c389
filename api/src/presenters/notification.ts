import type { Notification as NotificationShape } from "@kindred/contract";
import type { Notification } from "../db/models";

/** A notification as it leaves the server; only ever to its own recipient. */
export const presentNotification = (notification: Notification): NotificationShape => ({
  id: notification.id,
  userId: notification.userId,
  type: notification.type,
  title: notification.title,
  message: notification.message,
  isRead: notification.isRead,
  matchId: notification.matchId ?? null,
  createdAt: notification.createdAt.toISOString(),
});
