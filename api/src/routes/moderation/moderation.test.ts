import { MODERATION_TEXTS } from "@kindred/contract";
import { beforeEach, describe, expect, it } from "vitest";
import { database } from "../../db/database";
import { AuditEntry, LoginAttempt, SpaceOffer, User } from "../../db/models";
import { processMailBatch } from "../../services/mail/outbox";
import { matchListing } from "../../services/matching/matchMaker";
import { suspensionEnd } from "../../services/moderation/suspension";
import { type Agent, agentFor, signedInAgent } from "../../test/agent";
import { createAdmin, createSpaceOffer, createSpaceRequest, createUser, TEST_PASSWORD } from "../../test/factories";
import { useTestMail } from "../../test/mail";
import { useTestApp } from "../../test/routeTest";

const { app } = useTestApp();
const testMail = useTestMail();

const moderatorAgent = async () =>
  signedInAgent(app(), await createUser({ role: "moderator", roleSource: "operator" }));
const signInStatus = async (user: User) =>
  agentFor(app()).post("/api/auth/email").send({ email: user.email, password: TEST_PASSWORD });

beforeEach(async () => {
  await LoginAttempt.destroy({ where: {} });
});

describe("roles", () => {
  it("an admin makes a member a moderator, recorded in the audit log; nobody else gives roles", async () => {
    const { agent: admin, user: adminUser } = await signedInAgent(app(), await createAdmin());
    const { agent: moderator } = await moderatorAgent();
    const member = await createUser();
    expect((await moderator.put(`/api/admin/users/${member.id}/role`).send({ role: "admin" })).status).toBe(403);
    const response = await admin.put(`/api/admin/users/${member.id}/role`).send({ role: "moderator" });
    expect(response.status).toBe(200);
    expect(response.body.role).toBe("moderator");
    expect(await member.reload()).toMatchObject({ role: "moderator", roleSource: "operator" });
    const [entry] = await AuditEntry.findAll({ where: { targetId: member.id } });
    expect(entry).toMatchObject({ actorId: adminUser.id, action: "role_change", detail: "moderator", reason: "" });
    // Not on their own account.
    expect((await admin.put(`/api/admin/users/${adminUser.id}/role`).send({ role: "member" })).status).toBe(403);
  });

  it("moderators list members without emails and cannot find them by email", async () => {
    const { agent } = await moderatorAgent();
    const member = await createUser({ firstName: "Findable" });
    const page = await agent.get("/api/admin/users").query({ q: "Findable" });
    expect(page.status).toBe(200);
    expect(page.body.find((user: { id: string }) => user.id === member.id)).toMatchObject({ email: null });
    const byEmail = await agent.get("/api/admin/users").query({ q: member.email });
    expect(byEmail.body).toEqual([]);
  });
});

describe("warnings", () => {
  it("need a reason, reach the member by mail with it, and land in the audit log", async () => {
    const { agent, user: moderator } = await moderatorAgent();
    const member = await createUser();
    expect((await agent.post(`/api/admin/users/${member.id}/warnings`).send({ reason: "  " })).status).toBe(400);
    const response = await agent
      .post(`/api/admin/users/${member.id}/warnings`)
      .send({ reason: "Please keep messages about the space." });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ actorId: moderator.id, action: "warning", targetId: member.id });
    await processMailBatch(testMail.transport);
    const mail = testMail.smtp.received.at(-1);
    expect(mail?.subject).toBe(MODERATION_TEXTS.mail.warning.subject);
    expect(mail?.text).toContain("Please keep messages about the space.");
  });

  it("moderators act on members only, never on staff or themselves", async () => {
    const { agent, user: moderator } = await moderatorAgent();
    const admin = await createAdmin();
    const other = await createUser({ role: "moderator", roleSource: "operator" });
    for (const target of [admin, other, moderator]) {
      const response = await agent.post(`/api/admin/users/${target.id}/warnings`).send({ reason: "Test" });
      expect(response.status).toBe(403);
    }
    expect(
      (await agent.post(`/api/admin/users/7b0f8f0e-55d3-4a8e-9a43-3f1c3f0a9c11/warnings`).send({ reason: "x" })).status,
    ).toBe(404);
  });
});

