import {
  type CurrentUser,
  ERROR_MESSAGES,
  MAX_IMAGE_BYTES,
  MAX_PROFILE_PHOTO_BYTES,
  PROFILE_TEXTS,
  SUCCESS_MESSAGES,
} from "@kindred/contract";
import {
  failedStatus,
  imageFileProblem,
  putImage,
  requestUploadUrl,
  type ToastText,
  UploadError,
  type UploadProgress,
  uploadErrorToast,
} from "../../lib/photoUpload";
import type { ProfileImageKind } from "../../queries/profile";

interface ProfileImageRules {
  maxBytes: number;
  /** No upload URL could be had. */
  prepareFailed: ToastText;
  /** The image itself did not upload; null: the upload's own toast ("Upload failed: {reason}"). */
  uploadFailed: ToastText | null;
  /** The upload worked but the profile did not take it. */
  saveFailed: ToastText;
  saved: ToastText;
}

/**
 * Limits and toasts of the two profile images (spec sections 5 and 8); the toasts are read when
 * shown, in the language on screen.
 */
export const PROFILE_IMAGE_RULES: Record<ProfileImageKind, ProfileImageRules> = {
  profile: {
    maxBytes: MAX_PROFILE_PHOTO_BYTES,
    get prepareFailed() {
      return { title: ERROR_MESSAGES.uploadUrl.title, description: ERROR_MESSAGES.prepareImageUpload };
    },
    uploadFailed: null,
    saveFailed: ERROR_MESSAGES.profilePhotoUpdate,
    saved: SUCCESS_MESSAGES.profilePhotoUpdated,
  },
  cover: {
    maxBytes: MAX_IMAGE_BYTES,
    prepareFailed: ERROR_MESSAGES.coverUpload,
    uploadFailed: ERROR_MESSAGES.coverUpload,
    saveFailed: ERROR_MESSAGES.coverUpdate,
    saved: PROFILE_TEXTS.coverUpdated,
  },
};

/** Why this file cannot become the photo or cover ('Please select an image file', the size limit), or null. */
export const profileImageProblem = (kind: ProfileImageKind, file: { type: string; size: number }): string | null =>
  imageFileProblem(file, PROFILE_IMAGE_RULES[kind].maxBytes);

export interface ProfileImageSteps {
  /** Makes the uploaded image the member's photo or cover; resolves to the updated member. */
  save: (uploadURL: string) => Promise<CurrentUser>;
  requestUploadUrl?: typeof requestUploadUrl;
  putImage?: typeof putImage;
}

/**
 * One photo or cover, start to end: an upload URL of this kind, the image sent to it, then the
 * profile call. Each failing step throws an UploadError carrying that step's toast.
 */
export const uploadProfileImage = async (
  kind: ProfileImageKind,
  image: Blob,
  steps: ProfileImageSteps,
  onProgress?: UploadProgress,
): Promise<CurrentUser> => {
  const rules = PROFILE_IMAGE_RULES[kind];
  let uploadURL: string;
  try {
    uploadURL = await (steps.requestUploadUrl ?? requestUploadUrl)(kind);
  } catch (error) {
    throw new UploadError(rules.prepareFailed, failedStatus(error));
  }
  try {
    await (steps.putImage ?? putImage)(uploadURL, image, onProgress);
  } catch (error) {
    throw new UploadError(rules.uploadFailed ?? uploadErrorToast(error), failedStatus(error));
  }
  try {
    return await steps.save(uploadURL);
  } catch (error) {
    throw new UploadError(rules.saveFailed, failedStatus(error));
  }
};
