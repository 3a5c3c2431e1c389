import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  EMAIL_FREQUENCIES,
  EMAILED_NOTIFICATION_TYPES,
  UNSUBSCRIBE_TEXTS,
  VALIDATION_MESSAGES,
} from "@kindred/contract";
import { QueryTypes } from "sequelize";
import { describe, expect, it } from "vitest";
import { database } from "../../db/database";
import { preferencesOf } from "../../services/email/preferences";
import { unsubscribeToken } from "../../services/email/unsubscribeTokens";
import { signedInAgent } from "../../test/agent";
import { TEST_SESSION_SECRET } from "../../test/app";
import { createUser } from "../../test/factories";
import { useTestApp } from "../../test/routeTest";

const { app, visitor } = useTestApp();

const tokenFor = (userId: string, kind: Parameters<typeof unsubscribeToken>[2]) =>
  unsubscribeToken([TEST_SESSION_SECRET], userId, kind);

describe("notification preferences", () => {
  it("start at the defaults and save a member's own choice", async () => {
    const { agent, user } = await signedInAgent(app());
    const initial = await agent.get("/api/notification-preferences");
    expect(initial.status).toBe(200);
    expect(initial.body).toEqual({
      new_match: "instant",
      new_message: "instant",
      match_update: "daily",
      booking_proposed: "instant",
      booking_update: "instant",
      booking_reminder: "instant",
      reference_published: "instant",
      reference_reminder: "instant",
    });
    expect(initial.body).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);

    const chosen = {
      new_match: "daily",
      new_message: "off",
      match_update: "instant",
      booking_proposed: "daily",
      booking_update: "off",
      booking_reminder: "instant",
      reference_published: "daily",
      reference_reminder: "off",
    };
    const saved = await agent.put("/api/notification-preferences").send(chosen);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(chosen);
    expect((await agent.get("/api/notification-preferences")).body).toEqual(chosen);
    // Another member's stay as they were.
    const other = await createUser();
    expect(await preferencesOf(other.id)).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    expect(await preferencesOf(user.id)).toEqual(chosen);
  });

  it("refuse an unknown frequency or a missing type with the field's message, and change nothing", async () => {
    const { agent, user } = await signedInAgent(app());
    const unknown = await agent
      .put("/api/notification-preferences")
      .send({ new_match: "hourly", new_message: "off", match_update: "off" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.issues).toEqual([{ path: "new_match", message: VALIDATION_MESSAGES.unknownChoice }]);
    const missing = await agent.put("/api/notification-preferences").send({ new_match: "off" });
    expect(missing.status).toBe(400);
    expect(missing.body.issues.map((issue: { path: string }) => issue.path).sort()).toEqual([
      "match_update",
      "new_message",
    ]);
    expect(await preferencesOf(user.id)).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
  });
});

describe("the preferences table", () => {
  it("has one column per emailed notification type of the contract, never empty, holding a frequency", async () => {
    const columns = await database().query<{ name: string; nullable: string; checked: string | null }>(
      `SELECT c.column_name AS "name", c.is_nullable AS "nullable",
              (SELECT string_agg(pg_get_constraintdef(k.oid), ' ') FROM pg_constraint k
                WHERE k.conrelid = 'notification_preferences'::regclass AND k.contype = 'c'
                  AND k.conkey = ARRAY[c.ordinal_position::smallint]) AS "checked"
         FROM information_schema.columns c
        WHERE c.table_schema = current_schema() AND c.table_name = 'notification_preferences'
          AND c.column_name NOT IN ('userId', 'createdAt', 'updatedAt')`,
      { type: QueryTypes.SELECT },
    );
    expect(columns.map((column) => column.name).sort()).toEqual([...EMAILED_NOTIFICATION_TYPES].sort());
    for (const column of columns) {
      expect(column.nullable, column.name).toBe("NO");
      for (const frequency of EMAIL_FREQUENCIES) expect(column.checked, column.name).toContain(`'${frequency}'`);
    }
  });
});

describe("one-click unsubscribe", () => {
  it("asks on GET and changes nothing, so a link scanner unsubscribes nobody", async () => {
    const member = await createUser();
    const token = tokenFor(member.id, "new_message");
    const page = await visitor().get(`/api/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(page.status).toBe(200);
    expect(page.type).toBe("text/html");
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.text).toContain(UNSUBSCRIBE_TEXTS.question.new_message);
    expect(page.text).toContain(`<form method="post" action="/api/unsubscribe?token=${encodeURIComponent(token)}">`);
    expect(await preferencesOf(member.id)).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
  });

  it("turns the mail's type off on a signed-out RFC 8058 POST, and again harmlessly", async () => {
    const member = await createUser();
    const token = encodeURIComponent(tokenFor(member.id, "new_match"));
    for (let time = 0; time < 2; time += 1) {
      const done = await visitor()
        .post(`/api/unsubscribe?token=${token}`)
        .type("form")
        .send("List-Unsubscribe=One-Click");
      expect(done.status).toBe(200);
      expect(done.text).toContain(UNSUBSCRIBE_TEXTS.done.new_match);
    }
    expect(await preferencesOf(member.id)).toEqual({ ...DEFAULT_NOTIFICATION_PREFERENCES, new_match: "off" });
  });

  it("takes the one-click post as multipart too, as RFC 8058 allows", async () => {
    const member = await createUser();
    const response = await visitor()
      .post(`/api/unsubscribe?token=${encodeURIComponent(tokenFor(member.id, "new_message"))}`)
      .field("List-Unsubscribe", "One-Click");
    expect(response.status).toBe(200);
    expect(await preferencesOf(member.id)).toEqual({ ...DEFAULT_NOTIFICATION_PREFERENCES, new_message: "off" });
  });

  it("stops the digest by switching every daily type off, leaving instant ones", async () => {
    const member = await createUser();
    const response = await visitor().post(
      `/api/unsubscribe?token=${encodeURIComponent(tokenFor(member.id, "digest"))}`,
    );
    expect(response.status).toBe(200);
    expect(await preferencesOf(member.id)).toEqual({
      new_match: "instant",
      new_message: "instant",
      match_update: "off",
      booking_proposed: "instant",
      booking_update: "instant",
      booking_reminder: "instant",
      reference_published: "instant",
      reference_reminder: "instant",
    });
  });

  it("refuses a forged, altered, foreign-key or missing token with a page and changes nothing", async () => {
    const member = await createUser();
    const good = tokenFor(member.id, "new_match");
    const forged = unsubscribeToken(["some-other-secret-0123456789"], member.id, "new_match");
    const retyped = good.replace(".new_match.", ".new_message.");
    for (const token of [forged, retyped, `${good}x`, "nonsense", ""]) {
      for (const method of ["get", "post"] as const) {
        const response = await visitor()[method](`/api/unsubscribe?token=${encodeURIComponent(token)}`);
        expect(response.status, `${method} ${token}`).toBe(404);
        expect(response.text).toContain(UNSUBSCRIBE_TEXTS.invalid);
      }
    }
    expect((await visitor().post("/api/unsubscribe")).status).toBe(404);
    expect(await preferencesOf(member.id)).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
  });

  it("answers a deleted member's old link as done, with nothing left to change", async () => {
    const member = await createUser();
    const token = encodeURIComponent(tokenFor(member.id, "new_match"));
    await member.destroy();
    const response = await visitor().post(`/api/unsubscribe?token=${token}`);
    expect(response.status).toBe(200);
    expect(response.text).toContain(UNSUBSCRIBE_TEXTS.done.new_match);
  });
});
