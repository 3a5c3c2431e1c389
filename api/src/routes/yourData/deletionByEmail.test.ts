import { randomUUID } from "node:crypto";
import { ACCOUNT_DELETION_TEXTS, YOUR_DATA_ROUTES, YOUR_DATA_TEXTS } from "@kindred/contract";
import { QueryTypes } from "sequelize";
import { describe, expect, it } from "vitest";
import { database } from "../../db/database";
import { Session, SpaceOffer, User } from "../../db/models";
import { SESSION_COOKIE } from "../../middleware/session";
import { sweepOldDeletionTokens } from "../../services/account/deletionByEmail";
import { processMailBatch } from "../../services/mail/outbox";
import { signedInAgent } from "../../test/agent";
import { createSpaceOffer, createUser, TEST_PASSWORD } from "../../test/factories";
import { useTestMail } from "../../test/mail";
import { useTestApp } from "../../test/routeTest";

const { app, visitor } = useTestApp();
const testMail = useTestMail();

const REQUEST = YOUR_DATA_ROUTES.requestDeletionByEmail.path;
const CONFIRM = YOUR_DATA_ROUTES.confirmDeletionByEmail.path;

/**
 * A member who signs in only with Google, signed in on `devices` browsers (signed in with a
 * password first, which is then taken away: the test has no Google).
 */
const socialOnlyMember = async (devices = 1) => {
  const user = await createUser();
  const agents = [];
  for (let device = 0; device < devices; device++) agents.push((await signedInAgent(app(), user)).agent);
  await user.update({ passwordHash: null, googleId: `google-${randomUUID()}` });
  return { agent: agents[0]!, agents, user };
};

/** Sends what is queued and returns the deletion link of the last mail. */
const mailedLink = async (to: string): Promise<URL> => {
  await processMailBatch(testMail.transport);
  const mail = testMail.smtp.received.at(-1);
  expect(mail?.to).toMatchObject({ text: to });
  expect(mail?.subject).toBe(ACCOUNT_DELETION_TEXTS.mail.subject);
  const href = mail?.text?.match(/https?:\/\/\S+\/delete-account\?token=\S+/)?.[0];
  expect(href, mail?.text).toBeDefined();
  return new URL(href as string);
};

const storedHashes = (userId: string) =>
  database().query<{ tokenHash: string }>(`SELECT "tokenHash" FROM account_deletion_tokens WHERE "userId" = :userId`, {
    replacements: { userId },
    type: QueryTypes.SELECT,
  });

describe("deleting an account without a password, by email", () => {
  it("mails a single-use link (stored hashed) whose confirmation deletes the account from any browser", async () => {
    const {
      agents: [agent, otherDevice],
      user,
    } = await socialOnlyMember(2);
    await createSpaceOffer({ user });
    expect((await agent!.get("/api/auth/user")).body).toMatchObject({ hasPassword: false });
    // The password route points the way instead of deleting.
    const withPassword = await agent.delete("/api/auth/user").send({ password: "anything" });
    expect(withPassword.status).toBe(403);
    expect(withPassword.body.message).toBe(YOUR_DATA_TEXTS.noPassword);

    const requested = await agent.post(REQUEST);
    expect(requested.status).toBe(202);
    expect(requested.body).toEqual({ ok: true });
    expect(await User.findByPk(user.id)).not.toBeNull();

    const link = await mailedLink(user.email!);
    expect(link.origin).toBe("http://localhost:5000");
    const token = link.searchParams.get("token") as string;
    const [stored] = await storedHashes(user.id);
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.tokenHash).not.toBe(token);

    const confirmed = await visitor().post(CONFIRM).send({ token });
    expect(confirmed.status).toBe(204);
    expect(await User.findByPk(user.id)).toBeNull();
    expect(await SpaceOffer.count({ where: { userId: user.id } })).toBe(0);
    expect(await Session.count({ where: { sess: { userId: user.id } } })).toBe(0);
    expect((await agent.get("/api/auth/user")).status).toBe(401);
    expect((await otherDevice.get("/api/auth/user")).status).toBe(401);

    const again = await visitor().post(CONFIRM).send({ token });
    expect(again.status).toBe(410);
    expect(again.body.message).toBe(ACCOUNT_DELETION_TEXTS.invalidToken);
  });

  it("drops the cookie of the member who confirms in the browser they are signed in with", async () => {
    const { agent, user } = await socialOnlyMember();
    await agent.post(REQUEST).expect(202);
    const token = (await mailedLink(user.email!)).searchParams.get("token") as string;
    const confirmed = await agent.post(CONFIRM).send({ token });
    expect(confirmed.status).toBe(204);
    expect(String(confirmed.headers["set-cookie"])).toContain(`${SESSION_COOKIE}=;`);
  });

  it("refuses an expired, unknown or malformed token with 410 or 400 and deletes nothing", async () => {
    const { agent, user } = await socialOnlyMember();
    await agent.post(REQUEST).expect(202);
    const token = (await mailedLink(user.email!)).searchParams.get("token") as string;
    await database().query(
      `UPDATE account_deletion_tokens SET "expiresAt" = now() - interval '1 second' WHERE "userId" = :userId`,
      { replacements: { userId: user.id } },
    );
    expect((await visitor().post(CONFIRM).send({ token })).status).toBe(410);
    expect((await visitor().post(CONFIRM).send({ token: "made-up" })).status).toBe(410);
    expect((await visitor().post(CONFIRM).send({ token: "" })).status).toBe(400);
    expect(
      (
        await visitor()
          .post(CONFIRM)
          .send({ token: "x".repeat(400_000) })
      ).status,
    ).toBe(400);
    // Text the database cannot store is a field message before any lookup (docs/http-api.md, "Errors").
    expect((await visitor().post(CONFIRM).send({ token: "\u0000\ud800" })).status).toBe(400);
    expect(await User.findByPk(user.id)).not.toBeNull();
    // A day after expiry the housekeeping sweep removes it.
    await database().query(
      `UPDATE account_deletion_tokens SET "expiresAt" = now() - interval '2 days' WHERE "userId" = :userId`,
      { replacements: { userId: user.id } },
    );
    expect(await sweepOldDeletionTokens()).toBeGreaterThanOrEqual(1);
    expect(await storedHashes(user.id)).toEqual([]);
  });

  it("answers 409 and mails nothing to a member who has a password (it confirms instead)", async () => {
    const { agent } = await signedInAgent(app());
    const sentBefore = testMail.smtp.received.length;
    const response = await agent.post(REQUEST);
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(ACCOUNT_DELETION_TEXTS.hasPassword);
    await processMailBatch(testMail.transport);
    expect(testMail.smtp.received).toHaveLength(sentBefore);
    expect((await agent.get("/api/auth/user")).body).toMatchObject({ hasPassword: true });
    expect((await agent.delete("/api/auth/user").send({ password: TEST_PASSWORD })).status).toBe(204);
  });
});
