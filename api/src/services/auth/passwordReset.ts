import { MAIL_TEXTS, PASSWORD_RESET_TEXTS } from "@kindred/contract";
import type { Transaction } from "sequelize";
import { database } from "../../db/database";
import { User } from "../../db/models";
import { GoneError } from "../../errors";
import { linkMail } from "../mail/layout";
import { queueMail } from "../mail/outbox";
import { clearLoginFailures } from "./loginThrottle";
import { issueMailedToken, newMailedToken, redeemMailedToken, sweepSpentTokens } from "./mailedTokens";
import { hashPassword } from "./passwords";

/** A reset link works for one hour. */
export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

export const resetLink = (publicUrl: string, token: string) =>
  `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;

/** Stores a new single-use token for `user` in `transaction`; returns the token itself. */
export const createResetToken = (user: User, transaction?: Transaction): Promise<string> =>
  issueMailedToken("password_resets", user.id, RESET_TOKEN_LIFETIME_MS, transaction);

/**
 * Queues a reset mail when `email` has an account, in one transaction with its token. An
 * unknown email does the same token work and answers the same, so the route reveals nothing.
 */
export const requestPasswordReset = async (email: string, publicUrl: string): Promise<void> => {
  await database().transaction(async (transaction) => {
    const user = await User.findOne({ where: { email }, transaction });
    if (!user?.email) {
      newMailedToken();
      return;
    }
    const token = await createResetToken(user, transaction);
    await queueMail(
      linkMail(user, () => MAIL_TEXTS.passwordReset, resetLink(publicUrl, token)),
      transaction,
    );
  });
};

/**
 * Sets the new password of the token's member and uses the token up; 410 for an unknown,
 * used or expired token. Every session of the member but `keepSessionId` ends, the email counts as
 * confirmed (the link reached its mailbox) and the email's failed sign-ins are forgiven.
 */
export const confirmPasswordReset = async (
  { token, password }: { token: string; password: string },
  keepSessionId: string | undefined,
): Promise<void> => {
  const passwordHash = await hashPassword(password);
  await database().transaction(async (transaction) => {
    const userId = await redeemMailedToken("password_resets", token, transaction);
    if (!userId) throw GoneError(PASSWORD_RESET_TEXTS.invalidToken);
    const reset = { userId };
    const user = await User.findByPk(reset.userId, { transaction });
    // Whoever opened the mailed link owns the mailbox: the email is confirmed too.
    await user?.update({ passwordHash, emailVerified: true }, { transaction });
    // Someone else's wrong guesses no longer lock the owner out.
    if (user?.email) await clearLoginFailures(user.email, transaction);
    // Other links of the same member die too: the password they were for is gone.
    await database().query(
      `UPDATE password_resets SET "usedAt" = now() WHERE "userId" = :userId AND "usedAt" IS NULL`,
      {
        replacements: { userId: reset.userId },
        transaction,
      },
    );
    await database().query(`DELETE FROM sessions WHERE "sess"->>'userId' = :userId AND "sid" IS DISTINCT FROM :keep`, {
      replacements: { userId: reset.userId, keep: keepSessionId ?? null },
      transaction,
    });
  });
};

/** Deletes reset tokens that can no longer be used (used or expired a day ago); returns how many went. */
export const sweepOldResetTokens = (): Promise<number> => sweepSpentTokens("password_resets");
