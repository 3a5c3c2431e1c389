import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { UPLOAD_URL_TTL_MS, type UploadKind } from "@kindred/contract";

/**
 * What an upload URL grants: one object (its id chosen up front), of one kind, to one member,
 * until `expiresAt`. The token is this grant, base64url JSON, plus an HMAC of it keyed from the
 * session secret, so it cannot be forged or altered. Single use is enforced by the database:
 * the stored object is created with `objectId` as its primary key, which succeeds only once.
 */
export interface UploadGrant {
  objectId: string;
  userId: string;
  kind: UploadKind;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

interface Claims {
  o: string;
  u: string;
  k: UploadKind;
  e: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const KINDS: readonly string[] = ["listing", "profile", "cover"];

/** A key of its own, derived from the session secret, so a cookie signature never doubles as an upload token. */
const signingKey = (secret: string) => createHmac("sha256", secret).update("kindred upload url v1").digest();

const sign = (secret: string, payload: string) =>
  createHmac("sha256", signingKey(secret)).update(payload).digest("base64url");

export const createUploadGrant = (
  userId: string,
  kind: UploadKind,
  now: number = Date.now(),
  ttlMs: number = UPLOAD_URL_TTL_MS,
): UploadGrant => ({ objectId: randomUUID(), userId, kind, expiresAt: now + ttlMs });

export const signUploadToken = (grant: UploadGrant, secret: string): string => {
  const claims: Claims = { o: grant.objectId, u: grant.userId, k: grant.kind, e: grant.expiresAt };
  const payload = Buffer.from(JSON.stringify(claims)).toString("base64url");
  return `${payload}.${sign(secret, payload)}`;
};

const isClaims = (value: unknown): value is Claims => {
  const claims = value as Partial<Claims> | null;
  return (
    typeof claims === "object" &&
    claims !== null &&
    typeof claims.o === "string" &&
    UUID.test(claims.o) &&
    typeof claims.u === "string" &&
    typeof claims.k === "string" &&
    KINDS.includes(claims.k) &&
    typeof claims.e === "number"
  );
};

/**
 * The grant a token carries if any of `secrets` signed it (the first signs, older ones still
 * verify after a rotation), else null. Expiry and ownership are the caller's to judge.
 */
export const readUploadToken = (token: string, secrets: readonly string[]): UploadGrant | null => {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const given = Buffer.from(signature, "base64url");
  const valid = secrets.some((secret) => {
    const expected = Buffer.from(sign(secret, payload), "base64url");
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
  if (!valid) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    if (!isClaims(claims)) return null;
    return { objectId: claims.o, userId: claims.u, kind: claims.k, expiresAt: claims.e };
  } catch {
    return null;
  }
};
