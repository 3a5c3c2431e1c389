import { z } from "zod";
import { IMAGE_WIDTHS } from "../constants";
import { VALIDATION_MESSAGES as V } from "../specTexts";
import { imageUrl } from "./common";

/** Photo upload flow (docs/http-api.md "Photos and objects"). */
export const UPLOAD_KINDS = ["listing", "profile", "cover"] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];
/** `POST /api/objects/upload`: what the photo is for (its size limit); listing photos by default. */
export const uploadUrlInput = z.object({ kind: z.enum(UPLOAD_KINDS).default("listing") });
export const uploadUrlResponse = z.object({ uploadURL: z.string() });
/** `PUT {uploadURL}` answers with the stored object's path. */
export const uploadResponse = z.object({ objectPath: z.string() });
/** `GET /objects/{id}?w=`: the widths a resized WebP variant is made in. */
export const objectQuery = z.object({
  w: z.enum(IMAGE_WIDTHS.map(String) as ["320", "640", "1280"], { error: () => V.imageWidth }).optional(),
});
export const spacePhotoInput = z.object({ photoURL: imageUrl });
export const spacePhotoResponse = z.object({ objectPath: z.string() });
