import { OAuth2Tokens } from "arctic";
import { expect } from "vitest";
import type { Config } from "../config";
import type { Logger } from "../logger";
import { createOAuthProviders, type ProviderDeps } from "../services/auth/oauthProviders";
import { agentFor } from "./agent";
import { createTestApp, testConfig } from "./app";
import type { TestDatabase } from "./database";

const oauthConfig: Partial<Config> = {
  publicUrl: "http://localhost:5000",
  oauth: {
    google: { clientId: "google-client", clientSecret: "google-secret" },
    facebook: { clientId: "facebook-client", clientSecret: "facebook-secret" },
  },
};

/** An unsigned ID token: the provider code only decodes it (it came straight from Google over TLS). */
const idToken = (claims: Record<string, unknown>) => {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part({ alg: "none", typ: "JWT" })}.${part(claims)}.signature`;
};

/** Social sign-in against providers stood in for at their network step (they cannot be reached from CI). */
export const oauthTestKit = (db: TestDatabase) => {
  const googleSignIn = (claims: Record<string, unknown>): ProviderDeps => ({
    exchange: async (code) => {
      if (code !== "good-code") throw new Error("invalid_grant");
      return new OAuth2Tokens({ access_token: "access", token_type: "Bearer", id_token: idToken(claims) });
    },
  });

  const appWith = (
    deps: Parameters<typeof createOAuthProviders>[1],
    overrides: Partial<Config> = {},
    logger?: Logger,
  ) => {
    const config = { ...oauthConfig, ...overrides };
    return createTestApp(db.sequelize, config, { oauth: createOAuthProviders(testConfig(config), deps), logger });
  };

  /** Starts the flow (with `startQuery`, e.g. the desktop app's challenge) and answers the callback the way the provider would. */
  const completeFlow = async (
    app: ReturnType<typeof appWith>,
    provider: "google" | "facebook",
    code = "good-code",
    startQuery: Record<string, string> = {},
  ) => {
    const agent = agentFor(app);
    const start = await agent.get(`/api/auth/${provider}`).query(startQuery);
    expect(start.status).toBe(302);
    const state = new URL(start.headers.location).searchParams.get("state");
    const callback = await agent.get(`/api/auth/${provider}/callback`).query({ code, state });
    return { agent, start, callback };
  };

  return { googleSignIn, appWith, completeFlow };
};
