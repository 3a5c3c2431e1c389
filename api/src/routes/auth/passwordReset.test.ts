import { PASSWORD_RESET_TEXTS, SERVER_MESSAGES } from "@kindred/contract";
import { QueryTypes } from "sequelize";
import { beforeEach, describe, expect, it } from "vitest";
import { database } from "../../db/database";
import { LoginAttempt, Session } from "../../db/models";
import { sweepOldResetTokens } from "../../services/auth/passwordReset";
import { processMailBatch } from "../../services/mail/outbox";
import { agentFor, signedInAgent } from "../../test/agent";
import { createTestApp, defaultRateLimits } from "../../test/app";
import { createAdmin, createUser, TEST_PASSWORD, uniqueEmail } from "../../test/factories";
import { useTestMail } from "../../test/mail";
import { useTestApp } from "../../test/routeTest";

const { db, app, visitor } = useTestApp();
const testMail = useTestMail();

beforeEach(async () => {
  await LoginAttempt.destroy({ where: {} });
});

const NEW_PASSWORD = "a-brand-new-password";

/** Sends what is queued and returns the reset link of the last mail. */
const mailedLink = async (): Promise<URL> => {
  await processMailBatch(testMail.transport);
  const mail = testMail.smtp.received.at(-1);
  const href = mail?.text?.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0];
  expect(href, mail?.text).toBeDefined();
  return new URL(href as string);
};

