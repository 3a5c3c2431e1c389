import { describe, expect, it } from "vitest";
import { database } from "../../db/database";
import { acceptedMatch, endedBooking } from "../../test/bookings";
import { createMessage } from "../../test/factories";
import { useTestApp } from "../../test/routeTest";
import { memberFacts } from "./facts";

process.env.TZ = "UTC";

const { app, visitor } = useTestApp();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe("the facts beside references", () => {
  it("count kept agreements: dates that took place, of those plus the ones this member cancelled late", async () => {
    const parties = await acceptedMatch(app);
    const { seeker, host, match } = parties;
    await endedBooking(parties, new Date(Date.now() - 2 * DAY));
    await endedBooking(parties, new Date(Date.now() - DAY));
    // A date tomorrow the host cancels late, one next week the seeker cancels in time.
    const later = async (startsAt: Date) => {
      const proposed = await seeker.agent
        .post(`/api/matches/${match.id}/bookings`)
        .send({ startsAt: startsAt.toISOString(), endsAt: new Date(startsAt.getTime() + HOUR).toISOString() });
      expect(proposed.status, JSON.stringify(proposed.body)).toBe(201);
      await host.agent.patch(`/api/bookings/${proposed.body.id}`).send({ action: "accept" });
      return proposed.body.id as string;
    };
    const soon = await later(new Date(Date.now() + 5 * HOUR));
    const nextWeek = await later(new Date(Date.now() + 8 * DAY));
    expect((await host.agent.patch(`/api/bookings/${soon}`).send({ action: "cancel", reason: "Flooded" })).status).toBe(
      200,
    );
    expect(
      (await seeker.agent.patch(`/api/bookings/${nextWeek}`).send({ action: "cancel", reason: "Ill" })).status,
    ).toBe(200);

    expect((await memberFacts(host.user.id, new Date())).keptAgreements).toEqual({ kept: 2, total: 3 });
    expect((await memberFacts(seeker.user.id, new Date())).keptAgreements).toEqual({ kept: 2, total: 2 });
    // As of three days ago nothing had taken place yet.
    expect((await memberFacts(seeker.user.id, new Date(Date.now() - 3 * DAY))).keptAgreements).toEqual({
      kept: 0,
      total: 0,
    });
    const profile = await visitor().get(`/api/users/${host.user.id}`);
    expect(profile.body).toMatchObject({ keptAgreements: { kept: 2, total: 3 }, replyTimeHours: null });
    expect(profile.body).not.toHaveProperty("email");
  });

  it("give the median hours to a first reply over 90 days, from 3 replies on", async () => {
    const first = await acceptedMatch(app);
    const host = first.host;
    const now = new Date();
    // Each seeker writes first; the host answers after 1, 3 and 10 hours; a fourth waits unanswered.
    const conversation = async (parties: typeof first, askedHoursAgo: number, replyAfterHours: number | null) => {
      const asked = await createMessage(parties.match, parties.seeker.user, { content: "Is Tuesday free?" });
      const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
      await database().query(`UPDATE messages SET "createdAt" = :at WHERE "id" = :id`, {
        replacements: { at: at(askedHoursAgo), id: asked.id },
      });
      if (replyAfterHours === null) return;
      const reply = await createMessage(parties.match, host.user, { content: "It is!" });
      await database().query(`UPDATE messages SET "createdAt" = :at WHERE "id" = :id`, {
        replacements: { at: at(askedHoursAgo - replyAfterHours), id: reply.id },
      });
    };
    await conversation(first, 50, 1);
    expect((await memberFacts(host.user.id, now)).replyTimeHours).toBeNull();
    await conversation(await acceptedMatch(app, { host }), 40, 3);
    expect((await memberFacts(host.user.id, now)).replyTimeHours).toBeNull();
    await conversation(await acceptedMatch(app, { host }), 30, 10);
    await conversation(await acceptedMatch(app, { host }), 20, null);
    expect((await memberFacts(host.user.id, now)).replyTimeHours).toBe(3);
    // A reply that had not happened yet at the time asked does not count: as of 25 hours ago, two replies.
    expect((await memberFacts(host.user.id, new Date(now.getTime() - 25 * HOUR))).replyTimeHours).toBeNull();
    // 91 days later the window is empty.
    expect((await memberFacts(host.user.id, new Date(now.getTime() + 91 * DAY))).replyTimeHours).toBeNull();
    // The seekers never replied to anyone.
    expect((await memberFacts(first.seeker.user.id, now)).replyTimeHours).toBeNull();
  });
});
