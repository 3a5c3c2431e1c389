import { createHash, randomBytes } from "node:crypto";
import { database } from "../../db/database";

/**
 * Links mailed to a member (password reset, email confirmation, account deletion) carry a
 * random token; only its hash is stored, so a leaked table opens nothing.
 */
export const hashMailedToken = (token: string): string => createHash("sha256").update(token).digest("hex");

/** A fresh 256-bit token and the hash to store for it. */
export const newMailedToken = (): { token: string; tokenHash: string } => {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashMailedToken(token) };
};

/** Tables of mailed tokens, each with `usedAt` and `expiresAt`. */
export type MailedTokenTable = "password_resets" | "email_verifications";

/** Deletes tokens that can no longer be used (used or expired a day ago); returns how many went. */
export const sweepSpentTokens = async (table: MailedTokenTable): Promise<number> => {
  const [, result] = await database().query(
    `DELETE FROM ${table} WHERE coalesce("usedAt", "expiresAt") < now() - interval '1 day'`,
  );
  return Number((result as { rowCount?: number })?.rowCount ?? 0);
};
