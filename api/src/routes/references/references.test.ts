import { NOTIFICATION_TEXTS, REFERENCE_TEXTS, VALIDATION_MESSAGES, YOUR_DATA_TEXTS } from "@kindred/contract";
import { describe, expect, it } from "vitest";
import { database } from "../../db/database";
import { AuditEntry, Notification, Report, type User } from "../../db/models";
import { presentNotification } from "../../presenters/notification";
import { hideReference } from "../../services/references/referenceStore";
import { publishDueReferences, sendReferenceReminders } from "../../services/references/sweep";
import { signedInAgent } from "../../test/agent";
import { acceptedMatch, endedBooking } from "../../test/bookings";
import { createUser, TEST_PASSWORD } from "../../test/factories";
import { useTestApp } from "../../test/routeTest";

process.env.TZ = "UTC";

const { app, visitor } = useTestApp();
const DAY = 86_400_000;

type Parties = Awaited<ReturnType<typeof acceptedMatch>>;

const POSITIVE = { experience: "positive", text: "Leah's studio was spotless and she was so welcoming." };
const NEUTRAL = { experience: "neutral", text: "Maya's group was on time; a few chairs were left out." };

/** An accepted match whose booked date ended an hour ago. */
const bookedParties = async () => {
  const parties = await acceptedMatch(app);
  await endedBooking(parties);
  return parties;
};

const write = (agent: Parties["host"]["agent"], matchId: string, body: object = POSITIVE) =>
  agent.post(`/api/matches/${matchId}/references`).send(body);

const matchReferences = async (agent: Parties["host"]["agent"], matchId: string) => {
  const response = await agent.get(`/api/matches/${matchId}/references`);
  expect(response.status).toBe(200);
  return response.body;
};

const publicReferences = async (userId: string, query = "") => {
  const response = await visitor().get(`/api/users/${userId}/references${query}`);
  expect(response.status).toBe(200);
  return response;
};

const notificationsOf = async (user: User, type: string) =>
  (await Notification.findAll({ where: { userId: user.id, type }, order: [["createdAt", "ASC"]] })).map(
    presentNotification,
  );

