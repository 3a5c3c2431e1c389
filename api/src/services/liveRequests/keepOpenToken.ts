import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The "Keep my request open" link's token: the request id and a signature over it and the start
 * of its open window. Keeping the request open moves the window, so a link works for one window
 * only and needs no table; any of the session keys verifies it (keys rotate).
 */
const signature = (key: string, requestId: string, openSince: Date) =>
  createHmac("sha256", key).update(`keep-open\n${requestId}\n${openSince.toISOString()}`).digest();

export const keepOpenToken = (key: string, request: { id: string; openSince: Date }): string =>
  `${request.id}.${signature(key, request.id, request.openSince).toString("base64url")}`;

/** The request a token names (not yet verified). */
export const tokenRequestId = (token: string): string | null => {
  const [id] = token.split(".");
  return id && /^[0-9a-f-]{36}$/i.test(id) ? id : null;
};

/** Whether `token` was signed for `request` as its window stands now. */
export const tokenFits = (
  keys: readonly string[],
  token: string,
  request: { id: string; openSince: Date },
): boolean => {
  const given = Buffer.from(token.split(".")[1] ?? "", "base64url");
  return keys.some((key) => {
    const expected = signature(key, request.id, request.openSince);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
};
