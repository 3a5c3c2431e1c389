import { type CurrentUser, USER_ROUTES } from "@kindred/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../lib/call";
import { CURRENT_USER_KEY } from "./auth";

/** The member's two profile images: the round photo and the wide cover. */
export type ProfileImageKind = "profile" | "cover";

/**
 * `PUT /api/profile/photo {photoURL}` or `PUT /api/profile/cover {coverURL}`: makes an uploaded
 * image the member's photo or cover. The answer is the updated current user.
 */
export const saveProfileImage = (kind: ProfileImageKind, uploadURL: string): Promise<CurrentUser> =>
  kind === "profile"
    ? call(USER_ROUTES.setPhoto, { body: { photoURL: uploadURL } })
    : call(USER_ROUTES.setCover, { body: { coverURL: uploadURL } });

/** saveProfileImage, then the answer becomes the current user, so header and profile change at once. */
export const useSaveProfileImage = (kind: ProfileImageKind) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uploadURL: string) => saveProfileImage(kind, uploadURL),
    onSuccess: (user) => {
      if (user) queryClient.setQueryData(CURRENT_USER_KEY, user);
    },
  });
};

/** `DELETE /api/profile/photo` or `/cover`: the member's initials or the plain cover show again. */
export const useRemoveProfileImage = (kind: ProfileImageKind) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(kind === "profile" ? USER_ROUTES.removePhoto : USER_ROUTES.removeCover, {}),
    onSuccess: (user) => {
      if (user) queryClient.setQueryData(CURRENT_USER_KEY, user);
    },
  });
};
