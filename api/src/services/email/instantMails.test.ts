import { NOTIFICATION_MAIL_TEXTS, NOTIFICATION_TEXTS } from "@kindred/contract";
import { QueryTypes } from "sequelize";
import { describe, expect, it } from "vitest";
import { database } from "../../db/database";
import type { Match, User } from "../../db/models";
import { useTestDatabase } from "../../test/database";
import { listUnsubscribeUrl, preferEmails, rawHeader, TEST_MAIL_LINKS } from "../../test/emailLinks";
import { createMatch, createSpaceOffer, createSpaceRequest, createUser } from "../../test/factories";
import { useTestMail } from "../../test/mail";
import { processMailBatch } from "../mail/outbox";
import { sendMessage } from "../matching/conversationMessages";
import { findMatch } from "../matching/findMatch";
import { notifyMatchUpdate } from "../notifications/notifier";
import { sendInstantMails } from "./instantMails";

const db = useTestDatabase();
const testMail = useTestMail();

/** Words what is queued and sends it through the loopback SMTP server. */
const deliver = async () => {
  await sendInstantMails(TEST_MAIL_LINKS);
  await processMailBatch(testMail.transport);
  return testMail.smtp.received;
};

const matchBetween = async () => {
  const seeker = await createUser({ firstName: "Sam", lastName: "Seeker" });
  const host = await createUser({ firstName: "Harper", lastName: "Host" });
  const created = await createMatch({
    request: await createSpaceRequest({ user: seeker }),
    offer: await createSpaceOffer({ user: host }),
  });
  // With its request and offer, as the route reads it.
  const match = await findMatch(created.id);
  return { seeker, host, match };
};

/** A message from `from` in `match` (the other party, `_to`, is notified), as the route sends it. */
const message = (match: Match, from: User, _to: User, content: string) => ({ match, sender: from, content });

