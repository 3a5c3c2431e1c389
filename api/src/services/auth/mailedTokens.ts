import { createHash, randomBytes } from "node:crypto";
import { QueryTypes, type Transaction } from "sequelize";
import { database } from "../../db/database";

/** The tables of single-use links sent by mail: each row a member, a token hash, an expiry and a use. */
export type MailedTokenTable = "password_resets" | "account_deletion_tokens";

/** Only the hash is stored: a leaked table opens no account. */
export const hashMailedToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A new random token for a mailed link. */
export const newMailedToken = () => randomBytes(32).toString("base64url");

/** Stores a new single-use token of `userId`, valid for `lifetimeMs`; returns the token itself. */
export const issueMailedToken = async (
  table: MailedTokenTable,
  userId: string,
  lifetimeMs: number,
  transaction?: Transaction,
): Promise<string> => {
  const token = newMailedToken();
  await database().query(
    `INSERT INTO ${table} ("userId", "tokenHash", "expiresAt") VALUES (:userId, :tokenHash, :expiresAt)`,
    {
      replacements: { userId, tokenHash: hashMailedToken(token), expiresAt: new Date(Date.now() + lifetimeMs) },
      transaction,
    },
  );
  return token;
};

/** Uses `token` up and names its member; null for an unknown, used or expired one. */
export const redeemMailedToken = async (
  table: MailedTokenTable,
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
export const sweepMailedTokens = async (table: MailedTokenTable): Promise<number> => {
  const [, result] = await database().query(
    `DELETE FROM ${table} WHERE coalesce("usedAt", "expiresAt") < now() - interval '1 day'`,
  );
  return Number((result as { rowCount?: number })?.rowCount ?? 0);
};
