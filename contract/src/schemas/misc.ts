import { z } from "zod";
import { IMAGE_WIDTHS } from "../constants";
import { VALIDATION_MESSAGES as V } from "../messages";
import { imageUrl, uuid } from "./common";
import { spaceOffer } from "./spaceOffer";
import { spaceRequest } from "./spaceRequest";
import { publicUser } from "./user";

/** `GET /api/search?q=`. */
export const searchQuery = z.object({ q: z.string().trim().min(1, V.searchTextRequired).max(200) });
export const searchResult = z.object({
  spaceRequests: z.array(spaceRequest),
  spaceOffers: z.array(spaceOffer),
  users: z.array(publicUser),
});
export type SearchResult = z.infer<typeof searchResult>;

/** Photo upload flow (DESIGN.md "Photos and objects"). */
export const UPLOAD_KINDS = ["listing", "profile", "cover"] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];
/** `POST /api/objects/upload`: what the photo is for (its size limit); listing photos by default. */
export const uploadUrlInput = z.object({ kind: z.enum(UPLOAD_KINDS).default("listing") });
export const uploadUrlResponse = z.object({ uploadURL: z.string() });
/** `PUT {uploadURL}` answers with the stored object's path. */
export const uploadResponse = z.object({ objectPath: z.string() });
/** `GET /objects/{id}?w=`: the widths a resized WebP variant is made in. */
export const objectQuery = z.object({
  w: z.enum(IMAGE_WIDTHS.map(String) as ["320", "640", "1280"], { error: V.imageWidth }).optional(),
});
export const spacePhotoInput = z.object({ photoURL: imageUrl });
export const spacePhotoResponse = z.object({ objectPath: z.string() });

/** `GET /api/admin/stats`: the four tiles. */
export const adminStats = z.object({
  communityMembers: z.number(),
  totalMatches: z.number(),
  feedbackItems: z.number(),
  activeUsers: z.number(),
});
export type AdminStats = z.infer<typeof adminStats>;

export const favoriteParams = z.object({ offerId: uuid });

/** Accessibility settings kept in browser storage (spec section 3). */
export const FONT_SIZES = ["normal", "large", "extra-large"] as const;
export const accessibilitySettings = z.object({
  highContrast: z.boolean().default(false),
  reducedMotion: z.boolean().default(false),
  fontSize: z.enum(FONT_SIZES).default("normal"),
  announcements: z.boolean().default(true),
});
export type AccessibilitySettings = z.infer<typeof accessibilitySettings>;
export const ACCESSIBILITY_STORAGE_KEY = "accessibility-settings";
export const REMEMBERED_EMAIL_STORAGE_KEY = "rememberedEmail";
