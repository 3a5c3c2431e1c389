import type { Notification } from "@kindred/contract";
import { useEffect, useRef } from "react";
import { getPlatform, type Platform } from "../platform";
import { useNotifications } from "../queries/notifications";

/**
 * Unread notifications that were not in the previous list. The first list a session loads is
 * the backlog, not news: it sets what was seen and announces nothing.
 */
export const newUnread = (seen: ReadonlySet<string> | null, list: readonly Notification[]): Notification[] =>
  seen === null ? [] : list.filter((notification) => !notification.isRead && !seen.has(notification.id));

/**
 * Whether a notification becomes a system notification. On desktop every new match, message and
 * match update goes to the main process, which shows it whenever the window is not focused; a
 * browser tab announces new matches and messages while it is hidden.
 */
export const announces = (platform: Pick<Platform, "isDesktop">, notification: Notification, hidden: boolean) =>
  platform.isDesktop || (hidden && notification.type !== "match_update");

/**
 * System notifications for what arrives in the notification list, whether the event stream
 * refreshed it or the polling fallback did. Clicking one opens its match (see useRealtime).
 */
export const useSystemNotifications = (signedIn: boolean) => {
  const { data } = useNotifications(signedIn);
  const seen = useRef<Set<string> | null>(null);

  useEffect(() => {
    if (!signedIn) seen.current = null;
  }, [signedIn]);

  useEffect(() => {
    if (!data) return;
    const platform = getPlatform();
    for (const notification of newUnread(seen.current, data)) {
      if (!announces(platform, notification, document.hidden)) continue;
      const { title, message, matchId } = notification;
      void platform.notify({ title, body: message, matchId: matchId ?? undefined }).catch(() => undefined);
    }
    seen.current = new Set(data.map((notification) => notification.id));
  }, [data]);
};
