import type { Context } from "koa";
import { Op } from "sequelize";
import { User } from "../../db/models";
import { AuthorizationError } from "../../errors";
import { chooseRequestLocale } from "../../lib/readerLocale";
import { isSuspended, suspendedMessage } from "../moderation/suspension";

/** Whether ADMIN_EMAILS makes `user` an admin: only an email the list names and the member confirmed. */
export const isConfiguredAdmin = (user: User, adminEmails: readonly string[]): boolean =>
  Boolean(user.email && user.emailVerified && adminEmails.includes(user.email));

/** An admin role that ADMIN_EMAILS gave and no longer gives (the email left the list, or is unconfirmed). */
export const holdsStaleConfiguredRole = (user: User, adminEmails: readonly string[]): boolean =>
  user.role === "admin" && user.roleSource === "configuration" && !isConfiguredAdmin(user, adminEmails);

/**
 * Applies ADMIN_EMAILS to `user`: a listed, confirmed email gets the admin role; a role the list
 * gave is taken back once it no longer applies. A role an operator granted stays until revoked.
 */
export const syncConfiguredRole = async (user: User, adminEmails: readonly string[]): Promise<User> => {
  if (user.role === "member" && isConfiguredAdmin(user, adminEmails)) {
    await user.update({ role: "admin", roleSource: "configuration" });
  } else if (holdsStaleConfiguredRole(user, adminEmails)) {
    await user.update({ role: "member", roleSource: null });
  }
  return user;
};

/**
 * At start: takes back every admin role ADMIN_EMAILS gave to an email it no longer lists or that
 * is unconfirmed, so a shortened list holds before anyone signs in again. Returns how many went.
 */
export const revokeStaleConfiguredRoles = async (adminEmails: readonly string[]): Promise<number> => {
  const [count] = await User.update(
    { role: "member", roleSource: null },
    {
      where: {
        role: "admin",
        roleSource: "configuration",
        [Op.or]: [{ emailVerified: false }, { email: null }, { email: { [Op.notIn]: [...adminEmails, ""] } }],
      },
    },
  );
  return count;
};

/**
 * Starts a signed-in session under a fresh session id (no fixation), after applying the
 * configured role; a suspended member is refused with the suspension's end (403).
 */
export const signIn = async (ctx: Context, user: User): Promise<User> => {
  // From here the answer is in the member's own language, a refusal too.
  chooseRequestLocale(user.locale);
  if (isSuspended(user)) throw AuthorizationError(suspendedMessage(user));
  await syncConfiguredRole(user, ctx.services.config.adminEmails);
  ctx.session = { userId: user.id };
  await ctx.session?.regenerate();
  ctx.state.user = user;
  return user;
};

export const signOut = (ctx: Context): void => {
  ctx.session = null;
  ctx.state.user = undefined;
};
