import { NOTIFICATION_ROUTES, NOTIFICATIONS_REFRESH_MS, type Notification } from "@kindred/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "../lib/api";
import { call } from "../lib/call";
import { REALTIME_KEYS } from "../lib/realtime";
import { fallbackInterval, useStreamOpen } from "../stores/realtimeStore";

export const NOTIFICATIONS_KEY = [REALTIME_KEYS.notifications] as const;

/** The notification list; a server without it yet (404) or a lost session (401) reads as empty. */
const fetchNotifications = async (): Promise<Notification[]> => {
  try {
    return (await call(NOTIFICATION_ROUTES.list, {})) ?? [];
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 404)) return [];
    throw error;
  }
};

/** GET /api/notifications (own, newest first); polled every 30 s only while the event stream is down. */
export const useNotifications = (signedIn: boolean) => {
  const streamOpen = useStreamOpen();
  return useQuery({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: fetchNotifications,
    enabled: signedIn,
    refetchInterval: fallbackInterval(streamOpen, NOTIFICATIONS_REFRESH_MS),
  });
};

export const countUnread = (notifications: readonly Notification[] | undefined): number =>
  notifications ? notifications.filter((notification) => !notification.isRead).length : 0;

/** Unread count for the bell. */
export const useUnreadNotificationCount = (signedIn: boolean): number => {
  const { data } = useNotifications(signedIn);
  return signedIn ? countUnread(data) : 0;
};

/** Marks notifications read in the cache at once; the server's answer follows via refetch. */
const useMarkRead = (send: (id?: string) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onMutate: async (id?: string) => {
      await queryClient.cancelQueries({ queryKey: NOTIFICATIONS_KEY });
      const previous = queryClient.getQueryData<Notification[]>(NOTIFICATIONS_KEY);
      queryClient.setQueryData<Notification[]>(NOTIFICATIONS_KEY, (current) =>
        current?.map((notification) =>
          id === undefined || notification.id === id ? { ...notification, isRead: true } : notification,
        ),
      );
      return { previous };
    },
    onError: (_error, _id, context) => queryClient.setQueryData(NOTIFICATIONS_KEY, context?.previous),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
};

/** PATCH /api/notifications/{id}/read. */
export const useMarkNotificationRead = () =>
  useMarkRead((id) => call(NOTIFICATION_ROUTES.markRead, { params: { id: id ?? "" } }));

/** POST /api/notifications/read-all. */
export const useMarkAllNotificationsRead = () => useMarkRead(() => call(NOTIFICATION_ROUTES.markAllRead, {}));