describe("the reveal rule", () => {
  it("keeps each reference to its author until both wrote, then publishes both together and tells each subject", async () => {
    const { seeker, host, match } = await bookedParties();
    const first = await write(seeker.agent, match.id);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({
      authorId: seeker.user.id,
      authorName: "Maya Seeker",
      subjectId: host.user.id,
      experience: "positive",
      text: POSITIVE.text,
      publishedAt: null,
      removed: false,
    });

    // The author sees their own, pending, with its deadline; the subject sees nothing of it.
    const authorView = await matchReferences(seeker.agent, match.id);
    expect(authorView).toMatchObject({
      mine: { id: first.body.id },
      theirs: null,
      canWrite: false,
      blocker: "written",
    });
    expect(Date.parse(authorView.publishesAt) - Date.parse(first.body.createdAt)).toBe(14 * DAY);
    const subjectView = await matchReferences(host.agent, match.id);
    expect(subjectView).toMatchObject({ mine: null, theirs: null, canWrite: true, blocker: null });
    expect(JSON.stringify(subjectView)).not.toContain(POSITIVE.text);
    expect((await publicReferences(host.user.id)).body).toEqual([]);
    expect((await visitor().get(`/api/users/${host.user.id}`)).body.referenceCounts).toEqual({
      total: 0,
      positive: 0,
      neutral: 0,
      negative: 0,
    });
    expect(await notificationsOf(host.user, "reference_published")).toEqual([]);

    // The second one publishes both at once.
    const second = await write(host.agent, match.id, NEUTRAL);
    expect(second.status).toBe(201);
    expect(second.body.publishedAt).not.toBeNull();
    const hostView = await matchReferences(host.agent, match.id);
    expect(hostView.theirs).toMatchObject({ id: first.body.id, text: POSITIVE.text });
    expect(hostView.theirs.publishedAt).toBe(second.body.publishedAt);
    expect((await matchReferences(seeker.agent, match.id)).theirs).toMatchObject({ text: NEUTRAL.text });

    expect((await publicReferences(host.user.id)).body).toEqual([
      expect.objectContaining({ id: first.body.id, authorName: "Maya Seeker", experience: "positive" }),
    ]);
    expect((await publicReferences(seeker.user.id)).body).toEqual([
      expect.objectContaining({ id: second.body.id, authorName: "Leah Host", experience: "neutral" }),
    ]);
    expect((await visitor().get(`/api/users/${host.user.id}`)).body.referenceCounts).toEqual({
      total: 1,
      positive: 1,
      neutral: 0,
      negative: 0,
    });
    for (const [subject, author] of [
      [host.user, "Maya Seeker"],
      [seeker.user, "Leah Host"],
    ] as const) {
      expect(await notificationsOf(subject, "reference_published")).toEqual([
        expect.objectContaining({
          title: NOTIFICATION_TEXTS.referencePublishedTitle,
          message: NOTIFICATION_TEXTS.referencePublished(author),
          matchId: match.id,
        }),
      ]);
    }
  });

  it("publishes a lone reference 14 days after it was written (injected clock), once, and the late answer at once", async () => {
    const { seeker, host, match } = await bookedParties();
    const first = await write(seeker.agent, match.id);
    const written = Date.parse(first.body.createdAt);

    expect(await publishDueReferences({ now: new Date(written + 14 * DAY - 60_000) })).toBe(0);
    expect((await matchReferences(host.agent, match.id)).theirs).toBeNull();

    // Three processes sweep on day 14: it is published and told once.
    const swept = await Promise.all([1, 2, 3].map(() => publishDueReferences({ now: new Date(written + 14 * DAY) })));
    expect(swept.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect((await matchReferences(host.agent, match.id)).theirs).toMatchObject({ id: first.body.id });
    expect((await publicReferences(host.user.id)).body.map((r: { id: string }) => r.id)).toEqual([first.body.id]);
    expect(await notificationsOf(host.user, "reference_published")).toHaveLength(1);

    // The other party may still write theirs; it is published straight away.
    const late = await write(host.agent, match.id, NEUTRAL);
    expect(late.status).toBe(201);
    expect(late.body.publishedAt).not.toBeNull();
    expect(await notificationsOf(seeker.user, "reference_published")).toHaveLength(1);
  });

  it("reminds the party who has not written 3 days after the other did, once", async () => {
    const { seeker, host, match } = await bookedParties();
    const first = await write(seeker.agent, match.id);
    const written = Date.parse(first.body.createdAt);
    expect(await sendReferenceReminders({ now: new Date(written + 3 * DAY - 60_000) })).toBe(0);
    const runs = await Promise.all([1, 2, 3].map(() => sendReferenceReminders({ now: new Date(written + 3 * DAY) })));
    expect(runs.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await sendReferenceReminders({ now: new Date(written + 5 * DAY) })).toBe(0);
    const reminders = await notificationsOf(host.user, "reference_reminder");
    expect(reminders).toEqual([
      expect.objectContaining({ title: NOTIFICATION_TEXTS.referenceReminderTitle, matchId: match.id }),
    ]);
    expect(reminders[0]?.message).toContain("Maya Seeker");
    expect(await notificationsOf(seeker.user, "reference_reminder")).toEqual([]);
  });
});

describe("writing a reference", () => {
  it("waits for a confirmed date to end, takes one per party, and never between blocked members", async () => {
    const parties = await acceptedMatch(app);
    const { seeker, host, match } = parties;
    const early = await write(seeker.agent, match.id);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(REFERENCE_TEXTS.noEndedBooking);
    expect((await matchReferences(seeker.agent, match.id)).blocker).toBe("no-ended-booking");

    await endedBooking(parties);
    expect((await write(seeker.agent, match.id)).status).toBe(201);
    const again = await write(seeker.agent, match.id, NEUTRAL);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(REFERENCE_TEXTS.alreadyWritten);

    expect((await host.agent.put(`/api/blocks/${seeker.user.id}`)).status).toBe(204);
    const blocked = await write(host.agent, match.id);
    expect(blocked.status).toBe(403);
    expect(blocked.body.message).toBe(REFERENCE_TEXTS.blocked);
    expect((await matchReferences(host.agent, match.id)).blocker).toBe("blocked");
    const count = await database().query(`SELECT count(*)::int AS n FROM member_references WHERE "matchId" = :id`, {
      replacements: { id: match.id },
      plain: true,
    });
    expect(count).toEqual({ n: 1 });
  });

  it.each([
    [
      "a text under 20 characters",
      { experience: "positive", text: "Lovely, thanks!" },
      "text",
      REFERENCE_TEXTS.textTooShort,
    ],
    [
      "20 characters made of spaces",
      { experience: "positive", text: `  ${"a".repeat(10)}${" ".repeat(20)}` },
      "text",
      REFERENCE_TEXTS.textTooShort,
    ],
    [
      "a text over 2,000 characters",
      { experience: "positive", text: "a".repeat(2_001) },
      "text",
      REFERENCE_TEXTS.textTooLong,
    ],
    ["400 KB of text", { experience: "positive", text: "b".repeat(400_000) }, "text", REFERENCE_TEXTS.textTooLong],
    [
      "an unknown experience",
      { experience: "great", text: POSITIVE.text },
      "experience",
      VALIDATION_MESSAGES.unknownChoice,
    ],
    ["a NUL character", { experience: "neutral", text: `${POSITIVE.text}\u0000` }, "text", undefined],
    ["half an emoji", { experience: "neutral", text: `${POSITIVE.text}\uD83D` }, "text", undefined],
  ])("refuses %s with a field message", async (_name, body, path, message) => {
    const { seeker, match } = await bookedParties();
    const response = await write(seeker.agent, match.id, body);
    expect(response.status).toBe(400);
    const issue = response.body.issues.find((each: { path: string }) => each.path === path);
    expect(issue).toBeTruthy();
    if (message) expect(issue.message).toBe(message);
  });

  it("counts 20–2,000 visible characters (an emoji is one), trimmed", async () => {
    const { seeker, host, match } = await bookedParties();
    const emoji = "🎉".repeat(2_000);
    const response = await write(seeker.agent, match.id, { experience: "positive", text: `  ${emoji}  ` });
    expect(response.status).toBe(201);
    expect(response.body.text).toBe(emoji);
    // Nothing edits it: the route table has no PUT or PATCH for a reference.
    expect((await host.agent.put(`/api/matches/${match.id}/references`).send(POSITIVE)).status).toBe(405);
  });
});

describe("reading references", () => {
  it("lists a member's published references newest first, paged, and a removed one without its words", async () => {
    const host = await bookedParties();
    const ids: string[] = [];
    for (const index of [1, 2, 3]) {
      const parties = index === 1 ? host : await acceptedMatch(app, { host: host.host });
      if (index > 1) await endedBooking(parties);
      const written = await write(parties.seeker.agent, parties.match.id, {
        experience: index === 3 ? "negative" : "positive",
        text: `${POSITIVE.text} Visit number ${index}.`,
      });
      await write(parties.host.agent, parties.match.id, NEUTRAL);
      ids.push(written.body.id);
    }
    const first = await publicReferences(host.host.user.id, "?limit=2");
    expect(first.body.map((r: { id: string }) => r.id)).toEqual([ids[2], ids[1]]);
    const cursor = first.headers["x-next-cursor"];
    expect(cursor).toBeTruthy();
    const second = await publicReferences(host.host.user.id, `?limit=2&cursor=${cursor}`);
    expect(second.body.map((r: { id: string }) => r.id)).toEqual([ids[0]]);
    expect(second.headers["x-next-cursor"]).toBeUndefined();
    expect((await visitor().get(`/api/users/${host.host.user.id}`)).body.referenceCounts).toEqual({
      total: 3,
      positive: 2,
      neutral: 0,
      negative: 1,
    });

    // Moderation hides one: it keeps its place, reads as removed, and counts no more.
    expect(await hideReference({ id: ids[2]!, moderatorId: host.seeker.user.id, reason: "Personal details" })).toBe(
      true,
    );
    expect(await hideReference({ id: ids[2]!, moderatorId: host.seeker.user.id, reason: "Again" })).toBe(false);
    const after = (await publicReferences(host.host.user.id)).body;
    expect(after[0]).toMatchObject({ id: ids[2], removed: true, text: null, experience: null });
    expect(JSON.stringify(after)).not.toContain("Visit number 3");
    expect((await visitor().get(`/api/users/${host.host.user.id}`)).body.referenceCounts).toMatchObject({
      total: 2,
      negative: 0,
    });
    expect(REFERENCE_TEXTS.removed).toBe("Removed by a moderator");

    expect((await visitor().get("/api/users/7b0f8f0e-55d3-4a8e-9a43-3f1c3f0a9c11/references")).status).toBe(404);
  });

  it("lets anyone report a published reference, and nobody an unpublished one", async () => {
    const { seeker, host, match } = await bookedParties();
    const first = await write(seeker.agent, match.id);
    const report = (agent: Parties["host"]["agent"]) =>
      agent.post("/api/reports").send({ targetType: "reference", targetId: first.body.id, reason: "harassment" });
    expect((await report(host.agent)).status).toBe(404);
    await write(host.agent, match.id, NEUTRAL);
    const reported = await report(host.agent);
    expect(reported.status).toBe(201);
    expect(reported.body).toMatchObject({
      targetType: "reference",
      title: "Reference from Maya Seeker about Leah Host",
    });

    // A moderator removes it from the report in one step: hidden, the report actioned, its author told.
    const { agent: moderator } = await signedInAgent(
      app(),
      await createUser({ role: "moderator", roleSource: "operator" }),
    );
    const removal = {
      targetType: "reference",
      targetId: first.body.id,
      reason: "Personal details",
      reportId: reported.body.id,
    };
    expect((await moderator.post("/api/admin/removals").send(removal)).status).toBe(201);
    expect((await moderator.post("/api/admin/removals").send(removal)).status).toBe(409);
    const [shown] = (await publicReferences(host.user.id)).body;
    expect(shown).toMatchObject({ id: first.body.id, removed: true, text: null, experience: null });
    expect((await matchReferences(seeker.agent, match.id)).mine).toMatchObject({ removed: true });
    expect(await Report.findByPk(reported.body.id)).toMatchObject({ status: "actioned" });
    expect(await notificationsOf(seeker.user, "moderation_notice")).toHaveLength(1);
    expect(await AuditEntry.findOne({ where: { action: "removal", targetId: first.body.id } })).toMatchObject({
      targetType: "reference",
      subjectId: seeker.user.id,
    });
  });
});

describe("your data", () => {
  it("exports the references a member wrote and the published ones about them; a deleted author reads as Former member", async () => {
    const { seeker, host, match } = await bookedParties();
    const mine = await write(seeker.agent, match.id);
    const theirs = await write(host.agent, match.id, NEUTRAL);

    const exported = (await seeker.agent.get("/api/auth/user/export")).body;
    expect(exported.referencesWritten).toEqual([
      expect.objectContaining({ id: mine.body.id, text: POSITIVE.text, subjectId: host.user.id }),
    ]);
    expect(exported.referencesReceived).toEqual([expect.objectContaining({ id: theirs.body.id, text: NEUTRAL.text })]);

    expect((await seeker.agent.delete("/api/auth/user").send({ password: TEST_PASSWORD })).status).toBe(204);
    // Kept for the host, from "Former member"; the one about the deleted member is gone.
    const kept = (await publicReferences(host.user.id)).body;
    expect(kept).toEqual([
      expect.objectContaining({
        id: mine.body.id,
        authorId: null,
        authorName: YOUR_DATA_TEXTS.formerMember,
        text: POSITIVE.text,
      }),
    ]);
    expect((await visitor().get(`/api/users/${seeker.user.id}/references`)).status).toBe(404);
    const left = await database().query(`SELECT count(*)::int AS n FROM member_references WHERE "id" = :id`, {
      replacements: { id: theirs.body.id },
      plain: true,
    });
    expect(left).toEqual({ n: 0 });
    const [told] = await notificationsOf(host.user, "reference_published");
    expect(told?.message).toBe(NOTIFICATION_TEXTS.referencePublished(YOUR_DATA_TEXTS.formerMember));
  });
});
