import { AUTH_ROUTES, DESKTOP_SIGN_IN, OAUTH_ROUTES, SERVER_MESSAGES } from "@kindred/contract";
import Router from "@koa/router";
import { generateCodeVerifier, generateState } from "arctic";
import type { Context } from "koa";
import type { AppState } from "../../context";
import { NotFoundError } from "../../errors";
import { createDesktopSignIn, desktopLink, redeemDesktopSignIn } from "../../services/auth/desktopSignIn";
import { type OAuthProvider, PROVIDER_NAMES, type ProviderName } from "../../services/auth/oauthProviders";
import { signIn } from "../../services/auth/signIn";
import { findOrCreateSocialUser } from "../../services/auth/socialAccounts";
import { register } from "../register";

const router = new Router<AppState>();

/** Where a failed social sign-in lands: the login page can say it did not work. */
const FAILED_REDIRECT = "/login?error=oauth";

const providerFor = (ctx: Context, name: ProviderName): OAuthProvider => {
  const provider = ctx.services.oauth[name];
  if (!provider) throw NotFoundError(SERVER_MESSAGES.providerDisabled);
  return provider;
};

for (const name of PROVIDER_NAMES) {
  const routes = OAUTH_ROUTES[name];
  /** Sends the browser to the provider, remembering state and PKCE verifier in the session. */
  register(router, routes.start, (ctx) => {
    const provider = providerFor(ctx, name);
    const state = generateState();
    const codeVerifier = generateCodeVerifier();
    const desktopChallenge = ctx.state.input.query[DESKTOP_SIGN_IN.challengeParam];
    if (ctx.session) ctx.session.oauth = { provider: name, state, codeVerifier, desktopChallenge };
    ctx.redirect(provider.authorizationUrl(state, codeVerifier).toString());
  });

  /** The provider sends the member back: check state, exchange the code, sign in or sign up. */
  register(router, routes.callback, async (ctx) => {
    const provider = providerFor(ctx, name);
    const pending = ctx.session?.oauth;
    if (ctx.session) ctx.session.oauth = undefined;
    const failed = pending?.desktopChallenge ? desktopLink({ error: "oauth" }) : FAILED_REDIRECT;
    const query = routes.callback.query.safeParse(ctx.query);
    if (!query.success || !pending || pending.provider !== name || pending.state !== query.data.state) {
      ctx.redirect(failed);
      return;
    }
    let profile: Awaited<ReturnType<OAuthProvider["fetchProfile"]>>;
    try {
      profile = await provider.fetchProfile(query.data.code, pending.codeVerifier);
    } catch (error) {
      ctx.state.log.warn(
        { provider: name, reason: error instanceof Error ? error.message : String(error) },
        "sign-in failed",
      );
      ctx.redirect(failed);
      return;
    }
    const { user, isNew } = await findOrCreateSocialUser(name, profile);
    if (pending.desktopChallenge) {
      // The browser only carries the sign-in to the app; the app's own session is the one signed in.
      ctx.redirect(desktopLink({ code: await createDesktopSignIn(user, isNew, pending.desktopChallenge) }));
      return;
    }
    await signIn(ctx, user);
    ctx.redirect(isNew ? "/profile-setup" : "/");
  });
}

/** The desktop app trades the code of `kindred://auth?code=…` and its verifier for a session in its own cookie jar. */
register(router, AUTH_ROUTES.desktopSignIn, async (ctx) => {
  const { code, verifier } = ctx.state.input.body;
  const { user, isNew } = await redeemDesktopSignIn(code, verifier);
  await signIn(ctx, user);
  ctx.body = { isNew };
});

export default router;
