import type { Transaction } from "sequelize";
import { User } from "../../db/models";
import type { ProviderName, ProviderProfile } from "./oauthProviders";

const ID_COLUMN = { google: "googleId", facebook: "facebookId" } as const;

/**
 * The member behind a social sign-in: the account already linked to the provider id, else the
 * account with the same verified email (now linked), else a new account.
 */
export const findOrCreateSocialUser = async (
  provider: ProviderName,
  profile: ProviderProfile,
  transaction?: Transaction,
): Promise<{ user: User; isNew: boolean }> => {
  const idColumn = ID_COLUMN[provider];
  const linked = await User.findOne({ where: { [idColumn]: profile.providerId }, transaction });
  if (linked) return { user: linked, isNew: false };

  const email = profile.emailVerified ? profile.email : null;
  const sameEmail = email ? await User.findOne({ where: { email }, transaction }) : null;
  if (sameEmail) {
    await sameEmail.update(
      { [idColumn]: profile.providerId, profileImageUrl: sameEmail.profileImageUrl ?? profile.pictureUrl },
      { transaction },
    );
    return { user: sameEmail, isNew: false };
  }

  const user = await User.create(
    {
      email,
      firstName: profile.firstName,
      lastName: profile.lastName,
      profileImageUrl: profile.pictureUrl,
      [idColumn]: profile.providerId,
    },
    { transaction },
  );
  return { user, isNew: true };
};
