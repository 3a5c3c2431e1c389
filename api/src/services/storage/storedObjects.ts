import {
  ERROR_MESSAGES,
  type IMAGE_WIDTHS,
  MAX_FEEDBACK_SCREENSHOT_BYTES,
  MAX_IMAGE_BYTES,
  MAX_PROFILE_PHOTO_BYTES,
  SERVER_MESSAGES,
  type UploadKind,
} from "@kindred/contract";
import type { Transaction } from "sequelize";
import { StoredObject } from "../../db/models";
import type { StoredObjectKind } from "../../db/models/StoredObject";
import { type ProcessedImage, resizeToWebp } from "../images/imagePipeline";
import type { ObjectStorage } from "./objectStorage";

export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** What each upload kind becomes, and how big its file may be (spec sections 5 and 9); the refusal is read when it is made. */
export const UPLOAD_RULES: Record<UploadKind, { kind: StoredObjectKind; maxBytes: number; tooLarge: string }> = {
  listing: {
    kind: "listing_photo",
    maxBytes: MAX_IMAGE_BYTES,
    get tooLarge() {
      return ERROR_MESSAGES.fileTooLarge;
    },
  },
  cover: {
    kind: "cover_photo",
    maxBytes: MAX_IMAGE_BYTES,
    get tooLarge() {
      return ERROR_MESSAGES.fileTooLarge;
    },
  },
  profile: {
    kind: "profile_photo",
    maxBytes: MAX_PROFILE_PHOTO_BYTES,
    get tooLarge() {
      return ERROR_MESSAGES.profilePhotoTooLarge;
    },
  },
};

export const SCREENSHOT_LIMIT = {
  maxBytes: MAX_FEEDBACK_SCREENSHOT_BYTES,
  /** Read when a screenshot is refused, in the reader's language. */
  get tooLarge() {
    return SERVER_MESSAGES.screenshotTooLarge;
  },
};

/** Only admins read these, and nobody caches them. */
export const isPrivateObject = (object: StoredObject) => object.kind === "feedback_screenshot";

export const objectPath = (id: string) => `/objects/${id}`;

const EXTENSIONS: Record<string, string> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" };

export const originalKey = (id: string, contentType: string) => `images/${id}.${EXTENSIONS[contentType] ?? "bin"}`;

export const variantKey = (id: string, width: ImageWidth) => `variants/${id}/w${width}.webp`;

export interface SaveImageInput {
  storage: ObjectStorage;
  transaction: Transaction | undefined;
  /** Chosen up front by upload URLs, so creating the row is what uses the URL up. */
  id?: string;
  ownerId: string | null;
  kind: StoredObjectKind;
}

/**
 * Records and stores an image cleaned by `normalizeImage`. The row goes first, in the caller's
 * transaction: for an upload URL it claims the object id, so of two uses of one URL only one
 * gets to write bytes. Should the write fail, the transaction rolls the row back.
 */
export const saveImage = async ({ storage, transaction, id, ownerId, kind }: SaveImageInput, image: ProcessedImage) => {
  const object = StoredObject.build({
    ...(id ? { id } : {}),
    ownerId,
    kind,
    contentType: image.contentType,
    size: image.data.length,
    width: image.width,
    height: image.height,
    key: "",
  });
  object.key = originalKey(object.id, image.contentType);
  await object.save({ transaction });
  await storage.put(object.key, image.data, { contentType: image.contentType });
  return object;
};

export interface ObjectBytes {
  key: string;
  contentType: string;
  /** Whether the variant was made by this call (first request for that width). */
  generated: boolean;
}

/**
 * Where the bytes to serve are: the original, or a WebP variant of `width`, made from the
 * original on first request and kept in storage from then on.
 */
export const locateObjectBytes = async (
  storage: ObjectStorage,
  object: StoredObject,
  width?: ImageWidth,
): Promise<ObjectBytes | null> => {
  if (!width) return { key: object.key, contentType: object.contentType, generated: false };
  const key = variantKey(object.id, width);
  if (await storage.exists(key)) return { key, contentType: "image/webp", generated: false };
  const original = await storage.get(object.key);
  if (!original) return null;
  await storage.put(key, await resizeToWebp(original, width), { contentType: "image/webp" });
  return { key, contentType: "image/webp", generated: true };
};
