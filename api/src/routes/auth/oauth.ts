import { OAUTH_ROUTES, SERVER_MESSAGES } from "@kindred/contract";
import Router from "@koa/router";
import { generateCodeVerifier, generateState } from "arctic";
import type { Context } from "koa";
import type { AppState } from "../../context";
import { NotFoundError } from "../../errors";
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
    if (ctx.session) ctx.session.oauth = { provider: name, state, codeVerifier };
    ctx.redirect(provider.authorizationUrl(state, codeVerifier).toString());
  });

  /** The provider sends the member back: check state, exchange the code, sign in or sign up. */
  register(router, routes.callback, async (ctx) => {
    const provider = providerFor(ctx, name);
    const pending = ctx.session?.oauth;
    if (ctx.session) ctx.session.oauth = undefined;
    const query = routes.callback.query.safeParse(ctx.query);
    if (!query.success || !pending || pending.provider !== name || pending.state !== query.data.state) {
      ctx.redirect(FAILED_REDIRECT);
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
      ctx.redirect(FAILED_REDIRECT);
      return;
    }
    const { user, isNew } = await findOrCreateSocialUser(name, profile);
    await signIn(ctx, user);
    ctx.redirect(isNew ? "/profile-setup" : "/");
  });
}

export default router;