describe("suspensions", () => {
  it("end the member's sessions, refuse sign-in with the end date, and lifting undoes it", async () => {
    const { agent: moderator } = await moderatorAgent();
    const { agent: memberAgent, user: member } = await signedInAgent(app());
    const suspended = await moderator
      .post(`/api/admin/users/${member.id}/suspension`)
      .send({ days: 7, reason: "Harassing messages" });
    expect(suspended.status).toBe(201);
    await member.reload();
    const until = member.suspendedUntil!;
    expect(Math.abs(until.getTime() - Date.now() - 7 * 24 * 3600_000)).toBeLessThan(60_000);

    expect((await memberAgent.get("/api/auth/user")).status).toBe(401);
    const refused = await signInStatus(member);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: MODERATION_TEXTS.suspendedUntil(suspensionEnd(until)) });
    // A wrong password says nothing about the suspension.
    const wrong = await agentFor(app()).post("/api/auth/email").send({ email: member.email, password: "nope-nope" });
    expect(wrong.status).toBe(401);

    const lifted = await moderator.delete(`/api/admin/users/${member.id}/suspension`).send({ reason: "Apologised" });
    expect(lifted.status).toBe(200);
    expect((await signInStatus(member)).status).toBe(200);
    expect((await moderator.delete(`/api/admin/users/${member.id}/suspension`).send({ reason: "Again" })).status).toBe(
      409,
    );
    const actions = (await AuditEntry.findAll({ where: { targetId: member.id }, order: [["createdAt", "ASC"]] })).map(
      (entry) => entry.action,
    );
    expect(actions).toEqual(["suspension", "suspension_lifted"]);
  });

  it("until lifted says so; one that ran out lets the member in", async () => {
    const { agent: moderator } = await moderatorAgent();
    const member = await createUser();
    await moderator.post(`/api/admin/users/${member.id}/suspension`).send({ days: null, reason: "Spam" });
    expect((await signInStatus(member)).body).toEqual({ message: MODERATION_TEXTS.suspendedUntilLifted });
    await member.update({ suspendedAt: new Date(Date.now() - 10_000), suspendedUntil: new Date(Date.now() - 1000) });
    expect((await signInStatus(member)).status).toBe(200);
  });
});

describe("acting on a report in one step", () => {
  it("suspends the reported member and decides the report, which its reporter sees", async () => {
    const { agent: moderator } = await moderatorAgent();
    const { agent: reporter } = await signedInAgent(app());
    const harasser = await createUser();
    const filed = await reporter
      .post("/api/reports")
      .send({ targetType: "user", targetId: harasser.id, reason: "harassment" });
    expect(filed.status).toBe(201);
    const someoneElse = await createUser();
    const wrongMember = await moderator
      .post(`/api/admin/users/${someoneElse.id}/suspension`)
      .send({ days: 7, reason: "x", reportId: filed.body.id });
    expect(wrongMember.status).toBe(409);

    const acted = await moderator
      .post(`/api/admin/users/${harasser.id}/suspension`)
      .send({ days: 7, reason: "Harassing messages", reportId: filed.body.id });
    expect(acted.status).toBe(201);
    const [mine] = (await reporter.get("/api/reports/mine")).body;
    expect(mine).toMatchObject({ id: filed.body.id, status: "actioned" });
    const again = await moderator
      .post(`/api/admin/users/${harasser.id}/warnings`)
      .send({ reason: "Again", reportId: filed.body.id });
    expect(again.status).toBe(409);
  });
});

