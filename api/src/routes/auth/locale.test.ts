import { MODERATION_TEXTS, pseudoText, VALIDATION_MESSAGES } from "@kindred/contract";
import { beforeEach, describe, expect, it } from "vitest";
import { LoginAttempt, User } from "../../db/models";
import { inLocale } from "../../lib/readerLocale";
import { processMailBatch } from "../../services/mail/outbox";
import { suspensionEnd } from "../../services/moderation/suspension";
import { agentFor, signedInAgent } from "../../test/agent";
import { createTestApp } from "../../test/app";
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

    // Refused at sign-in in the language they chose, with the date in it.
    const refused = await agentFor(app())
      .post("/api/auth/email")
      .set("Accept-Language", "en")
      .send({ email: member.email, password: TEST_PASSWORD });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(`Tu cuenta está suspendida hasta el ${end}.`);
  });
});
