import { z } from "zod";
import { imageUrl, uuid } from "./common";
import { spaceOffer } from "./spaceOffer";
import { spaceRequest } from "./spaceRequest";
import { publicUser } from "./user";

/** `GET /api/search?q=`. */
export const searchQuery = z.object({ q: z.string().trim().min(1, "Search text is required").max(200) });
export const searchResult = z.object({
  spaceRequests: z.array(spaceRequest),
  spaceOffers: z.array(spaceOffer),
  users: z.array(publicUser),
});
export type SearchResult = z.infer<typeof searchResult>;

/** Photo upload flow (DESIGN.md "Photos and objects"). */
export const uploadUrlResponse = z.object({ uploadURL: z.string() });
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
