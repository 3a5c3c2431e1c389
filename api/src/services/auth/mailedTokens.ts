import { createHash, randomBytes } from "node:crypto";
import { QueryTypes, type Transaction } from "sequelize";
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
export type MailedTokenTable = "password_resets" | "email_verifications" | "account_deletion_tokens";

/** The tables whose tokens name only a member (`"userId"`, no other column to fill). */
type MemberTokenTable = Exclude<MailedTokenTable, "email_verifications">;

/** Stores a new single-use token of `userId`, valid for `lifetimeMs`; returns the token itself. */
export const issueMailedToken = async (
  table: MemberTokenTable,
  userId: string,
  lifetimeMs: number,
  transaction?: Transaction,
): Promise<string> => {
  const { token, tokenHash } = newMailedToken();
  await database().query(
    `INSERT INTO ${table} ("userId", "tokenHash", "expiresAt") VALUES (:userId, :tokenHash, :expiresAt)`,
    { replacements: { userId, tokenHash, expiresAt: new Date(Date.now() + lifetimeMs) }, transaction },
  );
  return token;
};

/** Uses `token` up and names its member; null for an unknown, used or expired one. */
export const redeemMailedToken = async (
  table: MemberTokenTable,
  token: string,
  transaction?: Transaction,
): Promise<string | null> => {
  const [row] = await database().query<{ userId: string }>(
    `UPDATE ${table} SET "usedAt" = now()
      WHERE "tokenHash" = :tokenHash AND "usedAt" IS NULL AND "expiresAt" > now()
      RETURNING "userId"`,
    { replacements: { tokenHash: hashMailedToken(token) }, type: QueryTypes.SELECT, transaction },
  );
  return row?.userId ?? null;
};

/** Deletes tokens that can no longer be used (used or expired a day ago); returns how many went. */
export const sweepSpentTokens = async (table: MailedTokenTable): Promise<number> => {
  const [, result] = await database().query(
    `DELETE FROM ${table} WHERE coalesce("usedAt", "expiresAt") < now() - interval '1 day'`,
  );
  return Number((result as { rowCount?: number })?.rowCount ?? 0);
};
