import { NOTIFICATION_TEXTS } from "@kindred/contract";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { Notification, type User } from "../../db/models";
import { presentNotification } from "../../presenters/notification";
import { expireUnanswered, sendDueReminders } from "../../services/bookings/sweep";
import { sendInstantMails } from "../../services/email/instantMails";
import { processMailBatch } from "../../services/mail/outbox";
import { acceptedMatch, dayAhead, plusDays } from "../../test/bookings";
import { TEST_MAIL_LINKS } from "../../test/emailLinks";
import { useTestMail } from "../../test/mail";
import { useTestApp } from "../../test/routeTest";

process.env.TZ = "UTC";

const { app } = useTestApp();
const testMail = useTestMail();
const HOUR = 3_600_000;

const notificationsOf = async (user: User, type: string) =>
  (await Notification.findAll({ where: { userId: user.id, type }, order: [["createdAt", "ASC"]] })).map(
    presentNotification,
  );

const deliver = async () => {
  await sendInstantMails(TEST_MAIL_LINKS);
  await processMailBatch(testMail.transport);
  return testMail.smtp.received;
};

const at = (date: string, time: string) => `${date}T${time}:00Z`;

describe("booking notifications", () => {
  it("tell the other party of a proposal and each answer, in the app and by mail with the booking as .ics", async () => {
    const parties = await acceptedMatch(app);
    const date = dayAhead(10);
    const proposed = await parties.seeker.agent.post(`/api/matches/${parties.match.id}/bookings`).send({
      startsAt: at(date, "18:00"),
      endsAt: at(date, "20:00"),
      repeatWeekly: { until: plusDays(date, 14) },
    });
    const [proposal] = await notificationsOf(parties.host.user, "booking_proposed");
    const when = new Intl.DateTimeFormat("en-US", {
      timeZone: "UTC",
      weekday: "short",
      month: "short",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
    }).format(new Date(at(date, "18:00")));
    expect(proposal).toMatchObject({
      title: NOTIFICATION_TEXTS.bookingProposedTitle,
      message: `Maya Seeker proposed ${parties.offer.spaceName} on ${when}, weekly (3 dates). Please answer within 48 hours.`,
      matchId: parties.match.id,
    });
    expect(await notificationsOf(parties.seeker.user, "booking_proposed")).toEqual([]);

    const [mail] = await deliver();
    expect(mail?.subject).toBe(NOTIFICATION_TEXTS.bookingProposedTitle);
    const attachment = mail?.attachments.find((file) => file.filename === "booking.ics");
    expect(attachment?.contentType).toBe("text/calendar");
    const calendar = new ICAL.Component(ICAL.parse(attachment?.content.toString("utf8") ?? ""));
    ICAL.TimezoneService.register(new ICAL.Timezone(calendar.getFirstSubcomponent("vtimezone")!));
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    expect(event.startDate.toJSDate().toISOString()).toBe(new Date(at(date, "18:00")).toISOString());
    expect(event.component.getFirstPropertyValue("status")).toBe("TENTATIVE");
    const iterator = event.iterator();
    const dates: string[] = [];
    for (let next = iterator.next(); next; next = iterator.next())
      dates.push(next.toJSDate().toISOString().slice(0, 10));
    expect(dates).toEqual([date, plusDays(date, 7), plusDays(date, 14)]);

    await parties.host.agent.patch(`/api/bookings/${proposed.body.id}`).send({ action: "accept" });
    expect((await notificationsOf(parties.seeker.user, "booking_update")).map((n) => n.message)).toEqual([
      `Leah Host accepted the booking of ${parties.offer.spaceName} on ${when}, weekly (3 dates).`,
    ]);
    await parties.seeker.agent
      .patch(`/api/bookings/${proposed.body.id}`)
      .send({ action: "cancel", occurrence: plusDays(date, 7), reason: "Away" });
    const [cancelled] = await notificationsOf(parties.host.user, "booking_update");
    expect(cancelled?.message).toMatch(/^Maya Seeker cancelled .* on .*\.$/);
  });

  it("mark a cancellation less than 24 hours before as late", async () => {
    const parties = await acceptedMatch(app);
    const soon = new Date(Date.now() + 3 * HOUR);
    const proposed = await parties.seeker.agent
      .post(`/api/matches/${parties.match.id}/bookings`)
      .send({ startsAt: soon.toISOString(), endsAt: new Date(soon.getTime() + HOUR).toISOString() });
    await parties.host.agent.patch(`/api/bookings/${proposed.body.id}`).send({ action: "accept" });
    await parties.host.agent.patch(`/api/bookings/${proposed.body.id}`).send({ action: "cancel", reason: "Leak" });
    const [late] = await notificationsOf(parties.seeker.user, "booking_update").then((all) =>
      all.filter((n) => n.message.includes("cancelled")),
    );
    expect(late?.message).toMatch(/ \(less than 24 hours before\)\.$/);
  });

  it("tell both parties when a proposal expires", async () => {
    const parties = await acceptedMatch(app);
    const proposed = await parties.seeker.agent
      .post(`/api/matches/${parties.match.id}/bookings`)
      .send({ startsAt: at(dayAhead(10), "18:00"), endsAt: at(dayAhead(10), "20:00") });
    await expireUnanswered({ now: new Date(Date.parse(proposed.body.expiresAt) + 1) });
    for (const party of [parties.seeker, parties.host]) {
      expect((await notificationsOf(party.user, "booking_update")).map((n) => n.message)).toEqual([
        expect.stringMatching(/^The proposal of .* expired unanswered\.$/),
      ]);
    }
  });

  it("remind both parties 24 hours before each confirmed date, once however many sweeps run, as each prefers", async () => {
    const parties = await acceptedMatch(app);
    // A Wednesday well after the other tests' dates, so only this booking is due.
    const date = dayAhead(60, 3);
    const proposed = await parties.seeker.agent.post(`/api/matches/${parties.match.id}/bookings`).send({
      startsAt: at(date, "18:00"),
      endsAt: at(date, "20:00"),
      repeatWeekly: { until: plusDays(date, 7) },
    });
    await parties.host.agent.patch(`/api/bookings/${proposed.body.id}`).send({ action: "accept" });
    // The seeker wants no reminder emails (and an older client's form leaves the booking types out).
    await parties.seeker.agent
      .put("/api/notification-preferences")
      .send({ new_match: "instant", new_message: "instant", match_update: "daily", booking_reminder: "off" });
    const older = await parties.seeker.agent
      .put("/api/notification-preferences")
      .send({ new_match: "instant", new_message: "instant", match_update: "daily" });
    expect(older.body).toMatchObject({ booking_reminder: "off", booking_update: "instant" });
    await deliver();
    testMail.smtp.received.length = 0;

    const first = Date.parse(at(date, "18:00"));
    expect(await sendDueReminders({ now: new Date(first - 25 * HOUR) })).toBe(0);
    const counts = await Promise.all([1, 2, 3].map(() => sendDueReminders({ now: new Date(first - 23 * HOUR) })));
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(1);
    for (const party of [parties.seeker, parties.host]) {
      const reminders = await notificationsOf(party.user, "booking_reminder");
      expect(reminders).toHaveLength(1);
      expect(reminders[0]?.title).toBe(NOTIFICATION_TEXTS.bookingReminderTitle);
    }
    expect((await notificationsOf(parties.host.user, "booking_reminder"))[0]?.message).toContain("with Maya Seeker");
    const mails = await deliver();
    expect(mails.map((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text)).toEqual([parties.host.user.email]);
    // The next date is reminded a week later, not before.
    expect(await sendDueReminders({ now: new Date(first + 6 * 24 * HOUR - HOUR) })).toBe(0);
    expect(await sendDueReminders({ now: new Date(first + 6 * 24 * HOUR + HOUR) })).toBe(1);
  });
});