describe("a suspended member is invisible until it ends", () => {
  it("their listings leave explore, search and matching, and come back when it is lifted", async () => {
    const { agent: moderator } = await moderatorAgent();
    const host = await createUser({ firstName: "Quillon", lastName: "Vantassel" });
    const offer = await createSpaceOffer({
      user: host,
      spaceName: "Quillon Loft",
      spaceType: "studio",
      capacity: 20,
      supportedCauses: ["creative-arts", "workshop", "community-education"],
    });
    const seen = async () => {
      const explore = await agentFor(app()).get("/api/explore/offers").query({ q: "quillon" });
      const search = await agentFor(app()).get("/api/search").query({ q: "quillon" });
      return {
        explore: explore.body.map((item: { id: string }) => item.id),
        offers: search.body.spaceOffers.map((item: { id: string }) => item.id),
        users: search.body.users.map((item: { id: string }) => item.id),
      };
    };
    expect(await seen()).toEqual({ explore: [offer.id], offers: [offer.id], users: [host.id] });

    await moderator.post(`/api/admin/users/${host.id}/suspension`).send({ days: 30, reason: "Harassment" });
    expect(await seen()).toEqual({ explore: [], offers: [], users: [] });
    // A new request that fits the offer is not matched with it while the suspension holds.
    const request = await createSpaceRequest({
      title: "Quillon workshop",
      spaceType: "studio",
      participants: 10,
      values: ["creative-arts", "workshop", "community-education"],
    });
    expect(await matchListing("request", request.id)).toEqual([]);
    // Kept, not deleted.
    expect(await SpaceOffer.count({ where: { id: offer.id } })).toBe(1);

    await moderator.delete(`/api/admin/users/${host.id}/suspension`).send({ reason: "Lifted" });
    expect(await seen()).toEqual({ explore: [offer.id], offers: [offer.id], users: [host.id] });
    const again = await createSpaceRequest({
      title: "Quillon class",
      spaceType: "studio",
      participants: 10,
      values: ["creative-arts", "workshop", "community-education"],
    });
    expect((await matchListing("request", again.id)).map((match) => match.spaceOfferId)).toEqual([offer.id]);
  });
});

describe("the audit log", () => {
  it("lists entries newest first, narrowed by actor, target and time", async () => {
    const { agent: moderator, user: actor } = await moderatorAgent();
    const first = await createUser();
    const second = await createUser();
    const started = new Date().toISOString();
    await moderator.post(`/api/admin/users/${first.id}/warnings`).send({ reason: "One" });
    await moderator.post(`/api/admin/users/${second.id}/warnings`).send({ reason: "Two" });
    const byActor = await moderator.get("/api/admin/audit").query({ actor: actor.id });
    expect(byActor.body.map((entry: { reason: string }) => entry.reason)).toEqual(["Two", "One"]);
    const byTarget = await moderator.get("/api/admin/audit").query({ target: first.id });
    expect(byTarget.body.map((entry: { reason: string }) => entry.reason)).toEqual(["One"]);
    const before = await moderator.get("/api/admin/audit").query({ actor: actor.id, to: started });
    expect(before.body).toEqual([]);
  });

  it("cannot be changed or emptied, even by SQL, and no route changes it", async () => {
    const { agent: admin } = await signedInAgent(app(), await createAdmin());
    const member = await createUser();
    await admin.post(`/api/admin/users/${member.id}/warnings`).send({ reason: "Kept" });
    const [entry] = await AuditEntry.findAll({ where: { targetId: member.id } });
    await expect(
      database().query(`UPDATE audit_log SET "reason" = 'changed' WHERE "id" = :id`, {
        replacements: { id: entry!.id },
      }),
    ).rejects.toThrow(/append-only/);
    await expect(
      database().query(`DELETE FROM audit_log WHERE "id" = :id`, { replacements: { id: entry!.id } }),
    ).rejects.toThrow(/append-only/);
    await expect(database().query("TRUNCATE audit_log")).rejects.toThrow(/append-only/);
    for (const method of ["put", "patch", "delete"] as const) {
      const response = await (admin as Agent)[method](`/api/admin/audit`).send({});
      expect(response.status).toBe(405);
    }
    expect((await admin.get("/api/admin/export/audit.csv")).text).toContain("Kept");
  });
});
