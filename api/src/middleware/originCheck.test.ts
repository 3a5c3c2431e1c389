import { randomUUID } from "node:crypto";
import {
  API_ROUTES,
  AUTH_ROUTES,
  DEFAULT_NOTIFICATION_PREFERENCES,
  EMAIL_ROUTES,
  fillPath,
  SERVER_MESSAGES,
} from "@kindred/contract";
import { beforeAll, describe, expect, it } from "vitest";
import type { User } from "../db/models";
import { preferencesOf } from "../services/email/preferences";
import { unsubscribeToken } from "../services/email/unsubscribeTokens";
import { type Agent, signedInAgent } from "../test/agent";
import { TEST_SESSION_SECRET } from "../test/app";
import { createUser } from "../test/factories";
import { useTestApp } from "../test/routeTest";

const { app, visitor } = useTestApp();
const FOREIGN_ORIGINS = ["https://evil.example", "null", "https://mail.example.com"];

describe("GET /api/logout and the site that sent it", () => {
  it.each(["cross-site", "same-site", "Cross-Site"])(
    "signs no one out when another site started it (Sec-Fetch-Site: %s)",
    async (site) => {
      const { agent } = await signedInAgent(app());
      const response = await agent.get(AUTH_ROUTES.logout.path).set("Sec-Fetch-Site", site);
      expect(response.status).toBe(302);
      expect(response.headers.location).toBe("/");
      expect(response.headers["set-cookie"]).toBeUndefined();
      expect((await agent.get("/api/auth/user")).status).toBe(200);
    },
  );

  it.each(["same-origin", "none", undefined])(
    "signs the member out from our own page (Sec-Fetch-Site: %s)",
    async (site) => {
      const { agent } = await signedInAgent(app());
      const request = agent.get(AUTH_ROUTES.logout.path);
      const response = await (site ? request.set("Sec-Fetch-Site", site) : request);
      expect(response.status).toBe(302);
      expect(response.headers.location).toBe("/");
      expect((await agent.get("/api/auth/user")).status).toBe(401);
    },
  );
});

describe("one-click unsubscribe (RFC 8058)", () => {
  it.each(FOREIGN_ORIGINS)("is accepted from Origin %s: its token is the authority", async (origin) => {
    const member = await createUser();
    const token = encodeURIComponent(unsubscribeToken([TEST_SESSION_SECRET], member.id, "new_match"));
    const response = await visitor()
      .post(`${EMAIL_ROUTES.unsubscribe.path}?token=${token}`)
      .set("Origin", origin)
      .type("form")
      .send("List-Unsubscribe=One-Click");
    expect(response.status).toBe(200);
    expect(await preferencesOf(member.id)).toEqual({ ...DEFAULT_NOTIFICATION_PREFERENCES, new_match: "off" });
  });

  it("still changes nothing from any origin without a valid token", async () => {
    const member = await createUser();
    const forged = encodeURIComponent(unsubscribeToken(["another-secret-0123456789"], member.id, "new_match"));
    const response = await visitor()
      .post(`${EMAIL_ROUTES.unsubscribe.path}?token=${forged}`)
      .set("Origin", "https://evil.example");
    expect(response.status).toBe(404);
    expect(await preferencesOf(member.id)).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
  });
});

describe("every other state-changing route keeps the Origin check", () => {
  let member: { agent: Agent; user: User };
  beforeAll(async () => {
    member = await signedInAgent(app());
  });
  const changing = API_ROUTES.filter((route) => route.method !== "get" && route !== EMAIL_ROUTES.unsubscribe);

  it.each(changing.map((route) => [`${route.method.toUpperCase()} ${route.path}`, route] as const))(
    "%s from another site is a 403",
    async (_, route) => {
      const params = Object.fromEntries([...route.path.matchAll(/:(\w+)/g)].map(([, name]) => [name, randomUUID()]));
      for (const origin of FOREIGN_ORIGINS) {
        const response = await member.agent[route.method as "post"](fillPath(route.path, params))
          .set("Origin", origin)
          .send({});
        expect(response.status, `${origin}: ${response.text}`).toBe(403);
        expect(response.body.message).toBe(SERVER_MESSAGES.foreignOrigin);
      }
    },
  );
});
