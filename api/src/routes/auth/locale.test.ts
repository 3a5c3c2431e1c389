import { randomUUID } from "node:crypto";
import {
  CALENDAR_TEXTS,
  EMAILED_NOTIFICATION_TYPES,
  englishCatalogs,
  MAIL_TEXTS,
  MODERATION_TEXTS,
  NOTIFICATION_MAIL_TEXTS,
  type NotificationContent,
  notificationText,
  pseudoText,
  VALIDATION_MESSAGES,
} from "@kindred/contract";
import type { ParsedMail } from "mailparser";
import { beforeEach, describe, expect, it } from "vitest";
import { database } from "../../db/database";
import { LoginAttempt, Notification, User } from "../../db/models";
import { inLocale } from "../../lib/readerLocale";
import { runDueDigest } from "../../services/email/digest";
import { queueInstantMails, sendInstantMails } from "../../services/email/instantMails";
import { processMailBatch } from "../../services/mail/outbox";
import { suspensionEnd } from "../../services/moderation/suspension";
import { agentFor, signedInAgent } from "../../test/agent";
import { createTestApp } from "../../test/app";
import { preferEmails, TEST_MAIL_LINKS } from "../../test/emailLinks";
import { createUser, TEST_PASSWORD } from "../../test/factories";
import { useTestMail } from "../../test/mail";
import { useTestApp } from "../../test/routeTest";

const { app, db } = useTestApp();
const testMail = useTestMail();

beforeEach(async () => {
  await LoginAttempt.destroy({ where: {} });
});

const profile = { firstName: "Lucía", lastName: "Gómez", bio: "", location: "Denver", interests: [] };

describe("a member's language (DESIGN 11.5)", () => {
  it("starts unchosen, is saved alone or with the profile, and is shown on GET /api/auth/user", async () => {
    const { agent, user } = await signedInAgent(app());
    expect((await agent.get("/api/auth/user")).body.locale).toBeNull();

    const chosen = await agent.put("/api/auth/user").send({ locale: "es" });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toMatchObject({ locale: "es", firstName: user.firstName });
    expect((await agent.get("/api/auth/user")).body.locale).toBe("es");

    const saved = await agent.put("/api/auth/user").send({ ...profile, locale: "en" });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ locale: "en", firstName: "Lucía", location: "Denver" });
    // A profile saved without a language keeps the one chosen.
    expect((await agent.put("/api/auth/user").send(profile)).body.locale).toBe("en");
  });

  it("is en or es, anything else a 400 that stores nothing", async () => {
    const { agent, user } = await signedInAgent(app());
    for (const locale of ["fr", "ES", "", null, 7, "es\u0000", "\ud800", "x".repeat(400_000)]) {
      const response = await agent.put("/api/auth/user").send({ locale });
      expect(response.status, JSON.stringify(locale).slice(0, 40)).toBe(400);
    }
    const wrong = await agent.put("/api/auth/user").send({ ...profile, locale: "fr" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.issues).toEqual([{ path: "locale", message: VALIDATION_MESSAGES.unknownLanguage }]);
    expect((await User.findByPk(user.id))?.locale).toBeNull();
    // Visitors cannot set one.
    expect((await agentFor(app()).put("/api/auth/user").send({ locale: "es" })).status).toBe(401);
  });

  it("answers in the browser's language until the member chooses, then in theirs", async () => {
    const { agent } = await signedInAgent(app());
    const staffOnly = (language: string) => agent.get("/api/admin/users").set("Accept-Language", language);

    const spanish = await staffOnly("es-MX,es;q=0.9,en;q=0.5");
    expect(spanish.status).toBe(403);
    expect(spanish.headers["content-language"]).toBe("es");
    expect(spanish.headers.vary).toMatch(/Accept-Language/);
    expect(spanish.body.message).toBe("Solo moderadores y administradores");

    const english = await staffOnly("fr-CA, en;q=0.4");
    expect(english.headers["content-language"]).toBe("en");
    expect(english.body.message).toBe(MODERATION_TEXTS.staffOnly);
    // Neither of our languages: English.
    expect((await staffOnly("de, fr")).body.message).toBe(MODERATION_TEXTS.staffOnly);

    await agent.put("/api/auth/user").send({ locale: "es" });
    const chosen = await staffOnly("en-US");
    expect(chosen.headers["content-language"]).toBe("es");
    expect(chosen.body.message).toBe("Solo moderadores y administradores");
  });

  it("answers the pseudo-locale's tag in it only where the PSEUDO_LOCALE setting allows", async () => {
    const { user } = await signedInAgent(app());
    const staffOnly = async (pseudoLocale: boolean) => {
      const agent = agentFor(createTestApp(db.sequelize, { pseudoLocale }));
      await agent.post("/api/auth/email").send({ email: user.email, password: TEST_PASSWORD });
      return agent.get("/api/admin/users").set("Accept-Language", "x-pseudo");
    };
    const allowed = await staffOnly(true);
    expect(allowed.headers["content-language"]).toBe("x-pseudo");
    expect(allowed.body.message).toBe(inLocale(null, () => pseudoText(MODERATION_TEXTS.staffOnly)));
    expect(allowed.body.message).not.toMatch(/[A-Za-z]/);
    const refused = await staffOnly(false);
    expect(refused.headers["content-language"]).toBe("en");
    expect(refused.body.message).toBe(MODERATION_TEXTS.staffOnly);
  });

  it("words what a moderator does in the member's language, whatever the moderator reads", async () => {
    const { agent: moderator } = await signedInAgent(
      app(),
      await createUser({ role: "moderator", roleSource: "operator" }),
    );
    const member = await createUser({ locale: "es" });
    const response = await moderator
      .post(`/api/admin/users/${member.id}/suspension`)
      .set("Accept-Language", "en")
      .send({ days: 7, reason: "Mensajes de acoso" });
    expect(response.status).toBe(201);
    await processMailBatch(testMail.transport);
    const mail = testMail.smtp.received.find((received) => JSON.stringify(received.to).includes(member.email ?? "-"));
    expect(mail?.subject).toBe("Tu cuenta de Kindred Spaces está suspendida");
    await member.reload();
    const end = inLocale("es", () => suspensionEnd(member.suspendedUntil!));
    expect(end).toMatch(/ de 20\d\d$/);
    expect(mail?.text).toContain(`Un moderador suspendió tu cuenta hasta el ${end}.`);
    expect(mail?.text).toContain("El motivo: Mensajes de acoso");
    // The notice keeps the end as a time, worded when read: in Spanish for them, in English for an English reader.
    const notice = await Notification.findOne({ where: { userId: member.id, type: "moderation_notice" } });
    expect(notice?.facts).toMatchObject({ until: member.suspendedUntil?.toISOString() });
    const content = notice as unknown as NotificationContent;
    expect(inLocale("es", () => notificationText(content).message)).toContain(`hasta el ${end}.`);
    expect(inLocale("en", () => notificationText(content).message)).toContain(
      `until ${inLocale("en", () => suspensionEnd(member.suspendedUntil!))}.`,
    );

    // Refused at sign-in in the language they chose, with the date in it.
    const refused = await agentFor(app())
      .post("/api/auth/email")
      .set("Accept-Language", "en")
      .send({ email: member.email, password: TEST_PASSWORD });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(`Tu cuenta está suspendida hasta el ${end}.`);
  });
});

