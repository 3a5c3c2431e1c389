import { EMAIL_ROUTES, type NotificationPreferences } from "@kindred/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../lib/call";

const PREFERENCES_KEY = [EMAIL_ROUTES.preferences.path] as const;

/** The signed-in member's email preferences (the defaults until they save). */
export const useNotificationPreferences = () =>
  useQuery({ queryKey: PREFERENCES_KEY, queryFn: () => call(EMAIL_ROUTES.preferences, {}) });

export const useSaveNotificationPreferences = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: NotificationPreferences) => call(EMAIL_ROUTES.savePreferences, { body: preferences }),
    onSuccess: (saved) => queryClient.setQueryData(PREFERENCES_KEY, saved),
  });
};
