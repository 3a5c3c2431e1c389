import {
  authProviders,
  type LoginInput,
  loginInput,
  type Profile,
  profileInput,
  registerInput,
} from "@kindred/contract";
import Router from "@koa/router";
import type { Context } from "koa";
import type { z } from "zod";
import { type AppState, handler } from "../../context";
import { currentUser, requireUser } from "../../middleware/authentication";
import { transaction } from "../../middleware/transaction";
import { validate } from "../../middleware/validate";
import { authorize } from "../../policies";
import { presentCurrentUser } from "../../presenters/user";
import { authenticateByPassword, registerMember } from "../../services/auth/accounts";
import { signIn, signOut } from "../../services/auth/signIn";

const router = new Router<AppState>();

/** A classic browser form post (no script) wants a page, not JSON. */
const wantsPage = (ctx: Context) => ctx.is("urlencoded") === "urlencoded" && ctx.accepts("json", "html") === "html";

router.post(
  "/auth/register",
  validate(registerInput),
  handler<{ body: z.output<typeof registerInput> }>(async (ctx) => {
    const user = await signIn(ctx, await registerMember(ctx.state.input.body));
    ctx.status = 201;
    ctx.body = presentCurrentUser(user);
  }),
);

router.post(
  "/auth/email",
  validate(loginInput),
  handler<{ body: LoginInput }>(async (ctx) => {
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
  }),
);

router.get("/login", (ctx) => {
  ctx.redirect("/login");
});

router.get("/logout", (ctx) => {
  signOut(ctx);
  ctx.redirect("/");
});

router.get(
  "/auth/user",
  requireUser(),
  handler((ctx) => {
    ctx.body = presentCurrentUser(currentUser(ctx));
  }),
);

router.put(
  "/auth/user",
  requireUser(),
  validate(profileInput),
  transaction(),
  handler<{ body: Profile }>(async (ctx) => {
    const user = currentUser(ctx);
    authorize(user, "update", user);
    const { profileImageUrl, ...profile } = ctx.state.input.body;
    await user.update(
      { ...profile, ...(profileImageUrl === undefined ? {} : { profileImageUrl }) },
      { transaction: ctx.state.transaction },
    );
    ctx.body = presentCurrentUser(user);
  }),
);

router.get("/auth/providers", (ctx) => {
  const { oauth } = ctx.services;
  ctx.body = authProviders.parse({ google: Boolean(oauth.google), facebook: Boolean(oauth.facebook) });
});

export default router;