/**
 * Every English text of the catalogs a mail is worded from, as runs of three words or more
 * (a message's words between its arguments): none may reach a Spanish reader's mail.
 */
const englishRuns = (() => {
  const runs = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === "string") {
      for (const run of value.split(/[{}]/)) {
        const words = run.trim();
        if (words.split(/\s+/).length >= 3 && !/,\s*(plural|select|number|date)\b/.test(words)) runs.add(words);
      }
    } else if (value && typeof value === "object") {
      for (const child of Object.values(value)) walk(child);
    }
  };
  for (const id of ["notifications", "mail", "email", "moderation", "calendar"]) {
    walk(englishCatalogs().get(id));
  }
  return [...runs];
})();

const expectSpanish = (mail: ParsedMail | undefined, subject: string, body: readonly string[]) => {
  expect(mail, subject).toBeDefined();
  expect(mail?.subject).toBe(subject);
  for (const text of body) expect(mail?.text).toContain(text);
  const everything = [
    mail?.subject,
    mail?.text,
    mail?.html,
    ...(mail?.attachments ?? []).map((a) => a.content.toString()),
  ];
  const leftover = englishRuns.filter((run) =>
    everything.some((part) => typeof part === "string" && part.includes(run)),
  );
  expect(leftover, subject).toEqual([]);
};

