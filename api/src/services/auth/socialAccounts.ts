import { displayName, MAIL_TEXTS } from "@kindred/contract";
import type { Transaction } from "sequelize";
import { database } from "../../db/database";
import { User } from "../../db/models";
import { inLocale } from "../../lib/readerLocale";
import { renderMail } from "../mail/layout";
import { queueMail } from "../mail/outbox";
import type { ProviderName, ProviderProfile } from "./oauthProviders";

const ID_COLUMN = { google: "googleId", facebook: "facebookId" } as const;
const PROVIDER_LABEL: Record<ProviderName, string> = { google: "Google", facebook: "Facebook" };

const takeOverMail = (user: User, email: string, provider: ProviderName) =>
  inLocale(user.locale, () => {
    const words = MAIL_TEXTS.accountTakenOver;
    return {
      to: email,
      subject: words.subject,
      ...renderMail({
        greeting: words.greeting(displayName({ firstName: user.firstName, lastName: user.lastName })),
        paragraphs: [words.intro(PROVIDER_LABEL[provider]), words.done, words.check],
      }),
    };
  });

/**
 * The provider proved that the person signing in owns `email`; an account with that email whose
 * owner never confirmed it may have been made by someone else to wait for them (pre-hijacking).
 * It becomes the real owner's: the password it was made with is cleared and every session of
 * it ends (their event streams with them), and the owner is told by mail.
 */
const takeOver = async (user: User, provider: ProviderName, email: string, transaction: Transaction) => {
  await user.update({ passwordHash: null, emailVerified: true }, { transaction });
  await database().query(`DELETE FROM sessions WHERE "sess"->>'userId' = :userId`, {
    replacements: { userId: user.id },
    transaction,
  });
  await database().query(`UPDATE password_resets SET "usedAt" = now() WHERE "userId" = :userId AND "usedAt" IS NULL`, {
    replacements: { userId: user.id },
    transaction,
  });
  await queueMail(takeOverMail(user, email, provider), transaction);
};

const findOrCreateIn = async (
  provider: ProviderName,
  profile: ProviderProfile,
  transaction: Transaction,
): Promise<{ user: User; isNew: boolean }> => {
  const idColumn = ID_COLUMN[provider];
  const linked = await User.findOne({ where: { [idColumn]: profile.providerId }, transaction });
  if (linked) return { user: linked, isNew: false };

  const email = profile.emailVerified ? profile.email : null;
  const sameEmail = email ? await User.findOne({ where: { email }, transaction }) : null;
  if (sameEmail && email) {
    if (!sameEmail.emailVerified) await takeOver(sameEmail, provider, email, transaction);
    await sameEmail.update({ [idColumn]: profile.providerId }, { transaction });
    return { user: sameEmail, isNew: false };
  }

  // The provider vouches for the email; an account that shared none has nothing to confirm.
  const user = await User.create(
    {
      email,
      emailVerified: true,
      firstName: profile.firstName,
      lastName: profile.lastName,
      // The provider's picture is another site's URL: every viewer's browser would call it (a
      // tracking pixel), so the member uploads a photo here instead.
      [idColumn]: profile.providerId,
    },
    { transaction },
  );
  return { user, isNew: true };
};

/**
 * The member behind a social sign-in: the account already linked to the provider id, else the
 * account with the same verified email (now linked; taken over for its owner when that email was
 * never confirmed), else a new account. A provider email that is not verified links nothing.
 */
export const findOrCreateSocialUser = (
  provider: ProviderName,
  profile: ProviderProfile,
): Promise<{ user: User; isNew: boolean }> =>
  // One transaction: linking, taking over an unconfirmed account and its mail happen together or not at all.
  database().transaction((transaction) => findOrCreateIn(provider, profile, transaction));
