import { AUTH_ROUTES, SERVER_MESSAGES } from "@kindred/contract";
import { describe, expect, it } from "vitest";
import { signedInAgent } from "../test/agent";
import { useTestApp } from "../test/routeTest";

const { app } = useTestApp();

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

describe("state-changing calls keep the Origin check", () => {
  it("refuses a POST whose Origin names another site", async () => {
    const { agent } = await signedInAgent(app());
    const response = await agent.post("/api/feedback").set("Origin", "https://evil.example").send({ message: "hi" });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(SERVER_MESSAGES.foreignOrigin);
  });
});
