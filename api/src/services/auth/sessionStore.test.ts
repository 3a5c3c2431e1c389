import { HOME_TEXTS } from "@kindred/contract";
import { describe, expect, it } from "vitest";
import { Session } from "../../db/models";
import { useTestDatabase } from "../../test/database";
import { SESSION_MAX_AGE_MS, sessionStore, sweepExpiredSessions } from "./sessionStore";

useTestDatabase();

describe("the sessions table store", () => {
  it("keeps, reads and destroys a session, expiring it after maxAge", async () => {
    const before = Date.now();
    await sessionStore.set("sid-1", { userId: "u1" }, 60_000);
    const row = await Session.findByPk("sid-1");
    expect(row?.expire.getTime()).toBeGreaterThanOrEqual(before + 60_000);
    expect(await sessionStore.get("sid-1")).toEqual({ userId: "u1" });
    await sessionStore.destroy("sid-1");
    expect(await sessionStore.get("sid-1")).toBeUndefined();
  });

  it("does not hand out an expired session, and the sweep deletes it", async () => {
    await Session.bulkCreate([
      { sid: "old", sess: { userId: "u2" }, expire: new Date(Date.now() - 1000) },
      { sid: "fresh", sess: { userId: "u3" }, expire: new Date(Date.now() + 60_000) },
    ]);
    expect(await sessionStore.get("old")).toBeUndefined();
    expect(await sweepExpiredSessions()).toBe(1);
    expect((await Session.findAll()).map((session) => session.sid)).toEqual(["fresh"]);
  });
});

describe("the privacy page's promise about the sign-in cookie", () => {
  it("names the session's real lifetime", () => {
    const days = SESSION_MAX_AGE_MS / 86_400_000;
    expect(JSON.stringify(HOME_TEXTS.privacy)).toContain(`signed in, for at most ${days} days after your last visit`);
  });
});
