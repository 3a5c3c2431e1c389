import { type NotificationContent, type Notification as NotificationShape, notificationText } from "@kindred/contract";
import type { Notification } from "../db/models";

/** A notification as it leaves the server; only ever to its own recipient, worded at read time. */
export const presentNotification = (notification: Notification): NotificationShape => ({
  id: notification.id,
  userId: notification.userId,
  type: notification.type,
  ...notificationText({ type: notification.type, facts: notification.facts } as NotificationContent),
  isRead: notification.isRead,
  matchId: notification.matchId ?? null,
  ...(notification.facts && "requestId" in notification.facts ? { spaceRequestId: notification.facts.requestId } : {}),
  createdAt: notification.createdAt.toISOString(),
});
