import { NOTIFICATION_MAIL_TEXTS, NOTIFICATION_TEXTS } from "@kindred/contract";
import { describe, expect, it } from "vitest";
import { database } from "../../db/database";
import { Notification, type User } from "../../db/models";
import { useTestDatabase } from "../../test/database";
import { listUnsubscribeUrl, preferEmails, rawHeader, TEST_MAIL_LINKS } from "../../test/emailLinks";
import { createUser } from "../../test/factories";
import { useTestMail } from "../../test/mail";
import { processMailBatch } from "../mail/outbox";
import { digestSlot, runDueDigest } from "./digest";

useTestDatabase();
const testMail = useTestMail();

/** A local time on a fixed day: the digest runs at 08:00 server time. */
const at = (day: number, hours: number, minutes = 0) => new Date(2031, 4, day, hours, minutes);

const matchUpdate = (user: User, createdAt: Date, subject = "the studio") =>
  Notification.create({
    userId: user.id,
    type: "match_update",
    facts: { change: "decline", actorName: "Sam", subject },
    createdAt,
  } as never);

const send = async () => {
  while ((await processMailBatch(testMail.transport, { batchSize: 100 })).sent > 0);
  return testMail.smtp.received;
};

describe("daily digest", () => {
  it("is due at the last 08:00 of server time", () => {
    expect(digestSlot(at(10, 8))).toEqual(at(10, 8));
    expect(digestSlot(at(10, 7, 59))).toEqual(at(9, 8));
    expect(digestSlot(at(10, 23))).toEqual(at(10, 8));
  });

  it("mails each member one digest of their daily items since the last digest, then nothing until the next 08:00", async () => {
    await database().query("DELETE FROM digest_runs");
    const first = await createUser({ firstName: "Dana", lastName: "Daily" });
    const second = await createUser();
    const instant = await createUser();
    await preferEmails(instant, { match_update: "instant" });
    await matchUpdate(first, at(9, 12), "the kiln room");
    await matchUpdate(first, at(10, 7), "the garden");
    await matchUpdate(second, at(9, 20));
    await matchUpdate(instant, at(9, 20));
    await matchUpdate(first, at(10, 9), "after the cut-off");

    expect(await runDueDigest(TEST_MAIL_LINKS, { now: () => at(10, 8, 0) })).toBe(2);
    const mails = await send();
    expect(mails.map((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text).sort()).toEqual(
      [first.email, second.email].sort(),
    );
    const digest = mails.find((mail) => mail.text?.includes("Dana Daily"));
    expect(digest?.subject).toBe(NOTIFICATION_MAIL_TEXTS.digestSubject(2));
    expect(digest?.text).toContain(NOTIFICATION_TEXTS.matchUpdate.decline("Sam", "the kiln room"));
    expect(digest?.text).toContain(NOTIFICATION_TEXTS.matchUpdate.decline("Sam", "the garden"));
    expect(digest?.text).not.toContain("after the cut-off");
    expect(digest?.html).toContain("#0f5f57");
    expect(listUnsubscribeUrl(digest!).searchParams.get("token")).toMatch(new RegExp(`^${first.id}\\.digest\\.`));
    expect(rawHeader(digest!, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");

    // Later the same day: that digest is done.
    expect(await runDueDigest(TEST_MAIL_LINKS, { now: () => at(10, 18) })).toBeNull();
    // Next morning: only what came after the previous cut-off.
    testMail.smtp.received.length = 0;
    expect(await runDueDigest(TEST_MAIL_LINKS, { now: () => at(11, 8, 1) })).toBe(1);
    const [next] = await send();
    expect(next.subject).toBe(NOTIFICATION_MAIL_TEXTS.digestSubject(1));
    expect(next.text).toContain("after the cut-off");
  });

  it("is run by one process when several check at once", async () => {
    await database().query("DELETE FROM digest_runs");
    const members = await Promise.all([createUser(), createUser(), createUser()]);
    for (const member of members) await matchUpdate(member, at(20, 6));
    const runs = await Promise.all(
      [1, 2, 3, 4].map(() => runDueDigest(TEST_MAIL_LINKS, { now: () => at(20, 8, 5), batchSize: 1 })),
    );
    expect(runs.filter((run) => run !== null)).toEqual([3]);
    expect(await send()).toHaveLength(3);
  });

  it("takes over a run whose process died, and finishes it without sending twice", async () => {
    await database().query("DELETE FROM digest_runs");
    const [done, left] = [await createUser(), await createUser()];
    await matchUpdate(done, at(24, 6));
    await matchUpdate(left, at(24, 6));
    // A run claimed at 08:00 that mailed `done` and died.
    await database().query(`INSERT INTO digest_runs ("slot", "claimedUntil") VALUES (:slot, :until)`, {
      replacements: { slot: at(24, 8), until: at(24, 8, 30) },
    });
    await database().query(`UPDATE notifications SET "mailedAt" = now() WHERE "userId" = :id`, {
      replacements: { id: done.id },
    });
    expect(await runDueDigest(TEST_MAIL_LINKS, { now: () => at(24, 8, 10) })).toBeNull();
    expect(await runDueDigest(TEST_MAIL_LINKS, { now: () => at(24, 8, 31) })).toBe(1);
    const mails = await send();
    expect(mails.map((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text)).toEqual([left.email]);
  });
});
