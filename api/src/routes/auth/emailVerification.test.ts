import { EMAIL_VERIFICATION_TEXTS, MAIL_TEXTS, SERVER_MESSAGES } from "@kindred/contract";
import { beforeEach, describe, expect, it } from "vitest";
import { database } from "../../db/database";
import { LoginAttempt, User } from "../../db/models";
import { revokeStaleConfiguredRoles } from "../../services/auth/signIn";
import { processMailBatch } from "../../services/mail/outbox";
import { type Agent, agentFor, signedInAgent } from "../../test/agent";
import { createTestApp, defaultRateLimits } from "../../test/app";
import { createSpaceOffer, createUser, TEST_PASSWORD, uniqueEmail } from "../../test/factories";
import { useTestMail } from "../../test/mail";
import { oauthTestKit } from "../../test/oauth";
import { useTestApp } from "../../test/routeTest";

const { db, app } = useTestApp();
const testMail = useTestMail();
const { appWith, googleSignIn, completeFlow } = oauthTestKit(db);

beforeEach(async () => {
  await LoginAttempt.destroy({ where: {} });
  // Every test speaks from one address: start each with fresh rate-limit counters.
  await database().query("DELETE FROM rate_limits");
});

/** Sends what is queued and returns the confirmation token of the last mail to `email`. */
const mailedToken = async (email: string): Promise<string> => {
  await processMailBatch(testMail.transport);
  const mail = testMail.smtp.received
    .filter(
      (received) =>
        received.text?.includes(email) ||
        received.headerLines.some((line) => line.key === "to" && line.line.includes(email)),
    )
    .at(-1);
  const href = mail?.text?.match(/https?:\/\/\S+\/verify-email\?token=\S+/)?.[0];
  expect(href, mail?.text).toBeDefined();
  return new URL(href as string).searchParams.get("token") as string;
};

const register = async (agent: Agent, email = uniqueEmail("new")) => {
  const response = await agent.post("/api/auth/register").send({ email, password: "secret-enough", firstName: "Ada" });
  expect(response.status).toBe(201);
  return { email, id: response.body.id as string };
};

describe("email confirmation", () => {
  it("registers unconfirmed, mails a 48-hour single-use link, and the link confirms the email", async () => {
    const agent = agentFor(app());
    const { email, id } = await register(agent);
    expect((await agent.get("/api/auth/user")).body.emailVerified).toBe(false);

    const token = await mailedToken(email);
    const mail = testMail.smtp.received.at(-1);
    expect(mail?.subject).toBe(MAIL_TEXTS.verifyEmail.subject);
    const [stored] = await database().query<{ tokenHash: string; expiresAt: Date }>(
      `SELECT "tokenHash", "expiresAt" FROM email_verifications WHERE "userId" = :id`,
      { replacements: { id }, type: "SELECT" as never },
    );
    // Only the hash is kept, and the link lives 48 hours.
    expect(stored?.tokenHash).not.toContain(token);
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(Math.abs(new Date(stored!.expiresAt).getTime() - Date.now() - 48 * 3600_000)).toBeLessThan(60_000);

    // Anyone holding the link confirms it, signed in or not.
    const confirmed = await agentFor(app()).post("/api/auth/verify-email").send({ token });
    expect(confirmed.status).toBe(204);
    expect((await agent.get("/api/auth/user")).body.emailVerified).toBe(true);

    const again = await agentFor(app()).post("/api/auth/verify-email").send({ token });
    expect(again.status).toBe(410);
    expect(again.body).toEqual({ message: EMAIL_VERIFICATION_TEXTS.invalidToken });
  });

  it("refuses an expired or unknown token with 410", async () => {
    const agent = agentFor(app());
    const { email, id } = await register(agent);
    const token = await mailedToken(email);
    await database().query(
      `UPDATE email_verifications SET "expiresAt" = now() - interval '1 second' WHERE "userId" = :id`,
      {
        replacements: { id },
      },
    );
    expect((await agentFor(app()).post("/api/auth/verify-email").send({ token })).status).toBe(410);
    expect((await agentFor(app()).post("/api/auth/verify-email").send({ token: "made-up" })).status).toBe(410);
    expect((await User.findByPk(id))?.emailVerified).toBe(false);
  });

  it("lets an unconfirmed member browse and edit the profile, and answers 403 to the actions that wait for it", async () => {
    const agent = agentFor(app());
    await register(agent);
    const offer = await createSpaceOffer();
    const someone = await createUser();

    expect((await agent.get(`/api/users/${someone.id}`)).status).toBe(200);
    expect((await agent.get(`/api/space-offers/${offer.id}`)).status).toBe(200);
    const profile = { firstName: "Ada", lastName: "Byron", bio: "Potter", location: "Denver", interests: ["Clay"] };
    expect((await agent.put("/api/auth/user").send(profile)).status).toBe(200);

    const refused = {
      request: await agent.post("/api/space-requests").send({}),
      offer: await agent.post("/api/space-offers").send({}),
      favorite: await agent.put(`/api/favorites/${offer.id}`),
      block: await agent.put(`/api/blocks/${someone.id}`),
      report: await agent.post("/api/reports").send({ subject: "member", subjectId: someone.id, reason: "spam" }),
      message: await agent.post("/api/matches/7b0f8f0e-55d3-4a8e-9a43-3f1c3f0a9c11/messages").send({ content: "Hi" }),
    };
    for (const [action, response] of Object.entries(refused)) {
      expect(response.status, action).toBe(403);
      expect(response.body, action).toEqual({ message: SERVER_MESSAGES.emailNotVerified });
    }
  });

  it("resends the mail on request, sends nothing once confirmed, and limits how often", async () => {
    const agent = agentFor(createTestApp(db.sequelize, { rateLimits: defaultRateLimits() }));
    const { email } = await register(agent);
    const first = await mailedToken(email);
    const resent = await agent.post("/api/auth/verify-email/resend");
    expect(resent.status).toBe(202);
    const second = await mailedToken(email);
    expect(second).not.toBe(first);
    // Confirming with the newer link uses the older one up too.
    expect((await agent.post("/api/auth/verify-email").send({ token: second })).status).toBe(204);
    expect((await agent.post("/api/auth/verify-email").send({ token: first })).status).toBe(410);

    const before = testMail.smtp.received.length;
    expect((await agent.post("/api/auth/verify-email/resend")).status).toBe(202);
    await processMailBatch(testMail.transport);
    expect(testMail.smtp.received.length).toBe(before);

    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await agent.post("/api/auth/verify-email/resend")).status);
    expect(statuses).toContain(429);
    expect((await agentFor(app()).post("/api/auth/verify-email/resend")).status).toBe(401);
  });
});

