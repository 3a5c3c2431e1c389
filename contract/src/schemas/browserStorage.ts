import { z } from "zod";

/** Accessibility settings kept in browser storage (docs/product.md section 3). */
export const FONT_SIZES = ["normal", "large", "extra-large"] as const;
export const accessibilitySettings = z.object({
  highContrast: z.boolean().default(false),
  reducedMotion: z.boolean().default(false),
  fontSize: z.enum(FONT_SIZES).default("normal"),
  announcements: z.boolean().default(true),
});
export type AccessibilitySettings = z.infer<typeof accessibilitySettings>;
export const ACCESSIBILITY_STORAGE_KEY = "accessibility-settings";
/** The email the sign-in form remembers when asked to. */
export const REMEMBERED_EMAIL_STORAGE_KEY = "rememberedEmail";
/** The language last chosen in this browser (`en`, `es`; tests also store `pseudo`). */
export const LOCALE_STORAGE_KEY = "locale";