describe("every mail to a member who reads Spanish (DESIGN 11.5)", () => {
  it("is Spanish, subject and body: password reset, each instant notification, reminders, the digest, moderation", async () => {
    const member = await createUser({ locale: "es", firstName: "Lucía", lastName: "Gómez" });
    const daily = await createUser({ locale: "es", firstName: "Diego", lastName: "Ruiz" });
    await preferEmails(member, Object.fromEntries(EMAILED_NOTIFICATION_TYPES.map((type) => [type, "instant"])));
    const sent = async () => {
      while ((await processMailBatch(testMail.transport, { batchSize: 100 })).sent > 0);
      return testMail.smtp.received;
    };
    const to = (user: User) => (mail: ParsedMail) => JSON.stringify(mail.to).includes(user.email ?? "-");
    const spanish = <T>(work: () => T) => inLocale("es", work);
    expect(englishRuns.length).toBeGreaterThan(100);

    // Every emailed notification type, mailed at once, as the sweeps and routes store them.
    const booking = {
      bookingId: randomUUID(),
      spaceName: "Estudio Sol",
      startsAt: "2031-05-07T00:00:00.000Z",
      endsAt: "2031-05-07T02:00:00.000Z",
      timeZone: "America/Denver",
      dates: 3,
    };
    const contents: NotificationContent[] = [
      {
        type: "new_match",
        facts: { viewer: "seeker", requestType: "workshop", spaceName: "Estudio Sol", sharedCount: 2 },
      },
      { type: "new_message", facts: { senderName: "Maya Rivera", preview: "¿Nos vemos el martes?" } },
      {
        type: "match_update",
        facts: { change: "accept", actorName: "Maya Rivera", requestTitle: "Taller", spaceName: null },
      },
      { type: "booking_proposed", facts: { ...booking, actorName: "Maya Rivera" } },
      {
        type: "booking_update",
        facts: { ...booking, change: "cancelled", actorName: "Maya Rivera", occurrence: null, late: true },
      },
      { type: "booking_reminder", facts: { ...booking, otherName: "Maya Rivera" } },
      { type: "reference_published", facts: { referenceId: randomUUID(), actorName: "Maya Rivera" } },
      { type: "reference_reminder", facts: { actorName: "Maya Rivera", publishesAt: "2031-05-20T00:00:00.000Z" } },
    ];
    const created = await Notification.bulkCreate(contents.map((content) => ({ userId: member.id, ...content })));
    await queueInstantMails(created.map((notification) => notification.id));
    await sendInstantMails(TEST_MAIL_LINKS);
    const instant = (await sent()).filter(to(member));
    expect(instant).toHaveLength(contents.length);
    for (const content of contents) {
      const { title, message } = spanish(() => notificationText(content));
      expect(title).not.toBe(notificationText(content).title);
      const mail = instant.find((received) => received.subject === title);
      expectSpanish(mail, title, [message, spanish(() => NOTIFICATION_MAIL_TEXTS.greeting("Lucía Gómez"))]);
    }
    // A booking's .ics is titled in Spanish too.
    const invite = instant.find((mail) => mail.attachments.length > 0)?.attachments[0]?.content.toString();
    expect(invite).toContain(spanish(() => CALENDAR_TEXTS.bookingSummary("Estudio Sol", "Maya Rivera")));

    // The daily digest.
    await database().query("DELETE FROM digest_runs");
    const morning = new Date();
    morning.setHours(8, 0, 0, 0);
    const update: NotificationContent = {
      type: "match_update",
      facts: { change: "decline", actorName: "Sam", requestTitle: null, spaceName: null },
    };
    await Notification.create({
      userId: daily.id,
      ...update,
      createdAt: new Date(morning.getTime() - 3_600_000),
    } as never);
    await runDueDigest(TEST_MAIL_LINKS, { now: () => morning });
    const digest = (await sent()).find(to(daily));
    const { title, message } = spanish(() => notificationText(update));
    expect(message).toContain("tu anuncio");
    expectSpanish(
      digest,
      spanish(() => NOTIFICATION_MAIL_TEXTS.digestSubject(1)),
      [`${title} — ${message}`, spanish(() => NOTIFICATION_MAIL_TEXTS.digestIntro)],
    );

    // A password reset, asked for in English.
    testMail.smtp.received.length = 0;
    await agentFor(app()).post("/api/auth/password-reset").set("Accept-Language", "en").send({ email: member.email });
    const reset = (await sent()).find(to(member));
    expectSpanish(
      reset,
      spanish(() => MAIL_TEXTS.passwordReset.subject),
      [spanish(() => MAIL_TEXTS.passwordReset.intro)],
    );

    // Signing up on the app in Spanish, before any language is saved: the confirmation mail is Spanish.
    testMail.smtp.received.length = 0;
    const email = `nueva-${randomUUID()}@example.org`;
    const signedUp = await agentFor(app())
      .post("/api/auth/register")
      .set("Accept-Language", "es")
      .send({ email, password: TEST_PASSWORD, firstName: "Ana", lastName: "Pérez" });
    expect(signedUp.status).toBe(201);
    expect(signedUp.body.locale).toBeNull();
    const confirmation = (await sent()).find((mail) => JSON.stringify(mail.to).includes(email));
    expectSpanish(
      confirmation,
      spanish(() => MAIL_TEXTS.verifyEmail.subject),
      [spanish(() => MAIL_TEXTS.verifyEmail.greeting("Ana Pérez"))],
    );

    // A warning from an English-reading moderator.
    testMail.smtp.received.length = 0;
    const { agent: moderator } = await signedInAgent(
      app(),
      await createUser({ role: "moderator", roleSource: "operator" }),
    );
    const warned = await moderator
      .post(`/api/admin/users/${member.id}/warnings`)
      .set("Accept-Language", "en")
      .send({ reason: "Lenguaje ofensivo" });
    expect(warned.status).toBe(201);
    const warning = (await sent()).find(to(member));
    expectSpanish(
      warning,
      spanish(() => MODERATION_TEXTS.mail.warning.subject),
      [spanish(() => MODERATION_TEXTS.mail.reasonLine("Lenguaje ofensivo"))],
    );
  });
});
