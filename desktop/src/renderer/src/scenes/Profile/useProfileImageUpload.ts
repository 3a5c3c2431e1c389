import { WEB_TEXTS } from "@kindred/contract";
import { useCallback, useRef, useState } from "react";
import { useLoggedOutRedirect } from "../../hooks/useLoggedOutRedirect";
import { isSessionLost, uploadErrorToast } from "../../lib/photoUpload";
import { getPlatform, type PickedImage } from "../../platform";
import { type ProfileImageKind, useSaveProfileImage } from "../../queries/profile";
import { toast } from "../../stores/toastStore";
import { PROFILE_IMAGE_RULES, profileImageProblem, uploadProfileImage } from "./profileImages";

/**
 * Change the member's photo or cover: pick one image, check it, upload it with progress and make it
 * the profile's. `progress` is the upload's percent while one runs, null otherwise.
 */
export const useProfileImageUpload = (kind: ProfileImageKind) => {
  const { mutateAsync: save } = useSaveProfileImage(kind);
  const loggedOut = useLoggedOutRedirect();
  const [progress, setProgress] = useState<number | null>(null);
  // A ref as well as state: a second pick finishing in the same tick must not start a second upload.
  const busy = useRef(false);

  const upload = useCallback(
    async (image: PickedImage) => {
      const problem = profileImageProblem(kind, image);
      if (problem) {
        toast({ title: WEB_TEXTS.errorTitle, description: problem, variant: "destructive" });
        return;
      }
      busy.current = true;
      setProgress(0);
      try {
        await uploadProfileImage(kind, image.file, { save }, setProgress);
        toast({ ...PROFILE_IMAGE_RULES[kind].saved, variant: "success" });
      } catch (error) {
        if (isSessionLost(error)) loggedOut();
        else toast({ ...uploadErrorToast(error), variant: "destructive" });
      } finally {
        busy.current = false;
        setProgress(null);
      }
    },
    [kind, save, loggedOut],
  );

  const choose = useCallback(async () => {
    if (busy.current) return;
    const platform = getPlatform();
    // Not marked busy while the picker is open: a picker the browser never reports as cancelled
    // must not leave the control dead.
    const picked = await platform.pickImages({ multiple: false });
    try {
      if (picked[0] && !busy.current) await upload(picked[0]);
    } finally {
      for (const image of picked) platform.releaseImage(image);
    }
  }, [upload]);

  return { choose, progress, uploading: progress !== null };
};
