import { NOTIFICATIONS_REFRESH_MS, type Notification } from "@kindred/contract";
import { useQuery } from "@tanstack/react-query";
import { ApiError, apiJson } from "../lib/api";

export const NOTIFICATIONS_KEY = ["/api/notifications"] as const;

/** The notification list; a server without it yet (404) or a lost session (401) reads as empty. */
const fetchNotifications = async (): Promise<Notification[]> => {
  try {
    return (await apiJson<Notification[]>("GET", NOTIFICATIONS_KEY[0])) ?? [];
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 404)) return [];
    throw error;
  }
};

/** Unread count for the bell; only asked for when signed in, refreshed every 30 s. */
export const useUnreadNotificationCount = (signedIn: boolean): number => {
  const { data } = useQuery({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: fetchNotifications,
    enabled: signedIn,
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
  });
  return signedIn && data ? data.filter((notification) => !notification.isRead).length : 0;
};
