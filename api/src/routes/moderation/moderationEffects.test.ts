import { MODERATION_TEXTS } from "@kindred/contract";
import { describe, expect, it } from "vitest";
import { AuditEntry, Favorite, Match, Notification, SpaceOffer, SpaceRequest, type User } from "../../db/models";
import { processMailBatch } from "../../services/mail/outbox";
import { matchListing } from "../../services/matching/matchMaker";
import { type Agent, agentFor, signedInAgent } from "../../test/agent";
import { acceptedMatch, dayAhead } from "../../test/bookings";
import { createAdmin, createMessage, createSpaceOffer, createSpaceRequest, createUser } from "../../test/factories";
import { useTestMail } from "../../test/mail";
import { useTestApp } from "../../test/routeTest";

const { app } = useTestApp();
const testMail = useTestMail();

const moderatorAgent = async () =>
  signedInAgent(app(), await createUser({ role: "moderator", roleSource: "operator" }));

const UNKNOWN_ID = "7b0f8f0e-55d3-4a8e-9a43-3f1c3f0a9c11";

/** The member's notifications of one type, newest first, as the app reads them. */
const noticesOf = async (agent: Agent, type: string) =>
  ((await agent.get("/api/notifications")).body as Array<{ type: string; title: string; message: string }>).filter(
    (notification) => notification.type === type,
  );

const remove = (agent: Agent, body: Record<string, unknown>) =>
  agent.post("/api/admin/removals").send({ reason: "Against the guidelines", ...body });

describe("a suspension pauses the member's open matches", () => {
  it("the other party sees it paused and cannot message, accept or book; lifting and expiry resume it", async () => {
    const { agent: moderator } = await moderatorAgent();
    const { host, seeker, match } = await acceptedMatch(app);
    const date = dayAhead(3);
    const booking = { startsAt: `${date}T18:00:00Z`, endsAt: `${date}T20:00:00Z` };
    const conversation = () => host.agent.get(`/api/matches/${match.id}/conversation`);
    expect((await conversation()).body.paused).toBe(false);

    await moderator.post(`/api/admin/users/${seeker.user.id}/suspension`).send({ days: 7, reason: "Harassment" });
    expect((await conversation()).body.paused).toBe(true);
    const message = await host.agent.post(`/api/matches/${match.id}/messages`).send({ content: "Hello?" });
    expect(message.status).toBe(409);
    expect(message.body.message).toBe(MODERATION_TEXTS.matchPaused);
    expect((await host.agent.post(`/api/matches/${match.id}/bookings`).send(booking)).status).toBe(409);
    expect((await host.agent.patch(`/api/matches/${match.id}`).send({ action: "complete" })).status).toBe(409);
    // Nothing about the match itself changed.
    expect(await Match.findByPk(match.id)).toMatchObject({ status: "accepted" });

    await moderator.delete(`/api/admin/users/${seeker.user.id}/suspension`).send({ reason: "Talked it through" });
    expect((await conversation()).body.paused).toBe(false);
    expect((await host.agent.post(`/api/matches/${match.id}/messages`).send({ content: "Welcome back" })).status).toBe(
      201,
    );

    // A suspension that runs out resumes the match by itself.
    await moderator.post(`/api/admin/users/${seeker.user.id}/suspension`).send({ days: 1, reason: "Again" });
    expect((await host.agent.post(`/api/matches/${match.id}/messages`).send({ content: "Hi" })).status).toBe(409);
    await seeker.user.reload();
    await seeker.user.update({ suspendedUntil: new Date(Date.now() - 1000) });
    expect((await conversation()).body.paused).toBe(false);
    expect((await host.agent.post(`/api/matches/${match.id}/bookings`).send(booking)).status).toBe(201);
  });

  it("leaves declining open to the other party", async () => {
    const { agent: moderator } = await moderatorAgent();
    const { host, seeker, match } = await acceptedMatch(app);
    await moderator.post(`/api/admin/users/${seeker.user.id}/suspension`).send({ days: null, reason: "Spam" });
    const declined = await host.agent.patch(`/api/matches/${match.id}`).send({ action: "decline" });
    expect(declined.status).toBe(200);
    expect(declined.body.status).toBe("declined");
  });
});

describe("every action tells the member in the app and by mail", () => {
  it("a warning, a suspension and its lifting each leave a notice with the reason", async () => {
    const { agent: moderator } = await moderatorAgent();
    const member = await createUser();
    await moderator.post(`/api/admin/users/${member.id}/warnings`).send({ reason: "Keep it kind" });
    await moderator.post(`/api/admin/users/${member.id}/suspension`).send({ days: 1, reason: "Insults" });
    await moderator.delete(`/api/admin/users/${member.id}/suspension`).send({ reason: "Apologised" });
    const notices = await Notification.findAll({
      where: { userId: member.id, type: "moderation_notice" },
      order: [["createdAt", "ASC"]],
    });
    expect(notices.map((notice) => notice.facts)).toMatchObject([
      { action: "warning", reason: "Keep it kind" },
      { action: "suspension", reason: "Insults" },
      { action: "suspension_lifted", reason: "Apologised" },
    ]);
    const { agent } = await signedInAgent(app(), member);
    const [lifted] = await noticesOf(agent, "moderation_notice");
    expect(lifted).toMatchObject({ title: MODERATION_TEXTS.notice.liftedTitle, message: "The reason: Apologised" });
  });
});

