import { createHmac, timingSafeEqual } from "node:crypto";
import { uuid } from "@kindred/contract";

/**
 * The "Keep my request open" link's token: the request id and a signature over it and the start
 * of its open window. Keeping the request open moves the window, so a link works for one window
 * only and needs no table; any of the session keys verifies it (keys rotate).
 */
const signature = (key: string, requestId: string, openSince: Date) =>
  createHmac("sha256", key).update(`keep-open\n${requestId}\n${openSince.toISOString()}`).digest();

export const keepOpenToken = (key: string, request: { id: string; openSince: Date }): string =>
  `${request.id}.${signature(key, request.id, request.openSince).toString("base64url")}`;

const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

/**
 * The token's two parts, each checked for its shape before anything reads them: the id reaches a
 * UUID column, where anything but a UUID would make PostgreSQL throw.
 */
const tokenParts = (token: string): { requestId: string; signature: Buffer } | null => {
  const [requestId = "", signature = "", ...rest] = token.split(".");
  if (rest.length > 0 || !uuid.safeParse(requestId).success || !SIGNATURE.test(signature)) return null;
  return { requestId, signature: Buffer.from(signature, "base64url") };
};

/** The request a well-formed token names (not yet verified). */
export const tokenRequestId = (token: string): string | null => tokenParts(token)?.requestId ?? null;

/** Whether `token` was signed for `request` as its window stands now. */
export const tokenFits = (
  keys: readonly string[],
  token: string,
  request: { id: string; openSince: Date },
): boolean => {
  const parts = tokenParts(token);
  if (!parts || parts.requestId !== request.id) return false;
  const given = parts.signature;
  return keys.some((key) => {
    const expected = signature(key, request.id, request.openSince);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
};
