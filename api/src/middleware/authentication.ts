import { MODERATION_TEXTS, SERVER_MESSAGES } from "@kindred/contract";
import type { Middleware } from "koa";
import type { AppState } from "../context";
import { User } from "../db/models";
import { AuthenticationError, AuthorizationError } from "../errors";
import { chooseRequestLocale } from "../lib/readerLocale";
import { isStaff } from "../policies/admin";
import { holdsStaleConfiguredRole, syncConfiguredRole } from "../services/auth/signIn";
import { isSuspended } from "../services/moderation/suspension";

/**
 * Puts the session's member on `ctx.state.user`; a session whose member is gone is cleared. The
 * session store usually read the member already.
 */
export const loadUser = (): Middleware<AppState> => async (ctx, next) => {
  const userId = ctx.session?.userId;
  if (userId) {
    const loaded = ctx.state.sessionMember;
    const user = loaded?.id === userId ? loaded : await User.findByPk(userId);
    // A role ADMIN_EMAILS no longer gives goes at the member's next request, not only at sign-in.
    if (user && holdsStaleConfiguredRole(user, ctx.services.config.adminEmails)) {
      await syncConfiguredRole(user, ctx.services.config.adminEmails);
    }
    // A suspended member's sessions were deleted when the suspension began; one read just before is refused too.
    if (user && !isSuspended(user)) {
      ctx.state.user = user;
      chooseRequestLocale(user.locale);
    } else ctx.session = null;
  }
  await next();
};

/** 401 for visitors. */
export const requireUser = (): Middleware<AppState> => async (ctx, next) => {
  if (!ctx.state.user) throw AuthenticationError();
  await next();
};

/** 401 for visitors, 403 for members who are not admins. */
export const requireAdmin = (): Middleware<AppState> => async (ctx, next) => {
  if (!ctx.state.user) throw AuthenticationError();
  if (ctx.state.user.role !== "admin") throw AuthorizationError(SERVER_MESSAGES.adminOnly);
  await next();
};

/** 401 for visitors, 403 for members who are neither moderators nor admins. */
export const requireStaff = (): Middleware<AppState> => async (ctx, next) => {
  if (!ctx.state.user) throw AuthenticationError();
  if (!isStaff(ctx.state.user)) throw AuthorizationError(MODERATION_TEXTS.staffOnly);
  await next();
};

/** 403 for members who have not confirmed their email yet; only after `requireUser`. */
export const requireVerifiedEmail = (): Middleware<AppState> => async (ctx, next) => {
  if (ctx.state.user && !ctx.state.user.emailVerified) throw AuthorizationError(SERVER_MESSAGES.emailNotVerified);
  await next();
};

/** The signed-in member; only call after `requireUser`. */
export const currentUser = (ctx: { state: AppState }): User => {
  if (!ctx.state.user) throw AuthenticationError();
  return ctx.state.user;
};
