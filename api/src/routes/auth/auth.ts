import { AUTH_ROUTES, authProviders, EMAIL_VERIFICATION_TEXTS } from "@kindred/contract";
import Router from "@koa/router";
import type { Context } from "koa";
import type { AppState } from "../../context";
import { currentUser } from "../../middleware/authentication";
import { ownSiteNavigationOnly } from "../../middleware/originCheck";
import { rateLimit } from "../../middleware/rateLimit";
import { authorize } from "../../policies";
import { presentCurrentUser } from "../../presenters/user";
import { authenticateByPassword, registerMember } from "../../services/auth/accounts";
import { confirmEmail, queueEmailConfirmation } from "../../services/auth/emailVerification";
import { knownDeviceFor, rememberDevice } from "../../services/auth/knownDevice";
import { signIn, signOut, syncConfiguredRole } from "../../services/auth/signIn";
import { register } from "../register";

const router = new Router<AppState>();

/** A classic browser form post (no script) wants a page, not JSON. */
const wantsPage = (ctx: Context) => ctx.is("urlencoded") === "urlencoded" && ctx.accepts("json", "html") === "html";

register(
  router,
  AUTH_ROUTES.register,
  async (ctx) => {
    const user = await signIn(ctx, await registerMember(ctx.state.input.body, ctx.services.config.publicUrl));
    ctx.status = 201;
    ctx.body = presentCurrentUser(user);
  },
  { limit: rateLimit("registration", { perIp: true }) },
);

register(router, AUTH_ROUTES.signIn, async (ctx) => {
  const { email, password } = ctx.state.input.body;
  const user = await authenticateByPassword({
    email,
    password,
    origin: { ip: ctx.ip, device: knownDeviceFor(ctx, email) },
    limits: ctx.services.config.loginThrottle,
  });
  await signIn(ctx, user);
  rememberDevice(ctx, email);
  if (wantsPage(ctx)) {
    ctx.status = 303;
    ctx.redirect("/");
    return;
  }
  ctx.body = { ok: true };
});

register(router, AUTH_ROUTES.loginPage, (ctx) => {
  ctx.redirect("/login");
});

register(
  router,
  AUTH_ROUTES.logout,
  (ctx) => {
    signOut(ctx);
    ctx.redirect("/");
  },
  // Another site's link to /api/logout signs no one out.
  { steps: [ownSiteNavigationOnly("/")] },
);

register(router, AUTH_ROUTES.currentUser, (ctx) => {
  ctx.body = presentCurrentUser(currentUser(ctx));
});

register(
  router,
  AUTH_ROUTES.saveProfile,
  async (ctx) => {
    const user = currentUser(ctx);
    authorize(user, "update", user);
    const body = ctx.state.input.body;
    if ("firstName" in body) {
      const { profileImageUrl, ...profile } = body;
      await user.update(
        { ...profile, ...(profileImageUrl === undefined ? {} : { profileImageUrl }) },
        { transaction: ctx.state.transaction },
      );
    } else {
      await user.update({ locale: body.locale }, { transaction: ctx.state.transaction });
    }
    ctx.body = presentCurrentUser(user);
  },
  { transaction: true },
);

// Not rate limited: a token is 256 random bits, used once, and a wrong one costs one index lookup.
register(router, AUTH_ROUTES.verifyEmail, async (ctx) => {
  const user = await confirmEmail(ctx.state.input.body.token);
  await syncConfiguredRole(user, ctx.services.config.adminEmails);
  ctx.status = 204;
});

register(
  router,
  AUTH_ROUTES.resendVerification,
  async (ctx) => {
    await queueEmailConfirmation(currentUser(ctx), ctx.services.config.publicUrl);
    ctx.status = 202;
    ctx.body = { ok: true };
  },
  { limit: rateLimit("emailVerification", { message: () => EMAIL_VERIFICATION_TEXTS.tooMany }) },
);

register(router, AUTH_ROUTES.providers, (ctx) => {
  const { oauth } = ctx.services;
  ctx.body = authProviders.parse({ google: Boolean(oauth.google), facebook: Boolean(oauth.facebook) });
});

export default router;
