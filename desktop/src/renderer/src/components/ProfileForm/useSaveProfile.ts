import { ERROR_MESSAGES, WEB_TEXTS } from "@kindred/contract";
import type { UseFormSetError } from "react-hook-form";
import { useLoggedOutRedirect } from "../../hooks/useLoggedOutRedirect";
import { ApiError, isStatus } from "../../lib/api";
import { useUpdateProfile } from "../../queries/auth";
import { toast } from "../../stores/toastStore";
import type { ProfileFormInput, ProfileFormOutput } from "./profileForm";

const FIELDS = ["firstName", "lastName", "location", "bio", "interests"] as const;
type Field = (typeof FIELDS)[number];
const isField = (path: string): path is Field => (FIELDS as readonly string[]).includes(path);

/**
 * Saves the profile (PUT /api/auth/user). A lost session shows the spec's Unauthorized toast and
 * goes to login after UNAUTHORIZED_REDIRECT_MS; field issues land on their fields.
 */
export const useSaveProfile = (setError: UseFormSetError<ProfileFormInput>) => {
  const loggedOut = useLoggedOutRedirect();
  const update = useUpdateProfile();

  const save = (values: ProfileFormOutput, onSaved: () => void) =>
    update.mutate(values, {
      onSuccess: onSaved,
      onError: (error) => {
        if (isStatus(error, 401)) {
          loggedOut();
          return;
        }
        const issues = error instanceof ApiError ? (error.body?.issues ?? []) : [];
        for (const issue of issues) {
          const field = issue.path.split(".")[0];
          if (isField(field)) setError(field, { message: issue.message });
        }
        toast({ title: WEB_TEXTS.errorTitle, description: ERROR_MESSAGES.profileSave, variant: "destructive" });
      },
    });

  return { save, isPending: update.isPending };
};
