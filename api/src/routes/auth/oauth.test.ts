import { SERVER_MESSAGES } from "@kindred/contract";
import { OAuth2Tokens } from "arctic";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { User } from "../../db/models";
import { agentFor } from "../../test/agent";
import { createTestApp } from "../../test/app";
import { useTestDatabase } from "../../test/database";
import { createUser, uniqueEmail } from "../../test/factories";
import { memoryLogger } from "../../test/logs";
import { oauthTestKit } from "../../test/oauth";

const db = useTestDatabase();

const { appWith, googleSignIn, completeFlow } = oauthTestKit(db);

describe("social sign-in when not configured", () => {
  it("answers 404 with the provider-disabled message", async () => {
    const client = supertest(createTestApp(db.sequelize).callback());
    for (const path of ["/api/auth/google", "/api/auth/facebook", "/api/auth/google/callback"]) {
      const response = await client.get(path);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: SERVER_MESSAGES.providerDisabled });
    }
  });
});

describe("GET /api/auth/google", () => {
  it("redirects to Google with state, PKCE and the callback URL", async () => {
    const response = await supertest(appWith({}).callback()).get("/api/auth/google");
    expect(response.status).toBe(302);
    const url = new URL(response.headers.location);
    expect(url.origin).toBe("https://accounts.google.com");
    expect(url.searchParams.get("client_id")).toBe("google-client");
    expect(url.searchParams.get("redirect_uri")).toBe("http://localhost:5000/api/auth/google/callback");
    expect(url.searchParams.get("scope")).toBe("openid email profile");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("state")).toBeTruthy();
  });
});

describe("GET /api/auth/google/callback", () => {
  it("creates a member from a verified profile, signs them in and sends them to profile set-up", async () => {
    const email = uniqueEmail("google");
    const app = appWith({
      google: googleSignIn({ sub: "g-new", email, email_verified: true, given_name: "Gia", family_name: "Lee" }),
    });
    const { agent, callback } = await completeFlow(app, "google");
    expect(callback.status).toBe(302);
    expect(callback.headers.location).toBe("/profile-setup");
    const me = await agent.get("/api/auth/user");
    expect(me.body).toMatchObject({ email, firstName: "Gia", lastName: "Lee", role: "member" });
    expect((await User.findByPk(me.body.id))?.googleId).toBe("g-new");
  });

  it("links an existing account with the same verified email and sends the member home", async () => {
    const member = await createUser();
    const app = appWith({ google: googleSignIn({ sub: "g-link", email: member.email, email_verified: true }) });
    const { agent, callback } = await completeFlow(app, "google");
    expect(callback.headers.location).toBe("/");
    expect((await agent.get("/api/auth/user")).body.id).toBe(member.id);
    await member.reload();
    expect(member.googleId).toBe("g-link");
  });

  it("does not link by an unverified email", async () => {
    const member = await createUser();
    const app = appWith({ google: googleSignIn({ sub: "g-unverified", email: member.email, email_verified: false }) });
    const { agent, callback } = await completeFlow(app, "google");
    expect(callback.headers.location).toBe("/profile-setup");
    const me = await agent.get("/api/auth/user");
    expect(me.body.id).not.toBe(member.id);
    expect(me.body.email).toBeNull();
  });

  it("grants the admin role to ADMIN_EMAILS", async () => {
    const email = uniqueEmail("google-admin");
    const app = appWith(
      { google: googleSignIn({ sub: "g-admin", email, email_verified: true }) },
      { adminEmails: [email] },
    );
    const { agent } = await completeFlow(app, "google");
    expect((await agent.get("/api/auth/user")).body.role).toBe("admin");
  });

  it("refuses a callback whose state does not match", async () => {
    const app = appWith({ google: googleSignIn({ sub: "g-x", email: uniqueEmail(), email_verified: true }) });
    const agent = agentFor(app);
    await agent.get("/api/auth/google");
    const response = await agent.get("/api/auth/google/callback").query({ code: "good-code", state: "forged" });
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe("/login?error=oauth");
    expect((await agent.get("/api/auth/user")).status).toBe(401);
  });

  it("refuses a callback without a started flow or without a code", async () => {
    const app = appWith({});
    const cold = await supertest(app.callback()).get("/api/auth/google/callback").query({ code: "c", state: "s" });
    expect(cold.headers.location).toBe("/login?error=oauth");
    const agent = agentFor(app);
    const start = await agent.get("/api/auth/google");
    const state = new URL(start.headers.location).searchParams.get("state");
    const denied = await agent.get("/api/auth/google/callback").query({ error: "access_denied", state });
    expect(denied.headers.location).toBe("/login?error=oauth");
  });

  it("sends the member back to login when the code exchange fails", async () => {
    const log = memoryLogger();
    const app = appWith({ google: googleSignIn({ sub: "g-y" }) }, {}, log.logger);
    const { agent, callback } = await completeFlow(app, "google", "bad-code");
    expect(callback.headers.location).toBe("/login?error=oauth");
    expect((await agent.get("/api/auth/user")).status).toBe(401);
    const failed = log.lines().find((line) => line.msg === "sign-in failed");
    expect(failed).toMatchObject({ provider: "google" });
    expect(String(failed?.reason)).toContain("invalid_grant");
  });
});

describe("Facebook sign-in", () => {
  it("redirects to Facebook and signs in from the Graph API profile", async () => {
    const email = uniqueEmail("facebook");
    const app = appWith({
      facebook: {
        exchange: async () => new OAuth2Tokens({ access_token: "fb-access", token_type: "Bearer" }),
        fetchJson: async (url, token) => {
          expect(url).toContain("graph.facebook.com");
          expect(token).toBe("fb-access");
          return {
            id: "fb-1",
            email,
            first_name: "Finn",
            last_name: "Berg",
            picture: { data: { url: "https://x/y.jpg" } },
          };
        },
      },
    });
    const { agent, start, callback } = await completeFlow(app, "facebook");
    expect(new URL(start.headers.location).hostname).toBe("www.facebook.com");
    expect(callback.headers.location).toBe("/profile-setup");
    const me = await agent.get("/api/auth/user");
    // Another site's picture is never stored: profile photos are only this server's /objects/ paths.
    expect(me.body).toMatchObject({ email, firstName: "Finn", profileImageUrl: null });
  });
});