describe("removals", () => {
  it("a reported harassing message: removed in one step, the report actioned, both sides told", async () => {
    const { agent: moderator } = await moderatorAgent();
    const { host, seeker, match } = await acceptedMatch(app);
    const harassing = await createMessage(match, seeker.user, { content: "You are worthless" });
    await host.agent.get(`/api/matches/${match.id}/conversation`);
    const filed = await host.agent
      .post("/api/reports")
      .send({ targetType: "message", targetId: harassing.id, reason: "harassment" });
    expect(filed.status).toBe(201);

    const removed = await remove(moderator, {
      targetType: "message",
      targetId: harassing.id,
      reason: "Insults",
      reportId: filed.body.id,
    });
    expect(removed.status).toBe(201);
    expect(removed.body).toMatchObject({
      action: "removal",
      targetType: "message",
      targetId: harassing.id,
      subjectId: seeker.user.id,
    });
    // Shown as removed to both parties, its words nowhere.
    for (const party of [host, seeker]) {
      const shown = (await party.agent.get(`/api/matches/${match.id}/conversation`)).body;
      const message = shown.messages.find((item: { id: string }) => item.id === harassing.id);
      expect(message).toMatchObject({ removed: true, content: "" });
      expect(JSON.stringify(shown)).not.toContain("worthless");
    }
    // The reporter sees the outcome, the sender the removal and its reason (in the app and by mail).
    expect((await host.agent.get("/api/reports/mine")).body[0]).toMatchObject({ status: "actioned" });
    const [outcome] = await noticesOf(host.agent, "report_outcome");
    expect(outcome).toMatchObject({ message: MODERATION_TEXTS.notice.reportActioned("message") });
    const [notice] = await noticesOf(seeker.agent, "moderation_notice");
    expect(notice).toMatchObject({ title: MODERATION_TEXTS.notice.removalTitle("message") });
    await processMailBatch(testMail.transport);
    const mail = testMail.smtp.received.find((received) => received.subject === MODERATION_TEXTS.mail.removal.subject);
    expect(mail?.text).toContain("The reason: Insults");

    expect((await remove(moderator, { targetType: "message", targetId: harassing.id })).status).toBe(409);
    // The sender's data export lists it, without the moderator's identity.
    const exported = (await seeker.agent.get("/api/auth/user/export")).body;
    expect(exported.moderation).toEqual([
      expect.objectContaining({ action: "removal", targetType: "message", reason: "Insults", by: "A moderator" }),
    ]);
    // Worded in the reader's language when read, never stored in the moderator's.
    const exportedInSpanish = (await seeker.agent.get("/api/auth/user/export").set("Accept-Language", "es")).body;
    expect(exportedInSpanish.moderation).toEqual([expect.objectContaining({ by: "Un moderador" })]);
    expect(JSON.stringify(exported.moderation)).not.toContain(
      (await AuditEntry.findOne({ where: { targetId: harassing.id } }))!.actorId,
    );
  });

  it("a removed offer leaves explore, search, favorites, matching and its page; its open matches close", async () => {
    const { agent: moderator } = await moderatorAgent();
    const { host, seeker, offer, match } = await acceptedMatch(app, {
      offer: { spaceName: "Zorblat Hall", spaceType: "studio", supportedCauses: ["creative-arts", "workshop"] },
    });
    await Favorite.create({ userId: seeker.user.id, spaceOfferId: offer.id });
    const seen = async () => ({
      explore: (await agentFor(app()).get("/api/explore/offers").query({ q: "zorblat" })).body.length,
      search: (await agentFor(app()).get("/api/search").query({ q: "zorblat" })).body.spaceOffers.length,
      favorites: (await seeker.agent.get("/api/favorites")).body.length,
      page: (await agentFor(app()).get(`/api/space-offers/${offer.id}`)).status,
    });
    expect(await seen()).toEqual({ explore: 1, search: 1, favorites: 1, page: 200 });
    const matchList = async () => (await seeker.agent.get(`/api/matches/user/${seeker.user.id}`)).body;
    expect((await matchList())[0].spaceOfferName).toBe("Zorblat Hall");

    expect((await remove(moderator, { targetType: "space-offer", targetId: offer.id })).status).toBe(201);
    expect(await seen()).toEqual({ explore: 0, search: 0, favorites: 0, page: 404 });
    expect((await host.agent.get(`/api/space-offers/${offer.id}`)).status).toBe(200);
    expect(await Match.findByPk(match.id)).toMatchObject({ status: "closed" });
    // The seeker's match list (kept by version) names it no more.
    expect((await matchList())[0]).toMatchObject({
      status: "closed",
      spaceOfferName: MODERATION_TEXTS.removedPlaceholder,
    });
    const conversation = (await seeker.agent.get(`/api/matches/${match.id}/conversation`)).body;
    expect(conversation.spaceOffer).toMatchObject({ spaceName: MODERATION_TEXTS.removedPlaceholder, description: "" });
    // In the reader's language, the kept English page notwithstanding.
    const inSpanish = (path: string) => seeker.agent.get(path).set("Accept-Language", "es");
    expect((await inSpanish(`/api/matches/user/${seeker.user.id}`)).body[0].spaceOfferName).toBe(
      "Eliminado por un moderador",
    );
    expect((await inSpanish(`/api/matches/${match.id}/conversation`)).body.spaceOffer.spaceName).toBe(
      "Eliminado por un moderador",
    );
    expect((await inSpanish(`/api/space-requests/${match.spaceRequestId}/matches`)).body[0].spaceOfferName).toBe(
      "Eliminado por un moderador",
    );
    // The host cannot bring it back, and nothing new matches it.
    const reopened = await host.agent.put(`/api/space-offers/${offer.id}`).send({ isActive: true });
    expect(reopened.status).toBe(409);
    const request = await createSpaceRequest({
      title: "Zorblat night",
      spaceType: "studio",
      participants: 10,
      values: ["creative-arts", "workshop"],
    });
    expect((await matchListing("request", request.id)).map((found) => found.spaceOfferId)).not.toContain(offer.id);
    expect(await SpaceOffer.count({ where: { id: offer.id } })).toBe(1);
  });

  it("a removed request is its owner's alone and stays paused", async () => {
    const { agent: moderator } = await moderatorAgent();
    const { agent: owner, user } = await signedInAgent(app());
    const request = await createSpaceRequest({ user, title: "Flimwick meetup" });
    expect((await remove(moderator, { targetType: "space-request", targetId: request.id })).status).toBe(201);
    expect((await agentFor(app()).get(`/api/space-requests/${request.id}`)).status).toBe(404);
    expect((await owner.get(`/api/space-requests/${request.id}`)).status).toBe(200);
    expect((await agentFor(app()).get(`/api/space-requests/user/${user.id}`)).body).toEqual([]);
    expect((await owner.post(`/api/space-requests/${request.id}/keep-open`)).status).toBe(409);
    expect((await agentFor(app()).get("/api/explore/requests").query({ q: "flimwick" })).body).toEqual([]);
    expect(await SpaceRequest.findByPk(request.id)).toMatchObject({ pausedAt: expect.any(Date) });
  });

  it("a profile photo is cleared; nothing there or staff's content is refused", async () => {
    const { agent: moderator } = await moderatorAgent();
    const member = await createUser({ profileImageUrl: "/objects/0b0f8f0e-55d3-4a8e-9a43-3f1c3f0a9c11" });
    expect((await remove(moderator, { targetType: "profile-photo", targetId: member.id })).status).toBe(201);
    expect((await member.reload()).profileImageUrl).toBeNull();
    expect((await remove(moderator, { targetType: "profile-photo", targetId: member.id })).status).toBe(404);
    // No such reference (removing one: references.test.ts).
    expect((await remove(moderator, { targetType: "reference", targetId: UNKNOWN_ID })).status).toBe(404);
    expect((await remove(moderator, { targetType: "message", targetId: UNKNOWN_ID })).status).toBe(404);
    expect((await remove(moderator, { targetType: "space-offer", targetId: "not-an-id" })).status).toBe(400);
    const admin: User = await createAdmin();
    const staffOffer = await createSpaceOffer({ user: admin });
    expect((await remove(moderator, { targetType: "space-offer", targetId: staffOffer.id })).status).toBe(403);
    expect((await remove(moderator, { targetType: "space-offer", targetId: staffOffer.id, reason: " " })).status).toBe(
      400,
    );
  });

  it("the audit log finds a removal by the member it concerns", async () => {
    const { agent: moderator } = await moderatorAgent();
    const owner = await createUser();
    const offer = await createSpaceOffer({ user: owner });
    await remove(moderator, { targetType: "space-offer", targetId: offer.id, reason: "Fake listing" });
    const byMember = await moderator.get("/api/admin/audit").query({ target: owner.id });
    expect(byMember.body).toEqual([
      expect.objectContaining({ action: "removal", targetId: offer.id, subjectId: owner.id, reason: "Fake listing" }),
    ]);
    const byContent = await moderator.get("/api/admin/audit").query({ target: offer.id });
    expect(byContent.body).toHaveLength(1);
  });
});

describe("a report decided by hand", () => {
  it("tells the reporter it was dismissed", async () => {
    const { agent: moderator } = await moderatorAgent();
    const { agent: reporter } = await signedInAgent(app());
    const filed = await reporter
      .post("/api/reports")
      .send({ targetType: "user", targetId: (await createUser()).id, reason: "spam" });
    await moderator.patch(`/api/admin/reports/${filed.body.id}`).send({ status: "reviewing" });
    expect(await noticesOf(reporter, "report_outcome")).toEqual([]);
    await moderator.patch(`/api/admin/reports/${filed.body.id}`).send({ status: "dismissed" });
    const [outcome] = await noticesOf(reporter, "report_outcome");
    expect(outcome?.message).toBe(MODERATION_TEXTS.notice.reportDismissed("member"));
  });
});
