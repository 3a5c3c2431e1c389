import { createHmac, timingSafeEqual } from "node:crypto";
import type Keygrip from "keygrip";

/** How many verified signatures are kept (about 100 bytes each); the oldest goes first. */
const MAX_KEPT = 10_000;

const URL_SAFE: Record<string, string> = { "/": "_", "+": "-", "=": "" };

/** `keygrip`'s signature: HMAC-SHA1 of `data`, in base64 made URL-safe its way. */
const signWith = (key: string, data: string) =>
  createHmac("sha1", key)
    .update(data)
    .digest("base64")
    .replace(/[/+=]/g, (character) => URL_SAFE[character] ?? "");

/**
 * Koa's cookie keys (`app.keys`): signs and verifies exactly as `keygrip` does with `keys` (the
 * first signs; any of them verifies, and the index says which), so every cookie signed before
 * stays valid. A signature that verified is kept, so a signed-in member's every request does not
 * compute its HMACs again (three with keygrip's constant-time comparison, about 40 µs of the
 * session cookie's check). Only signatures one of the keys made are ever kept, so forged cookies
 * cannot fill it; a wrong or unknown one is checked in full, in constant time, as before.
 */
export const cookieKeys = (keys: readonly string[]): Keygrip => {
  if (keys.length === 0) throw new Error("cookieKeys: at least one key is needed");
  const verified = new Map<string, number>();
  const index = (data: string, digest: string) => {
    // A cookie's signature never holds a line break, so the pair is one unambiguous key.
    const pair = `${digest}\n${data}`;
    const known = verified.get(pair);
    if (known !== undefined) return known;
    const given = Buffer.from(digest);
    const found = keys.findIndex((key) => {
      const expected = Buffer.from(signWith(key, data));
      return expected.length === given.length && timingSafeEqual(expected, given);
    });
    if (found >= 0) {
      if (verified.size >= MAX_KEPT) verified.delete(verified.keys().next().value as string);
      verified.set(pair, found);
    }
    return found;
  };
  return {
    sign: (data: string) => signWith(keys[0] as string, data),
    verify: (data: string, digest: string) => index(data, digest) >= 0,
    index,
  };
};
