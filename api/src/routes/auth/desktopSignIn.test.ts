import { createHash, randomBytes } from "node:crypto";
import { DESKTOP_SIGN_IN } from "@kindred/contract";
import { describe, expect, it } from "vitest";
import { database } from "../../db/database";
import { agentFor } from "../../test/agent";
import { useTestDatabase } from "../../test/database";
import { createUser, uniqueEmail } from "../../test/factories";
import { oauthTestKit } from "../../test/oauth";

const db = useTestDatabase();
const { appWith, googleSignIn, completeFlow } = oauthTestKit(db);

/** What the desktop app holds: a verifier, and the challenge it sends to the browser. */
const newVerifier = () => {
  const verifier = randomBytes(32).toString("base64url");
  return { verifier, challenge: createHash("sha256").update(verifier).digest("base64url") };
};

/** The browser's part: the provider flow started with the app's challenge, ending on the app's deep link. */
const browserFlow = async (app: ReturnType<typeof appWith>, challenge: string, code = "good-code") => {
  const flow = await completeFlow(app, "google", code, { [DESKTOP_SIGN_IN.challengeParam]: challenge });
  return { ...flow, link: new URL(flow.callback.headers.location) };
};

describe("desktop social sign-in", () => {
  it("hands the sign-in to the app: the browser stays signed out, the app's jar gets the session", async () => {
    const email = uniqueEmail("desktop");
    const app = appWith({ google: googleSignIn({ sub: "g-desktop", email, email_verified: true }) });
    const { verifier, challenge } = newVerifier();
    const { agent: browser, link } = await browserFlow(app, challenge);
    expect(`${link.protocol}//${link.host}`).toBe(DESKTOP_SIGN_IN.link);
    const code = link.searchParams.get("code") ?? "";
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await browser.get("/api/auth/user")).status).toBe(401);

    const desktop = agentFor(app);
    const traded = await desktop.post("/api/auth/desktop").send({ code, verifier });
    expect(traded.status).toBe(200);
    expect(traded.body).toEqual({ isNew: true });
    expect((await desktop.get("/api/auth/user")).body).toMatchObject({ email });

    // Once only.
    const again = await agentFor(app).post("/api/auth/desktop").send({ code, verifier });
    expect(again.status).toBe(410);
    expect(again.body).toEqual({ message: DESKTOP_SIGN_IN.expired });
  });

  it("refuses a code without its verifier, so a code caught on its way to the app is worth nothing", async () => {
    const member = await createUser();
    const app = appWith({ google: googleSignIn({ sub: "g-caught", email: member.email, email_verified: true }) });
    const { verifier, challenge } = newVerifier();
    const { link } = await browserFlow(app, challenge);
    const code = link.searchParams.get("code") ?? "";
    const thief = agentFor(app);
    const stolen = await thief.post("/api/auth/desktop").send({ code, verifier: newVerifier().verifier });
    expect(stolen.status).toBe(410);
    expect((await thief.get("/api/auth/user")).status).toBe(401);
    // The failed try did not use the code up for its owner.
    const owner = agentFor(app);
    expect((await owner.post("/api/auth/desktop").send({ code, verifier })).body).toEqual({ isNew: false });
    expect((await owner.get("/api/auth/user")).body.id).toBe(member.id);
  });

  it("refuses an expired code", async () => {
    const app = appWith({ google: googleSignIn({ sub: "g-late", email: uniqueEmail(), email_verified: true }) });
    const { verifier, challenge } = newVerifier();
    const code = (await browserFlow(app, challenge)).link.searchParams.get("code") ?? "";
    await database().query(`UPDATE desktop_sign_ins SET "expiresAt" = now() - interval '1 second'`);
    expect((await agentFor(app).post("/api/auth/desktop").send({ code, verifier })).status).toBe(410);
  });

  it("tells the app when the provider step failed", async () => {
    const app = appWith({ google: googleSignIn({ sub: "g-fail" }) });
    const { link } = await browserFlow(app, newVerifier().challenge, "bad-code");
    expect(link.href).toBe(`${DESKTOP_SIGN_IN.link}?error=oauth`);
  });

  it("rejects a malformed challenge or trade", async () => {
    const app = appWith({});
    expect((await agentFor(app).get("/api/auth/google").query({ desktop: "short" })).status).toBe(400);
    const malformed = await agentFor(app).post("/api/auth/desktop").send({ code: "x", verifier: "y" });
    expect(malformed.status).toBe(400);
  });
});
