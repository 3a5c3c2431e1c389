/**
 * The typed host interface between the renderer and the main process: argument
 * schemas (checked again in the main process, never trusted) and result shapes.
 * Shared by src/main, src/preload and the renderer (types, schemas and constants only).
 */
import { CROP, CSV_EXPORT_NAMES, FIELD_MAX, OAUTH_PROVIDER_NAMES, uuid } from "@kindred/contract";
import { z } from "zod";
import type { CropRatioKey, CropRect } from "./crop";

export { CROP_OUTPUT_MAX_WIDTH, type CropRatioKey, type CropRect, cropOutputSize, cropRatioValue } from "./crop";

/** Image types the native picker offers (spec: listing photos JPG or PNG). */
export const PICKABLE_IMAGE_TYPES = {
  "image/jpeg": ["jpg", "jpeg"],
  "image/png": ["png"],
} as const;

export type PickableImageType = keyof typeof PICKABLE_IMAGE_TYPES;

const ratioKeys = CROP.ratios.map((ratio) => ratio.key) as [CropRatioKey, ...CropRatioKey[]];

/** A crop in source-image pixels, at least CROP.minSize on each side. */
export const cropRectSchema = z.strictObject({
  x: z.number().int().min(0),
  y: z.number().int().min(0),
  width: z.number().int().min(CROP.minSize),
  height: z.number().int().min(CROP.minSize),
}) satisfies z.ZodType<CropRect>;

export const cropImageArgs = z.tuple([z.string().min(1).max(4096), cropRectSchema, z.enum(ratioKeys)]);

export const notifyArgs = z.tuple([
  z.strictObject({
    title: z.string().trim().min(1).max(FIELD_MAX.title),
    body: z.string().max(FIELD_MAX.message),
    matchId: uuid.optional(),
  }),
]);
export type DesktopNotification = z.infer<typeof notifyArgs>[0];

/** A server address as the member typed it; the main process parses it (settings.ts). */
export const serverAddressArgs = z.tuple([z.string().max(2048)]);

/** What the Server screen shows: the server in use, and whether the member chose one yet. */
export const serverSettingsView = z.object({ serverUrl: z.string(), saved: z.boolean() });
export type ServerSettingsView = z.infer<typeof serverSettingsView>;

/** The answer of "Test connection". */
export const serverConnection = z.object({ serverUrl: z.string(), reachable: z.boolean() });
export type ServerConnection = z.infer<typeof serverConnection>;

/** Which provider's sign-in to open in the system browser. */
export const socialSignInArgs = z.tuple([z.enum(OAUTH_PROVIDER_NAMES)]);
export type SocialProvider = z.infer<typeof socialSignInArgs>[0];

export const setAdminMenuArgs = z.tuple([z.boolean()]);

/** The language the window renders in (`pseudo` only in tests). */
export const setLocaleArgs = z.tuple([z.enum(["en", "es", "pseudo"])]);

export const setBadgeCountArgs = z.tuple([z.number().int().min(0).max(1_000_000)]);
export const noArgs = z.tuple([]);

const pickableImageType = z.enum(Object.keys(PICKABLE_IMAGE_TYPES) as [PickableImageType, ...PickableImageType[]]);

/** A file chosen in the native open dialog. `path` is what cropImage accepts back. */
export const pickedFile = z.object({
  path: z.string(),
  name: z.string(),
  mimeType: pickableImageType,
  size: z.number(),
  bytes: z.instanceof(Uint8Array),
});
export type PickedFile = z.infer<typeof pickedFile>;

export const croppedImage = z.object({
  mimeType: pickableImageType,
  width: z.number(),
  height: z.number(),
  bytes: z.instanceof(Uint8Array),
});
export type CroppedImage = z.infer<typeof croppedImage>;

/** Which CSV export to save: a name from the contract, never a URL, so a page cannot fetch anything else. */
export const exportCsvArgs = z.tuple([z.enum(CSV_EXPORT_NAMES)]);

/** Where a CSV export was saved, or that the member cancelled the save dialog. */
export const savedCsv = z.discriminatedUnion("saved", [
  z.object({ saved: z.literal(true), path: z.string() }),
  z.object({ saved: z.literal(false) }),
]);
export type SavedCsv = z.infer<typeof savedCsv>;
