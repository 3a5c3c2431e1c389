import { createHash, randomBytes } from "node:crypto";
import type { Context } from "koa";

/** The signed cookie that marks a browser where a member signed in before (OWASP's device cookie). */
export const KNOWN_DEVICE_COOKIE = "ks.device";
const LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

/** The email in a cookie is only its hash: the cookie names a device for one account, not the address. */
const emailTag = (email: string) => createHash("sha256").update(email).digest("base64url").slice(0, 22);

/**
 * The device id of this browser's cookie when it was issued for `email`, else null. A cookie is
 * only ever issued after a right password for that email, so an attacker cannot mint one for
 * someone else's account; a forged or altered one fails the signature.
 */
export const knownDeviceFor = (ctx: Context, email: string): string | null => {
  const value = ctx.cookies.get(KNOWN_DEVICE_COOKIE, { signed: true });
  const [device, tag] = value?.split(".") ?? [];
  return device && tag === emailTag(email) ? device : null;
};

/** After a successful sign-in: this browser is now known for `email`. */
export const rememberDevice = (ctx: Context, email: string): void => {
  const device = knownDeviceFor(ctx, email) ?? randomBytes(16).toString("base64url");
  ctx.cookies.set(KNOWN_DEVICE_COOKIE, `${device}.${emailTag(email)}`, {
    signed: true,
    httpOnly: true,
    sameSite: "lax",
    maxAge: LIFETIME_MS,
    overwrite: true,
  });
};
