import { AUTH_ROUTES, authProviders } from "@kindred/contract";
import Router from "@koa/router";
import type { Context } from "koa";
import type { AppState } from "../../context";
import { currentUser } from "../../middleware/authentication";
import { ownSiteNavigationOnly } from "../../middleware/originCheck";
import { rateLimit } from "../../middleware/rateLimit";
import { authorize } from "../../policies";
import { presentCurrentUser } from "../../presenters/user";
import { authenticateByPassword, registerMember } from "../../services/auth/accounts";
import { signIn, signOut } from "../../services/auth/signIn";
import { register } from "../register";

const router = new Router<AppState>();

/** A classic browser form post (no script) wants a page, not JSON. */
const wantsPage = (ctx: Context) => ctx.is("urlencoded") === "urlencoded" && ctx.accepts("json", "html") === "html";

register(
  router,
  AUTH_ROUTES.register,
  async (ctx) => {
    const user = await signIn(ctx, await registerMember(ctx.state.input.body));
    ctx.status = 201;
    ctx.body = presentCurrentUser(user);
  },
  { limit: rateLimit("registration", { perIp: true }) },
);

register(router, AUTH_ROUTES.signIn, async (ctx) => {
  await signIn(
    ctx,
    await authenticateByPassword({ ...ctx.state.input.body, ip: ctx.ip, limits: ctx.services.config.loginThrottle }),
  );
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
    const { profileImageUrl, ...profile } = ctx.state.input.body;
    await user.update(
      { ...profile, ...(profileImageUrl === undefined ? {} : { profileImageUrl }) },
      { transaction: ctx.state.transaction },
    );
    ctx.body = presentCurrentUser(user);
  },
  { transaction: true },
);

register(router, AUTH_ROUTES.providers, (ctx) => {
  const { oauth } = ctx.services;
  ctx.body = authProviders.parse({ google: Boolean(oauth.google), facebook: Boolean(oauth.facebook) });
});

export default router;