describe("admin by configuration", () => {
  it("gives ADMIN_EMAILS' role once the email is confirmed, and takes it back when the list drops it", async () => {
    const email = uniqueEmail("boss");
    const listed = createTestApp(db.sequelize, { adminEmails: [email] });
    const agent = agentFor(listed);
    await register(agent, email);
    expect((await agent.get("/api/admin/stats")).status).toBe(403);
    expect((await agent.post("/api/auth/verify-email").send({ token: await mailedToken(email) })).status).toBe(204);
    expect((await agent.get("/api/auth/user")).body.role).toBe("admin");
    expect((await agent.get("/api/admin/stats")).status).toBe(200);

    // The same session on an app whose list no longer names the email: the role goes at once.
    const unlisted = createTestApp(db.sequelize, { adminEmails: [] });
    const { agent: again } = await signedInAgentWithPassword(unlisted, email);
    expect((await again.get("/api/auth/user")).body.role).toBe("member");
    expect((await again.get("/api/admin/stats")).status).toBe(403);
    expect((await agent.get("/api/admin/stats")).status).toBe(403);
  });

  it("takes back configured roles at start, and keeps the roles an operator granted", async () => {
    const configured = await createUser({ role: "admin", roleSource: "configuration" });
    const unconfirmed = await createUser({ role: "admin", roleSource: "configuration", emailVerified: false });
    const stillListed = await createUser({ role: "admin", roleSource: "configuration" });
    const granted = await createUser({ role: "admin", roleSource: "operator" });
    await revokeStaleConfiguredRoles([stillListed.email!, unconfirmed.email!]);
    const roles = await Promise.all([configured, unconfirmed, stillListed, granted].map((user) => user.reload()));
    expect(roles.map((user) => user.role)).toEqual(["member", "member", "admin", "admin"]);
  });
});

describe("no pre-hijacking", () => {
  it("hands an unconfirmed password account to the owner who signs in with a verified Google email", async () => {
    const email = uniqueEmail("victim");
    const attacker = agentFor(app());
    await register(attacker, email);
    expect((await attacker.get("/api/auth/user")).status).toBe(200);

    const google = appWith({ google: googleSignIn({ sub: "g-victim", email, email_verified: true }) });
    const { agent: owner, callback } = await completeFlow(google, "google");
    expect(callback.headers.location).toBe("/");
    const me = await owner.get("/api/auth/user");
    expect(me.body).toMatchObject({ email, emailVerified: true });

    // The attacker's session ended and their password opens nothing.
    expect((await attacker.get("/api/auth/user")).status).toBe(401);
    const stored = await User.findOne({ where: { email } });
    expect(stored?.passwordHash).toBeNull();
    expect((await agentFor(app()).post("/api/auth/email").send({ email, password: "secret-enough" })).status).toBe(401);
    await processMailBatch(testMail.transport);
    expect(testMail.smtp.received.some((mail) => mail.subject === MAIL_TEXTS.accountTakenOver.subject)).toBe(true);
  });

  it("links a confirmed account without touching its password", async () => {
    const member = await createUser();
    const google = appWith({ google: googleSignIn({ sub: "g-owner", email: member.email, email_verified: true }) });
    await completeFlow(google, "google");
    await member.reload();
    expect(member.passwordHash).not.toBeNull();
    expect(member.googleId).toBe("g-owner");
  });
});

/** Signs `email` in with the password `register` gives, on `target`. */
const signedInAgentWithPassword = async (target: ReturnType<typeof createTestApp>, email: string) => {
  const agent = agentFor(target);
  const response = await agent.post("/api/auth/email").send({ email, password: "secret-enough" });
  expect(response.status).toBe(200);
  return { agent };
};

describe("members made outside registration", () => {
  it("factory and demo members are confirmed; a password reset confirms too", async () => {
    const { agent, user } = await signedInAgent(app(), await createUser({ emailVerified: false }));
    expect((await agent.get("/api/auth/user")).body.emailVerified).toBe(false);
    await agentFor(app()).post("/api/auth/password-reset").send({ email: user.email });
    await processMailBatch(testMail.transport);
    const href = testMail.smtp.received.at(-1)?.text?.match(/reset-password\?token=(\S+)/)?.[1];
    expect(href).toBeDefined();
    const reset = await agentFor(app())
      .post("/api/auth/password-reset/confirm")
      .send({ token: decodeURIComponent(href as string), password: TEST_PASSWORD });
    expect(reset.status).toBe(204);
    expect((await user.reload()).emailVerified).toBe(true);
  });
});
