import { describe, expect, it } from "vitest";
import { database } from "../../db/database";
import { useTestDatabase } from "../../test/database";
import { useTestMail } from "../../test/mail";
import { renderMail } from "./layout";
import { processMailBatch, queueMail, startMailWorker } from "./outbox";

const db = useTestDatabase();
const testMail = useTestMail();

const waiting = async () => {
  const [rows] = await database().query(`SELECT count(*)::int AS n FROM mail_outbox`);
  return (rows as Array<{ n: number }>)[0].n;
};

const mail = (n: number) => ({
  to: `member${n}@example.org`,
  subject: `Hello ${n}`,
  ...renderMail({ greeting: "Hello,", paragraphs: [`Mail number ${n}`], action: { label: "Open", url: "http://x/y" } }),
});

/** A clock the test moves by hand. */
const testClock = (start = new Date()) => {
  let now = start.getTime();
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
};

describe("mail outbox", () => {
  it("keeps a mail only when the transaction that queued it commits", async () => {
    await db.sequelize
      .transaction(async (transaction) => {
        await queueMail(mail(1), transaction);
        throw new Error("abort");
      })
      .catch(() => {});
    expect(await waiting()).toBe(0);
    await db.sequelize.transaction((transaction) => queueMail(mail(2), transaction));
    expect(await waiting()).toBe(1);
  });

  it("sends text and HTML parts over SMTP and deletes what was sent", async () => {
    await queueMail(mail(1));
    expect(await processMailBatch(testMail.transport)).toEqual({ sent: 1, failed: 0 });
    expect(await waiting()).toBe(0);
    const [received] = testMail.smtp.received;
    expect(received.subject).toBe("Hello 1");
    expect(received.to && !Array.isArray(received.to) && received.to.text).toBe("member1@example.org");
    expect(received.from?.value).toEqual([{ name: "Kindred Spaces", address: "no-reply@kindred.test" }]);
    expect(received.text).toContain("Mail number 1");
    expect(received.text).toContain("Open: http://x/y");
    expect(received.html).toContain('href="http://x/y"');
    expect(received.html).toContain("#0f5f57");
  });

  it("loses nothing while SMTP is down for an hour, then delivers every mail once", async () => {
    for (const n of [1, 2, 3]) await queueMail(mail(n));
    const clock = testClock();
    await testMail.smtp.down();
    try {
      for (let minute = 0; minute <= 60; minute += 5) {
        await processMailBatch(testMail.transport, { now: clock.now });
        clock.advance(5 * 60_000);
      }
    } finally {
      await testMail.smtp.up();
    }
    expect(testMail.smtp.received).toHaveLength(0);
    expect(await waiting()).toBe(3);
    const [rows] = await database().query(`SELECT "attempts", "lastError" FROM mail_outbox`);
    for (const row of rows as Array<{ attempts: number; lastError: string }>) {
      // Backoff: far fewer tries than polls (30 s doubling up to 10 min over an hour).
      expect(row.attempts).toBeGreaterThan(3);
      expect(row.attempts).toBeLessThan(13);
      expect(row.lastError).toMatch(/ECONNREFUSED/);
    }

    // Not yet due: the server is back, but the clock has not reached the next try.
    clock.advance(10 * 60_000);
    expect(await processMailBatch(testMail.transport, { now: clock.now })).toEqual({ sent: 3, failed: 0 });
    expect(await processMailBatch(testMail.transport, { now: clock.now })).toEqual({ sent: 0, failed: 0 });
    expect(testMail.smtp.received.map((received) => received.subject).sort()).toEqual([
      "Hello 1",
      "Hello 2",
      "Hello 3",
    ]);
    expect(new Set(testMail.smtp.received.map((received) => received.messageId)).size).toBe(3);
  });

  it("waits out the backoff before trying again", async () => {
    await queueMail(mail(1));
    const clock = testClock();
    await testMail.smtp.down();
    try {
      expect(await processMailBatch(testMail.transport, { now: clock.now })).toEqual({ sent: 0, failed: 1 });
    } finally {
      await testMail.smtp.up();
    }
    expect(await processMailBatch(testMail.transport, { now: clock.now })).toEqual({ sent: 0, failed: 0 });
    clock.advance(30_000);
    expect(await processMailBatch(testMail.transport, { now: clock.now })).toEqual({ sent: 1, failed: 0 });
  });

  it("never gives one mail to two workers at once", async () => {
    for (const n of [1, 2, 3, 4, 5, 6]) await queueMail(mail(n));
    const results = await Promise.all([processMailBatch(testMail.transport), processMailBatch(testMail.transport)]);
    expect(results.reduce((total, result) => total + result.sent, 0)).toBe(6);
    expect(testMail.smtp.received).toHaveLength(6);
    expect(new Set(testMail.smtp.received.map((received) => received.subject)).size).toBe(6);
  });

  it("sends a mail queued by this process at once, after its transaction commits, not at the next poll", async () => {
    const stop = startMailWorker(testMail.transport, { idleMs: 60 * 60_000 });
    try {
      // The worker's first poll finds what earlier tests left, then pauses for an hour.
      await expect.poll(waiting).toBe(0);
      await db.sequelize.transaction((transaction) => queueMail(mail(7), transaction));
      await expect
        .poll(() => testMail.smtp.received.some((received) => received.subject === "Hello 7"), { timeout: 5_000 })
        .toBe(true);
    } finally {
      await stop();
    }
  });
});
