import { LIVE_REQUEST_ROUTES } from "@kindred/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../lib/call";
import { listingKeys } from "./listings";

/** POST /api/space-requests/{id}/keep-open: the owner, signed in (request page, notification). */
export const useKeepRequestOpen = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(LIVE_REQUEST_ROUTES.keepOpen, { params: { id } }),
    onSuccess: (request) => {
      if (request) queryClient.setQueryData(listingKeys.detail("request", request.id), request);
      return queryClient.invalidateQueries({ queryKey: listingKeys.userList("request") });
    },
  });
};

/** POST /api/space-requests/keep-open with the email's token (no sign-in needed). */
export const useKeepRequestOpenByToken = () =>
  useMutation({ mutationFn: (token: string) => call(LIVE_REQUEST_ROUTES.keepOpenByToken, { body: { token } }) });
