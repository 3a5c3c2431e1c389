import { ACCOUNT_DELETION_TEXTS } from "@kindred/contract";
import type { Transaction } from "sequelize";
import { User } from "../../db/models";
import { ConflictError, GoneError } from "../../errors";
import { issueMailedToken, redeemMailedToken, sweepSpentTokens } from "../auth/mailedTokens";
import { linkMail } from "../mail/layout";
import { queueMail } from "../mail/outbox";
import { removeAccount } from "./accountDeletion";

/** A deletion link works for one hour, like a reset link. */
export const DELETION_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

export const deletionLink = (publicUrl: string, token: string) =>
  `${publicUrl}/delete-account?token=${encodeURIComponent(token)}`;

/**
 * For a member without a password (Google or Facebook only): queues a mail to their account
 * email with a single-use link that deletes the account, in `transaction` with its token, so the
 * mail goes out through the mail queue like every other or not at all. A member with a password
 * confirms with it instead (409); one without an email has nowhere to be asked (409 too).
 */
export const requestDeletionByEmail = async (
  user: User,
  publicUrl: string,
  transaction?: Transaction,
): Promise<void> => {
  if (user.passwordHash || !user.email) throw ConflictError(ACCOUNT_DELETION_TEXTS.hasPassword);
  const token = await issueMailedToken("account_deletion_tokens", user.id, DELETION_TOKEN_LIFETIME_MS, transaction);
  await queueMail(
    linkMail(user, () => ACCOUNT_DELETION_TEXTS.mail, deletionLink(publicUrl, token)),
    transaction,
  );
};

/**
 * Deletes the account a mailed link names, as a password-confirmed deletion does; 410 for an
 * unknown, used or expired token. Returns the deleted member's id and their photos' storage keys.
 */
export const confirmDeletionByEmail = async (
  token: string,
  transaction?: Transaction,
): Promise<{ userId: string; storageKeys: string[] }> => {
  const userId = await redeemMailedToken("account_deletion_tokens", token, transaction);
  const user = userId ? await User.findByPk(userId, { transaction, lock: transaction?.LOCK.UPDATE }) : null;
  if (!user) throw GoneError(ACCOUNT_DELETION_TEXTS.invalidToken);
  return { userId: user.id, storageKeys: await removeAccount(user, transaction) };
};

/** Housekeeping: links that can no longer be used. */
export const sweepOldDeletionTokens = (): Promise<number> => sweepSpentTokens("account_deletion_tokens");
