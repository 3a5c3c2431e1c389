import { CROP, ERROR_MESSAGES, PHOTO_TEXTS, WEB_TEXTS } from "@kindred/contract";
import { useCallback, useRef, useState } from "react";
import { useLoggedOutRedirect } from "../../hooks/useLoggedOutRedirect";
import { isSessionLost, uploadErrorToast } from "../../lib/photoUpload";
import { type CropRatioKey, type CropRect, getPlatform, type PickedImage } from "../../platform";
import { type ProfileImageKind, useSaveProfileImage } from "../../queries/profile";
import { toast } from "../../stores/toastStore";
import { PROFILE_IMAGE_RULES, profileImageProblem, uploadProfileImage } from "./profileImages";

const problemToast = (description: string) =>
  toast({ title: WEB_TEXTS.errorTitle, description, variant: "destructive" });
/** The photo could not be read or cropped (the listing photos' toast). */
const processingToast = (reason: string) =>
  toast({ ...ERROR_MESSAGES.photoProcessing(reason), variant: "destructive" });

/**
 * Change the member's photo or cover: pick one image, check it, crop it (`cropping`: the image the
 * Crop dialog shows), upload the crop with progress and make it the profile's. `progress` is the
 * upload's percent while one runs, null otherwise.
 */
export const useProfileImageUpload = (kind: ProfileImageKind) => {
  const { mutateAsync: save } = useSaveProfileImage(kind);
  const loggedOut = useLoggedOutRedirect();
  const [progress, setProgress] = useState<number | null>(null);
  const [cropping, setCropping] = useState<PickedImage | null>(null);
  // A ref as well as state: a second pick finishing in the same tick must not start a second upload.
  const busy = useRef(false);

  const upload = useCallback(
    async (image: Blob) => {
      // The crop is checked again: a crop of a large PNG can outgrow the limit.
      const problem = profileImageProblem(kind, image);
      if (problem) {
        problemToast(problem);
        return;
      }
      busy.current = true;
      setProgress(0);
      try {
        await uploadProfileImage(kind, image, { save }, setProgress);
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
    if (busy.current || cropping) return;
    const platform = getPlatform();
    // Not marked busy while the picker is open: a picker the browser never reports as cancelled
    // must not leave the control dead.
    const [image, ...extra] = await platform.pickImages({ multiple: false });
    for (const other of extra) platform.releaseImage(other);
    if (!image || busy.current) {
      if (image) platform.releaseImage(image);
      return;
    }
    const problem = profileImageProblem(kind, image);
    if (problem) {
      problemToast(problem);
      platform.releaseImage(image);
      return;
    }
    setCropping(image);
  }, [kind, cropping]);

  /** Leaves the Crop dialog without changing anything. */
  const cancelCrop = useCallback(() => {
    if (cropping) getPlatform().releaseImage(cropping);
    setCropping(null);
  }, [cropping]);

  /** Crops the picked image (canvas in the browser, sharp on the desktop) and uploads the crop. */
  const applyCrop = useCallback(
    async (rect: CropRect, ratio: CropRatioKey) => {
      if (!cropping) return;
      let cropped: Blob;
      try {
        cropped = await getPlatform().cropImage(cropping, rect, ratio);
      } catch (error) {
        processingToast(error instanceof Error && error.message ? error.message : ERROR_MESSAGES.processPhoto);
        cancelCrop();
        return;
      }
      cancelCrop();
      await upload(cropped);
    },
    [cropping, cancelCrop, upload],
  );

  const crop = {
    image: cropping,
    /** A photo is round on the page: it starts square; a cover starts at the wide default. */
    initialRatio: (kind === "profile" ? "1:1" : CROP.defaultRatio) as CropRatioKey,
    apply: applyCrop,
    cancel: cancelCrop,
    unreadable: () => {
      processingToast(PHOTO_TEXTS.crop.unreadable);
      cancelCrop();
    },
    tooSmall: (image: PickedImage) => {
      problemToast(PHOTO_TEXTS.crop.tooSmall(image.name, CROP.minSize));
      cancelCrop();
    },
  };

  return { choose, crop, progress, uploading: progress !== null };
};
