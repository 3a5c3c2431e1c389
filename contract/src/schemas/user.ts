import { z } from "zod";
import { FIELD_MAX, MIN_PASSWORD_LENGTH } from "../constants";
import { LOCALES } from "../i18n/locale";
import { VALIDATION_MESSAGES as V } from "../specTexts";
import { emailField, imageUrl, isoDate, optionalText, storedPhotoPath, uuid } from "./common";
import { text } from "./storableText";

/** Moderators act on reports and members (11.4) without seeing emails, exports or stats; admins do all. */
export const ROLES = ["member", "moderator", "admin"] as const;
export type Role = (typeof ROLES)[number];

/** Who gave a member a role: ADMIN_EMAILS, or an operator with `npm run admin -- grant`. */
export const ROLE_SOURCES = ["configuration", "operator"] as const;
export type RoleSource = (typeof ROLE_SOURCES)[number];

/** What anyone may see of a member (`GET /api/users/{id}`): never email or password hash. */
export const publicUser = z.object({
  id: uuid,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  interests: z.array(z.string()),
  createdAt: isoDate,
});
export type PublicUser = z.infer<typeof publicUser>;

/**
 * `GET /api/users/{id}`: the public profile with the facts beside its references (DESIGN 11.3),
 * computed from what happened: published references by experience, dates kept, and the median
 * hours to a first reply (null below three replies in 90 days).
 */
export const memberProfile = publicUser.extend({
  referenceCounts: z.object({ total: z.number(), positive: z.number(), neutral: z.number(), negative: z.number() }),
  keptAgreements: z.object({ kept: z.number(), total: z.number() }),
  replyTimeHours: z.number().nullable(),
});
export type MemberProfile = z.infer<typeof memberProfile>;

/** The signed-in member (`GET /api/auth/user`). */
export const currentUser = publicUser.extend({
  email: z.string().nullable(),
  /** False until the member opened the confirmation link; listings, messages and more wait for it. */
  emailVerified: z.boolean(),
  role: z.enum(ROLES),
  updatedAt: isoDate,
  /** False for an account that signs in only through Google or Facebook. */
  hasPassword: z.boolean(),
  /** The language the member chose; null until they choose (their browser's language, else English). */
  locale: z.enum(LOCALES).nullable(),
});
export type CurrentUser = z.infer<typeof currentUser>;

/** The small user object nested in listings and matches. */
export const userSummary = z.object({
  id: uuid,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  name: z.string(),
});
export type UserSummary = z.infer<typeof userSummary>;

/** A new or entered password: the same bounds wherever one is typed. */
export const passwordField = text({ error: () => V.passwordTooShort })
  .min(MIN_PASSWORD_LENGTH, { error: () => V.passwordTooShort })
  .max(FIELD_MAX.password, { error: () => V.tooLong(FIELD_MAX.password) });

/** Login form and `POST /api/auth/email`. */
export const loginInput = z.object({ email: emailField, password: passwordField });
export type LoginInput = z.infer<typeof loginInput>;

/** `POST /api/auth/register`. */
export const registerInput = loginInput.extend({
  firstName: optionalText(FIELD_MAX.name),
  lastName: optionalText(FIELD_MAX.name),
});
export type RegisterInput = z.input<typeof registerInput>;

/** Trims interests, drops blanks and duplicates (docs/product.md section 5 "Profile"). */
export const normalizeInterests = (entries: readonly string[]): string[] => {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const entry of entries) {
    const trimmed = entry.trim();
    const key = trimmed.toLowerCase();
    if (trimmed && !seen.has(key)) {
      seen.add(key);
      kept.push(trimmed);
    }
  }
  return kept;
};

/** Splits the comma-separated Interests & Passions field. */
export const parseInterests = (text: string): string[] => normalizeInterests(text.split(","));

export const interestsField = z
  .array(text().max(FIELD_MAX.interest, { error: () => V.tooLong(FIELD_MAX.interest) }))
  .transform(normalizeInterests)
  .pipe(z.array(z.string()).max(FIELD_MAX.interests, { error: () => V.tooManyItems(FIELD_MAX.interests) }));

/** `PUT /api/auth/user` and the profile forms (setup and edit). */
export const profileInput = z.object({
  firstName: text({ error: () => V.firstNameRequired })
    .trim()
    .min(1, { error: () => V.firstNameRequired })
    .max(FIELD_MAX.name, { error: () => V.tooLong(FIELD_MAX.name) }),
  lastName: text({ error: () => V.lastNameRequired })
    .trim()
    .min(1, { error: () => V.lastNameRequired })
    .max(FIELD_MAX.name, { error: () => V.tooLong(FIELD_MAX.name) }),
  bio: optionalText(FIELD_MAX.bio),
  location: optionalText(FIELD_MAX.shortText),
  interests: interestsField.default([]),
  profileImageUrl: storedPhotoPath.nullish(),
});
export type ProfileInput = z.input<typeof profileInput>;
export type Profile = z.output<typeof profileInput>;

/** A language a member may choose: `en` or `es`. */
export const localeField = z.enum(LOCALES, { error: () => V.unknownLanguage });

/**
 * `PUT /api/auth/user`: the profile (with the language, if given), or the language alone, which
 * the language switch sends.
 */
export const saveUserInput = z.union([
  z.object({ locale: localeField }).strict(),
  profileInput.extend({ locale: localeField.optional() }),
]);
export type SaveUserInput = z.input<typeof saveUserInput>;

export const profilePhotoInput = z.object({ photoURL: imageUrl });
export const profileCoverInput = z.object({ coverURL: imageUrl });

export const authProviders = z.object({ google: z.boolean(), facebook: z.boolean() });
export type AuthProviders = z.infer<typeof authProviders>;

/** Display name: "First Last", else email, else "Anonymous User". */
export const displayName = (user: {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}): string => {
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ").trim();
  return name || user.email || "Anonymous User";
};