describe("password reset", () => {
  it("mails a single-use link that sets a new password and ends the member's other sessions", async () => {
    const member = await createUser();
    const { agent: otherDevice } = await signedInAgent(app(), member);
    const requested = await visitor().post("/api/auth/password-reset").send({ email: member.email });
    expect(requested.status).toBe(202);
    expect(requested.body).toEqual({ ok: true });

    const link = await mailedLink();
    expect(link.origin).toBe("http://localhost:5000");
    expect(testMail.smtp.received[0].html).toContain(`href="${link.href.replace(/&/g, "&amp;")}"`);
    const token = link.searchParams.get("token") as string;
    const [stored] = (await database().query(`SELECT "tokenHash" FROM password_resets`))[0] as Array<{
      tokenHash: string;
    }>;
    expect(stored.tokenHash).not.toBe(token);
    expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const confirmed = await visitor().post("/api/auth/password-reset/confirm").send({ token, password: NEW_PASSWORD });
    expect(confirmed.status).toBe(204);
    expect((await otherDevice.get("/api/auth/user")).status).toBe(401);
    expect(await Session.count({ where: { sess: { userId: member.id } } })).toBe(0);

    const old = await agentFor(app()).post("/api/auth/email").send({ email: member.email, password: TEST_PASSWORD });
    expect(old.status).toBe(401);
    const fresh = await agentFor(app()).post("/api/auth/email").send({ email: member.email, password: NEW_PASSWORD });
    expect(fresh.status).toBe(200);

    const again = await visitor().post("/api/auth/password-reset/confirm").send({ token, password: "yet-another-one" });
    expect(again.status).toBe(410);
    expect(again.body.message).toBe(PASSWORD_RESET_TEXTS.invalidToken);
  });

  it("answers an unknown email the same way and mails nothing", async () => {
    const response = await visitor()
      .post("/api/auth/password-reset")
      .send({ email: uniqueEmail("nobody") });
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ ok: true });
    expect(await processMailBatch(testMail.transport)).toEqual({ sent: 0, failed: 0 });
  });

  it("refuses an expired, swept or made-up token", async () => {
    const member = await createUser();
    await visitor().post("/api/auth/password-reset").send({ email: member.email });
    const token = (await mailedLink()).searchParams.get("token") as string;
    await database().query(`UPDATE password_resets SET "expiresAt" = now() - interval '1 second'`);
    const expired = await visitor().post("/api/auth/password-reset/confirm").send({ token, password: NEW_PASSWORD });
    expect(expired.status).toBe(410);
    await database().query(`UPDATE password_resets SET "expiresAt" = now() - interval '2 days'`);
    expect(await sweepOldResetTokens()).toBeGreaterThanOrEqual(1);
    const swept = await visitor().post("/api/auth/password-reset/confirm").send({ token, password: NEW_PASSWORD });
    expect(swept.status).toBe(410);
    const madeUp = await visitor()
      .post("/api/auth/password-reset/confirm")
      .send({ token: "x".repeat(43), password: NEW_PASSWORD });
    expect(madeUp.status).toBe(410);
  });

  it("checks the new password like registration does", async () => {
    const response = await visitor().post("/api/auth/password-reset/confirm").send({ token: "abc", password: "short" });
    expect(response.status).toBe(400);
    expect(response.body.message).not.toBe(SERVER_MESSAGES.notFound);
  });

  it("answers visitors, members and admins alike (authorization matrix)", async () => {
    const owner = await createUser();
    const callers = {
      visitor: visitor(),
      member: (await signedInAgent(app(), owner)).agent,
      otherMember: (await signedInAgent(app())).agent,
      admin: (await signedInAgent(app(), await createAdmin())).agent,
    };
    for (const [role, caller] of Object.entries(callers)) {
      const requested = await caller.post("/api/auth/password-reset").send({ email: owner.email });
      expect([role, requested.status]).toEqual([role, 202]);
      const confirmed = await caller
        .post("/api/auth/password-reset/confirm")
        .send({ token: "y".repeat(43), password: NEW_PASSWORD });
      expect([role, confirmed.status]).toEqual([role, 410]);
    }
  });

  it("limits requests per email", async () => {
    const email = uniqueEmail("flood");
    // Tests lift every budget, but their calls still count; this one starts afresh with production's.
    await db.sequelize.query("DELETE FROM rate_limits");
    const server = createTestApp(db.sequelize, { rateLimits: defaultRateLimits() });
    const statuses: number[] = [];
    for (let n = 0; n < 6; n++) {
      statuses.push((await agentFor(server).post("/api/auth/password-reset").send({ email })).status);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });

  it("limits requests per email across addresses, counting the email as validated", async () => {
    await db.sequelize.query("DELETE FROM rate_limits");
    const server = createTestApp(db.sequelize, { rateLimits: defaultRateLimits(), trustProxy: 1 });
    const email = uniqueEmail("spread");
    const statuses: number[] = [];
    for (let n = 0; n < 6; n++) {
      const typed = n % 2 === 0 ? email : `  ${email.toUpperCase()} `;
      const call = agentFor(server)
        .post("/api/auth/password-reset")
        .set("X-Forwarded-For", `203.0.113.${n + 1}`);
      statuses.push((await call.send({ email: typed })).status);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });

  it.each([
    ["a 400 KB email", JSON.stringify({ email: `${"a".repeat(400_000)}@example.org` })],
    ["an email 10,000 arrays deep", `{"email": ${"[".repeat(10_000)}${"]".repeat(10_000)}}`],
    ["an email holding NUL", JSON.stringify({ email: "nul\u0000@example.org" })],
  ])("answers %s with 400 and counts no key made of it", async (_, body) => {
    await db.sequelize.query("DELETE FROM rate_limits");
    const response = await visitor().post("/api/auth/password-reset").type("json").send(body);
    expect(response.status, JSON.stringify(response.body).slice(0, 300)).toBe(400);
    // A body too deep never reaches the route (the parser refuses it first): no key at all then.
    const keys = await db.sequelize.query<{ key: string }>(`SELECT "key" FROM rate_limits`, {
      type: QueryTypes.SELECT,
    });
    expect(keys.length).toBeLessThanOrEqual(1);
    for (const { key } of keys) expect(key).toMatch(/^passwordReset:ip:[0-9a-f.:]+$/);
  });

  it("takes only an IP address from X-Forwarded-For as the client's", async () => {
    await db.sequelize.query("DELETE FROM rate_limits");
    const server = createTestApp(db.sequelize, { trustProxy: 1 });
    const response = await agentFor(server)
      .post("/api/auth/password-reset")
      .set("X-Forwarded-For", "x".repeat(12_000))
      .send({ email: uniqueEmail() });
    expect(response.status).toBe(202);
    const keys = await db.sequelize.query<{ key: string }>(`SELECT "key" FROM rate_limits ORDER BY "key"`, {
      type: QueryTypes.SELECT,
    });
    expect(keys.map(({ key }) => key.replace(/email:.*/, "email:…"))).toEqual([
      "passwordReset:email:…",
      expect.stringMatching(/^passwordReset:ip:[0-9a-f.:]+$/),
    ]);
  });
});
