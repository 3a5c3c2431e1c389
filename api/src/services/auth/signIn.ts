import type { Context } from "koa";
import type { User } from "../../db/models";

/** ADMIN_EMAILS grants the admin role at every sign-in; it never takes it away. */
export const grantConfiguredRole = async (user: User, adminEmails: readonly string[]): Promise<User> => {
  if (user.role !== "admin" && user.email && adminEmails.includes(user.email)) {
    await user.update({ role: "admin" });
  }
  return user;
};

/**
 * Starts a signed-in session under a fresh session id (no fixation), after granting any
 * configured role.
 */
export const signIn = async (ctx: Context, user: User): Promise<User> => {
  await grantConfiguredRole(user, ctx.services.config.adminEmails);
  ctx.session = { userId: user.id };
  await ctx.session?.regenerate();
  ctx.state.user = user;
  return user;
};

export const signOut = (ctx: Context): void => {
  ctx.session = null;
  ctx.state.user = undefined;
};
