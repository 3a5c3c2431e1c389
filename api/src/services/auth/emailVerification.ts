import { EMAIL_VERIFICATION_TEXTS, MAIL_TEXTS } from "@kindred/contract";
import { QueryTypes, type Transaction } from "sequelize";
import { database } from "../../db/database";
import { User } from "../../db/models";
import { GoneError } from "../../errors";
import { linkMail } from "../mail/layout";
import { queueMail } from "../mail/outbox";
import { hashMailedToken, newMailedToken, sweepSpentTokens } from "./mailedTokens";

/** A confirmation link works for 48 hours. */
export const CONFIRMATION_LIFETIME_MS = 48 * 60 * 60 * 1000;

export const confirmationLink = (publicUrl: string, token: string) =>
  `${publicUrl}/verify-email?token=${encodeURIComponent(token)}`;

const confirmationMail = (user: User, email: string, link: string) =>
  linkMail(
    { email, firstName: user.firstName, lastName: user.lastName, locale: user.locale },
    () => MAIL_TEXTS.verifyEmail,
    link,
  );

/**
 * Stores a single-use confirmation token for the member's current email and queues its mail, in
 * `transaction` (the registration's, so the mail exists exactly when the account does). Nothing
 * for a member whose email is confirmed already or who has none.
 */
export const queueEmailConfirmation = async (
  user: User,
  publicUrl: string,
  transaction?: Transaction,
): Promise<void> => {
  if (user.emailVerified || !user.email) return;
  const { token, tokenHash } = newMailedToken();
  await database().query(
    `INSERT INTO email_verifications ("userId", "email", "tokenHash", "expiresAt")
     VALUES (:userId, :email, :tokenHash, :expiresAt)`,
    {
      replacements: {
        userId: user.id,
        email: user.email,
        tokenHash,
        expiresAt: new Date(Date.now() + CONFIRMATION_LIFETIME_MS),
      },
      transaction,
    },
  );
  await queueMail(confirmationMail(user, user.email, confirmationLink(publicUrl, token)), transaction);
};

/**
 * Confirms the email the token was sent to and uses the token up (with the member's other
 * links); 410 for an unknown, used or expired token, or one sent to an address the member no
 * longer has. Returns the member.
 */
export const confirmEmail = async (token: string): Promise<User> =>
  database().transaction(async (transaction) => {
    const [used] = await database().query<{ userId: string; email: string }>(
      `UPDATE email_verifications SET "usedAt" = now()
        WHERE "tokenHash" = :tokenHash AND "usedAt" IS NULL AND "expiresAt" > now()
        RETURNING "userId", "email"`,
      { replacements: { tokenHash: hashMailedToken(token) }, type: QueryTypes.SELECT, transaction },
    );
    const user = used && (await User.findByPk(used.userId, { transaction }));
    if (!user || user.email !== used.email) throw GoneError(EMAIL_VERIFICATION_TEXTS.invalidToken);
    await database().query(
      `UPDATE email_verifications SET "usedAt" = now() WHERE "userId" = :userId AND "usedAt" IS NULL`,
      { replacements: { userId: user.id }, transaction },
    );
    if (!user.emailVerified) await user.update({ emailVerified: true }, { transaction });
    return user;
  });

/** Deletes confirmation tokens that can no longer be used (used or expired a day ago); returns how many went. */
export const sweepOldConfirmations = (): Promise<number> => sweepSpentTokens("email_verifications");
