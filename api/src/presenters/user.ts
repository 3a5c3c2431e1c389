import { type CurrentUser, displayName, type PublicUser, type UserSummary } from "@kindred/contract";
import type { User } from "../db/models";

/**
 * What leaves the server about a member. Every field is listed; the email appears only in the
 * signed-in member's own shape, and the password hash never.
 */
export const presentPublicUser = (
  user: Pick<
    User,
    | "id"
    | "firstName"
    | "lastName"
    | "profileImageUrl"
    | "coverImageUrl"
    | "bio"
    | "location"
    | "interests"
    | "createdAt"
  >,
): PublicUser => ({
  id: user.id,
  firstName: user.firstName ?? null,
  lastName: user.lastName ?? null,
  profileImageUrl: user.profileImageUrl ?? null,
  coverImageUrl: user.coverImageUrl ?? null,
  bio: user.bio ?? null,
  location: user.location ?? null,
  interests: user.interests ?? [],
  createdAt: user.createdAt.toISOString(),
});

/** `GET /api/auth/user`: the member themself, with email and role. */
export const presentCurrentUser = (user: User): CurrentUser => ({
  ...presentPublicUser(user),
  email: user.email,
  emailVerified: user.emailVerified,
  role: user.role,
  updatedAt: user.updatedAt.toISOString(),
  hasPassword: Boolean(user.passwordHash),
  locale: user.locale ?? null,
});

/** The small user object nested in listings and matches; the name never falls back to the email. */
export const presentUserSummary = (
  user: Pick<User, "id" | "firstName" | "lastName" | "profileImageUrl">,
): UserSummary => ({
  id: user.id,
  firstName: user.firstName ?? null,
  lastName: user.lastName ?? null,
  profileImageUrl: user.profileImageUrl ?? null,
  name: displayName({ firstName: user.firstName, lastName: user.lastName }),
});
