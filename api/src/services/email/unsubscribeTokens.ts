import { createHmac, timingSafeEqual } from "node:crypto";
import { UNSUBSCRIBE_KINDS, type UnsubscribeKind, uuid } from "@kindred/contract";

/**
 * Unsubscribe links work without sign-in, so their token is signed: `userId.kind.signature`, an
 * HMAC under the session keys (the first signs; any of them verifies, so rotating keys keeps
 * mailed links working for a while). Nothing is stored, so a mail sent years ago still works.
 */
const signature = (key: string, userId: string, kind: UnsubscribeKind) =>
  createHmac("sha256", key).update(`unsubscribe:${userId}:${kind}`).digest("base64url");

export const unsubscribeToken = (keys: readonly string[], userId: string, kind: UnsubscribeKind): string =>
  `${userId}.${kind}.${signature(keys[0] ?? "", userId, kind)}`;

/** The member and kind a token names, or null when it is malformed or not signed by one of `keys`. */
export const readUnsubscribeToken = (
  keys: readonly string[],
  token: string,
): { userId: string; kind: UnsubscribeKind } | null => {
  const [userId, kind, given, ...rest] = token.split(".");
  // The member id reaches a UUID column: its shape is checked before anything reads it.
  if (!userId || !kind || !given || rest.length > 0 || !uuid.safeParse(userId).success) return null;
  if (!(UNSUBSCRIBE_KINDS as readonly string[]).includes(kind)) return null;
  const typed = kind as UnsubscribeKind;
  const givenBytes = Buffer.from(given);
  const valid = keys.some((key) => {
    const expected = Buffer.from(signature(key, userId, typed));
    return expected.length === givenBytes.length && timingSafeEqual(expected, givenBytes);
  });
  return valid ? { userId, kind: typed } : null;
};

export const unsubscribeLink = (publicUrl: string, token: string) =>
  `${publicUrl}/api/unsubscribe?token=${encodeURIComponent(token)}`;
