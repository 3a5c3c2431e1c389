import { z } from "zod";
import { text } from "./schemas/storableText";

/**
 * Social sign-in of the desktop app: the provider runs in the system browser, never in the app
 * window. The app sends a PKCE-style challenge along; the server's callback answers the browser
 * with a deep link carrying a one-time code instead of signing the browser in, and the app
 * trades the code and its verifier for a session in its own cookie jar.
 */
export const DESKTOP_SIGN_IN = {
  /** The deep link the browser hands back to the app: `kindred://auth?code=…` or `?error=oauth`. */
  link: "kindred://auth",
  /** The query parameter of the provider's start route that carries the app's challenge. */
  challengeParam: "desktop",
  /** A code not traded within this time is gone. */
  codeLifetimeMs: 2 * 60 * 1000,
  expired: "This sign-in has expired or was already used. Please sign in again.",
} as const;

const base64url = (min: number, max: number) =>
  text()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/);

/** SHA-256 of the verifier, base64url (43 characters). */
export const desktopChallenge = base64url(43, 43);

export const desktopSignInInput = z.strictObject({
  code: base64url(32, 128),
  verifier: base64url(43, 128),
});
export type DesktopSignInInput = z.infer<typeof desktopSignInInput>;

export const desktopSignInResult = z.object({ isNew: z.boolean() });
