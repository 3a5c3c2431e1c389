import { OAUTH_PROVIDER_NAMES, type OAuthProviderName } from "@kindred/contract";
import { decodeIdToken, Facebook, Google, type OAuth2Tokens } from "arctic";
import type { Config, OAuthClientConfig } from "../../config";

/** The social sign-ins, as the contract's routes and `authProviders` name them. */
export const PROVIDER_NAMES = OAUTH_PROVIDER_NAMES;
export type ProviderName = OAuthProviderName;

/** What a provider tells us about the member, normalised. */
export interface ProviderProfile {
  providerId: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  pictureUrl: string | null;
}

export interface OAuthProvider {
  authorizationUrl: (state: string, codeVerifier: string) => URL;
  /** Exchanges the code the provider sent back and reads the member's profile. */
  fetchProfile: (code: string, codeVerifier: string) => Promise<ProviderProfile>;
}

export type OAuthProviders = Partial<Record<ProviderName, OAuthProvider>>;

/** Network steps a test can replace; the provider itself cannot be reached from CI. */
export interface ProviderDeps {
  exchange?: (code: string, codeVerifier: string) => Promise<OAuth2Tokens>;
  fetchJson?: (url: string, accessToken: string) => Promise<unknown>;
}

const callbackUrl = (publicUrl: string, provider: ProviderName) => `${publicUrl}/api/auth/${provider}/callback`;

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() ? value.trim() : null);

const fetchJson = async (url: string, accessToken: string): Promise<unknown> => {
  const response = await fetch(url, { headers: { Authorization: `Bearer ${accessToken}` } });
  if (!response.ok) throw new Error(`Profile request failed with ${response.status}`);
  return response.json();
};

/** Google: OpenID Connect with PKCE; the profile comes from the ID token of the token response. */
export const googleProvider = (
  client: OAuthClientConfig,
  publicUrl: string,
  deps: ProviderDeps = {},
): OAuthProvider => {
  const google = new Google(client.clientId, client.clientSecret, callbackUrl(publicUrl, "google"));
  const exchange = deps.exchange ?? ((code, verifier) => google.validateAuthorizationCode(code, verifier));
  return {
    authorizationUrl: (state, codeVerifier) =>
      google.createAuthorizationURL(state, codeVerifier, ["openid", "email", "profile"]),
    fetchProfile: async (code, codeVerifier) => {
      // Straight from Google's token endpoint over TLS, so the signature need not be re-checked.
      const claims = decodeIdToken((await exchange(code, codeVerifier)).idToken()) as Record<string, unknown>;
      const providerId = text(claims.sub);
      if (!providerId) throw new Error("Google returned no subject");
      return {
        providerId,
        email: text(claims.email)?.toLowerCase() ?? null,
        emailVerified: claims.email_verified === true,
        firstName: text(claims.given_name),
        lastName: text(claims.family_name),
        pictureUrl: text(claims.picture),
      };
    },
  };
};

/** Facebook: OAuth 2 code flow, then the Graph API's /me. Facebook only shares confirmed emails. */
export const facebookProvider = (
  client: OAuthClientConfig,
  publicUrl: string,
  deps: ProviderDeps = {},
): OAuthProvider => {
  const facebook = new Facebook(client.clientId, client.clientSecret, callbackUrl(publicUrl, "facebook"));
  const exchange = deps.exchange ?? ((code) => facebook.validateAuthorizationCode(code));
  const getJson = deps.fetchJson ?? fetchJson;
  return {
    authorizationUrl: (state) => facebook.createAuthorizationURL(state, ["email", "public_profile"]),
    fetchProfile: async (code, codeVerifier) => {
      const tokens = await exchange(code, codeVerifier);
      const me = (await getJson(
        "https://graph.facebook.com/v16.0/me?fields=id,email,first_name,last_name,picture.type(large)",
        tokens.accessToken(),
      )) as Record<string, unknown>;
      const providerId = text(me.id);
      if (!providerId) throw new Error("Facebook returned no id");
      const picture = (me.picture as { data?: { url?: unknown } } | undefined)?.data?.url;
      const email = text(me.email)?.toLowerCase() ?? null;
      return {
        providerId,
        email,
        emailVerified: email !== null,
        firstName: text(me.first_name),
        lastName: text(me.last_name),
        pictureUrl: text(picture),
      };
    },
  };
};

/** The providers configured in the environment; an unconfigured one is simply absent. */
export const createOAuthProviders = (
  config: Pick<Config, "oauth" | "publicUrl">,
  deps: Partial<Record<ProviderName, ProviderDeps>> = {},
): OAuthProviders => ({
  ...(config.oauth.google ? { google: googleProvider(config.oauth.google, config.publicUrl, deps.google) } : {}),
  ...(config.oauth.facebook
    ? { facebook: facebookProvider(config.oauth.facebook, config.publicUrl, deps.facebook) }
    : {}),
});
