import {
  ERROR_MESSAGES,
  MAX_IMAGE_BYTES,
  PHOTO_ROUTES,
  PHOTO_TEXTS,
  type UploadKind,
  uploadResponse,
  uploadUrlResponse,
} from "@kindred/contract";
import { getPlatform } from "../platform";
import { ApiError, parseErrorBody, serverMessage } from "./api";
import { call } from "./call";

/** Image types members may choose (docs/product.md section 5: JPG or PNG). */
export const UPLOADABLE_TYPES = ["image/jpeg", "image/png"] as const;

export interface ToastText {
  title: string;
  description?: string;
}

/** A failed step of an upload, carrying the spec's toast for it (section 8). */
export class UploadError extends Error {
  override name = "UploadError";

  /** `status`: the HTTP status that stopped the step, when there was one (401: the session is gone). */
  constructor(
    readonly toastText: ToastText,
    readonly status?: number,
  ) {
    super(toastText.description ?? toastText.title);
  }
}

/** The HTTP status behind a failed call or upload step, if any. */
export const failedStatus = (error: unknown): number | undefined =>
  error instanceof ApiError || error instanceof UploadError ? error.status : undefined;

/** Whether an upload failed because the member is no longer signed in. */
export const isSessionLost = (error: unknown): boolean => failedStatus(error) === 401;

/**
 * Why a chosen file cannot be uploaded, in the spec's words, or null when it can.
 * The server checks the bytes again; this only spares a pointless upload.
 */
export const imageFileProblem = (file: { type: string; size: number }, maxBytes = MAX_IMAGE_BYTES): string | null => {
  if (!(UPLOADABLE_TYPES as readonly string[]).includes(file.type)) return ERROR_MESSAGES.selectImageFile;
  if (file.size > maxBytes) {
    return maxBytes === MAX_IMAGE_BYTES ? ERROR_MESSAGES.fileTooLarge : ERROR_MESSAGES.profilePhotoTooLarge;
  }
  return null;
};

/**
 * A listing photo's problem: like imageFileProblem, but an image of another type (GIF, WebP...)
 * is told which types are accepted rather than to pick an image, which it already is.
 */
export const listingPhotoProblem = (file: { name: string; type: string; size: number }): string | null => {
  const isOtherImage = file.type.startsWith("image/") && !(UPLOADABLE_TYPES as readonly string[]).includes(file.type);
  return isOtherImage ? PHOTO_TEXTS.manage.onlyJpgOrPng(file.name) : imageFileProblem(file);
};

/** `POST /api/objects/upload`: a single-use URL for one photo of this kind. */
export const requestUploadUrl = async (kind: UploadKind): Promise<string> => {
  try {
    const body = uploadUrlResponse.safeParse(await call(PHOTO_ROUTES.uploadUrl, { body: { kind } }));
    if (!body.success) throw new Error(ERROR_MESSAGES.getUploadUrl);
    return body.data.uploadURL;
  } catch (error) {
    throw new UploadError(ERROR_MESSAGES.uploadUrl, failedStatus(error));
  }
};

export type UploadProgress = (percent: number) => void;

/**
 * The server names its own origin in upload URLs. The desktop page reaches the server only
 * through its own app:// origin (which forwards /api), so there just the path is used.
 */
export const reachableUploadUrl = (uploadURL: string, isDesktop: boolean): string => {
  if (!isDesktop) return uploadURL;
  const { pathname, search } = new URL(uploadURL, "app://kindred");
  return `${pathname}${search}`;
};

/**
 * `PUT {uploadURL}` with the image itself. XMLHttpRequest rather than fetch: only it reports
 * upload progress. Resolves to the stored object's path.
 */
export const putImage = (uploadURL: string, image: Blob, onProgress?: UploadProgress): Promise<string> => {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("PUT", reachableUploadUrl(uploadURL, getPlatform().isDesktop));
    request.setRequestHeader("Content-Type", image.type || "application/octet-stream");
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener("load", () => {
      const text = request.responseText;
      if (request.status < 200 || request.status >= 300) {
        const error = new ApiError(
          request.status,
          `${request.status}: ${text || request.statusText}`,
          parseErrorBody(text),
        );
        reject(
          new UploadError(ERROR_MESSAGES.uploadFailed(serverMessage(error, ERROR_MESSAGES.uploadFile)), error.status),
        );
        return;
      }
      const body = uploadResponse.safeParse(parseJson(text));
      if (!body.success) {
        reject(new UploadError({ title: ERROR_MESSAGES.uploadFailed("").title, description: ERROR_MESSAGES.noUrl }));
        return;
      }
      onProgress?.(100);
      resolve(body.data.objectPath);
    });
    const failed = () => reject(new UploadError(ERROR_MESSAGES.uploadFailed(ERROR_MESSAGES.uploadFile)));
    request.addEventListener("error", failed);
    request.addEventListener("abort", failed);
    request.send(image);
  });
};

/**
 * One listing photo, start to end: an upload URL, the image sent to it, then
 * `PUT /api/space-photos` for the path the listing's imageUrls keep.
 */
export const uploadListingPhoto = async (image: Blob, onProgress?: UploadProgress): Promise<string> => {
  const uploadURL = await requestUploadUrl("listing");
  await putImage(uploadURL, image, onProgress);
  let objectPath: unknown;
  try {
    objectPath = (await call(PHOTO_ROUTES.spacePhoto, { body: { photoURL: uploadURL } }))?.objectPath;
  } catch (error) {
    throw new UploadError(
      ERROR_MESSAGES.uploadFailed(serverMessage(error, ERROR_MESSAGES.uploadFile)),
      failedStatus(error),
    );
  }
  if (typeof objectPath !== "string" || !objectPath) {
    throw new UploadError({ title: ERROR_MESSAGES.uploadFailed("").title, description: ERROR_MESSAGES.noFileUrl });
  }
  return objectPath;
};

/** The toast for any failure of an upload; unknown errors read as the spec's "Upload failed: {reason}". */
export const uploadErrorToast = (error: unknown): ToastText => {
  if (error instanceof UploadError) return error.toastText;
  return ERROR_MESSAGES.uploadFailed(error instanceof Error ? error.message : ERROR_MESSAGES.uploadFile);
};

const parseJson = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
};