describe("instant notification emails", () => {
  it("mails a new message at once, with text and HTML parts, a link to the match and one-click unsubscribe", async () => {
    const { seeker, host, match } = await matchBetween();
    await db.sequelize.transaction((transaction) =>
      sendMessage(message(match, seeker, host, "Is Tuesday evening free?"), transaction),
    );
    const [mail] = await deliver();
    expect(mail.to && !Array.isArray(mail.to) && mail.to.text).toBe(host.email);
    expect(mail.subject).toBe(NOTIFICATION_TEXTS.newMessageTitle("Sam Seeker"));
    expect(mail.text).toContain("Hello Harper Host,");
    expect(mail.text).toContain("Is Tuesday evening free?");
    expect(mail.text).toContain(
      `${NOTIFICATION_MAIL_TEXTS.openMatch}: http://localhost:5000/messages?match=${match.id}`,
    );
    expect(mail.html).toContain(`href="http://localhost:5000/messages?match=${match.id}"`);
    expect(mail.html).toContain("#0f5f57");
    const unsubscribe = listUnsubscribeUrl(mail);
    expect(unsubscribe.origin + unsubscribe.pathname).toBe("http://localhost:5000/api/unsubscribe");
    expect(unsubscribe.searchParams.get("token")).toMatch(new RegExp(`^${host.id}\\.new_message\\.`));
    expect(rawHeader(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(mail.text).toContain(`${NOTIFICATION_MAIL_TEXTS.unsubscribe.new_message}: ${unsubscribe.href}`);
    const [row] = (
      await database().query(`SELECT "mailedAt" FROM notifications WHERE "userId" = :id`, {
        replacements: { id: host.id },
      })
    )[0] as Array<{ mailedAt: Date | null }>;
    expect(row.mailedAt).toBeInstanceOf(Date);
  });

  it("mails a burst of messages once, while its notification stays unread", async () => {
    const { seeker, host, match } = await matchBetween();
    for (const content of ["one", "two", "three"]) await sendMessage(message(match, seeker, host, content));
    expect(await deliver()).toHaveLength(1);
  });

  it("mails nothing when the write that notified rolls back", async () => {
    const { seeker, host, match } = await matchBetween();
    await db.sequelize
      .transaction(async (transaction) => {
        await sendMessage(message(match, seeker, host, "lost"), transaction);
        throw new Error("abort");
      })
      .catch(() => {});
    expect(await deliver()).toHaveLength(0);
  });

  it("keeps daily and switched-off types out of instant mail, and match updates are daily by default", async () => {
    const { seeker, host, match } = await matchBetween();
    await preferEmails(host, { new_message: "off" });
    await sendMessage(message(match, seeker, host, "quiet"));
    await notifyMatchUpdate({
      matchId: match.id,
      change: "accept",
      actorName: "Sam Seeker",
      requestTitle: null,
      spaceName: "the studio",
      recipientId: host.id,
    });
    expect(await deliver()).toHaveLength(0);
  });

  it("sends nothing queued before the member switched the type off", async () => {
    const { seeker, host, match } = await matchBetween();
    await sendMessage(message(match, seeker, host, "queued"));
    await preferEmails(host, { new_message: "off" });
    expect(await deliver()).toHaveLength(0);
  });

  it("words each queued mail once when two workers run at the same time", async () => {
    const { host, match } = await matchBetween();
    await preferEmails(host, { match_update: "instant" });
    for (const change of ["accept", "decline", "complete"] as const) {
      await notifyMatchUpdate({
        matchId: match.id,
        change,
        actorName: "Sam",
        requestTitle: "x",
        spaceName: "y",
        recipientId: host.id,
      });
    }
    await Promise.all([sendInstantMails(TEST_MAIL_LINKS, 1), sendInstantMails(TEST_MAIL_LINKS, 2)]);
    await sendInstantMails(TEST_MAIL_LINKS);
    await processMailBatch(testMail.transport);
    expect(testMail.smtp.received).toHaveLength(3);
  });
});

describe("instant notification emails, worded outside any transaction", () => {
  it("holds no transaction while it words, and mails nothing another run took in the meantime", async () => {
    const { seeker, host, match } = await matchBetween();
    await sendMessage(message(match, seeker, host, "Hello there"));
    let openWhileWording: unknown[] = [];
    let inner = -1;
    const outer = await sendInstantMails(TEST_MAIL_LINKS, 10, {
      beforeWrite: async () => {
        openWhileWording = await database().query(
          `SELECT "pid" FROM pg_stat_activity
            WHERE "datname" = current_database() AND "state" LIKE 'idle in transaction%'`,
          { type: QueryTypes.SELECT },
        );
        // Another run (another API process) takes the queued row between this run's read and write.
        inner = await sendInstantMails(TEST_MAIL_LINKS);
      },
    });
    expect(openWhileWording).toEqual([]);
    expect([inner, outer]).toEqual([1, 0]);
    await processMailBatch(testMail.transport);
    expect(testMail.smtp.received).toHaveLength(1);
    const [row] = await database().query<{ mailedAt: Date | null }>(
      `SELECT "mailedAt" FROM notifications WHERE "userId" = :id`,
      { replacements: { id: host.id }, type: QueryTypes.SELECT },
    );
    expect(row?.mailedAt).toBeInstanceOf(Date);
  });

  it("sends nothing when the member switches the type off while the mail is worded", async () => {
    const { seeker, host, match } = await matchBetween();
    await sendMessage(message(match, seeker, host, "Hello there"));
    const taken = await sendInstantMails(TEST_MAIL_LINKS, 10, {
      beforeWrite: async () => {
        await preferEmails(host, { new_message: "off" });
      },
    });
    expect(taken).toBe(1);
    await processMailBatch(testMail.transport);
    expect(testMail.smtp.received).toHaveLength(0);
    const [queued] = await database().query<{ count: number }>(
      `SELECT count(*)::int AS "count" FROM notification_mail_queue`,
      { type: QueryTypes.SELECT },
    );
    expect(queued?.count).toBe(0);
  });
});
