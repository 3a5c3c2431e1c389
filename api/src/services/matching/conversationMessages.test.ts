import type { Conversation } from "@kindred/contract";
import pg from "pg";
import { QueryTypes } from "sequelize";
import { describe, expect, it, vi } from "vitest";
import { Notification } from "../../db/models";
import { useTestDatabase } from "../../test/database";
import { createMatchedPair, createUser } from "../../test/factories";
import { useRealtimeEvents } from "../../test/realtimeEvents";
import { postMessage, postsWaiting, sendMessage } from "./conversationMessages";
import { readConversation } from "./conversationRead";
import { findMatch } from "./findMatch";

const db = useTestDatabase();

const { publishedSoFar } = useRealtimeEvents(db);

describe("a posted message's events, sent by its own statement", () => {
  it("tells the recipient of its notification (the stored one's id) and both parties of the message", async () => {
    const { seeker, host, match } = await createMatchedPair();
    await publishedSoFar();
    const first = await postMessage({ matchId: match.id, sender: seeker, content: "Tuesday?" });
    const second = await postMessage({ matchId: match.id, sender: seeker, content: "Or Wednesday?" });
    const notifications = await Notification.findAll({ where: { userId: host.id, type: "new_message" } });
    expect(notifications).toHaveLength(1);
    const notificationId = notifications[0]!.id;
    const told = (messageId: string) => [
      { userId: host.id, event: "notification", data: { notificationId, type: "new_message", matchId: match.id } },
      { userId: host.id, event: "message", data: { matchId: match.id, messageId, senderId: seeker.id } },
      { userId: seeker.id, event: "message", data: { matchId: match.id, messageId, senderId: seeker.id } },
    ];
    expect(await publishedSoFar()).toEqual([...told(first.id), ...told(second.id)]);
  });

  it("times a post alone once: its answer, its stored row, its notification and the match's last message", async () => {
    const { seeker, host, match } = await createMatchedPair();
    const message = await postMessage({ matchId: match.id, sender: seeker, content: "Tuesday?" });
    const [stored] = await db.sequelize.query<{
      messageAt: Date;
      notifiedAt: Date;
      lastMessageAt: Date;
      read: boolean;
    }>(
      `SELECT m."createdAt" AS "messageAt", n."createdAt" AS "notifiedAt", x."lastMessageAt", m."isRead" AS "read"
         FROM messages m
         JOIN matches x ON x."id" = m."matchId"
         JOIN notifications n ON n."matchId" = m."matchId" AND n."userId" = :host AND n."type" = 'new_message'
        WHERE m."id" = :id`,
      { replacements: { id: message.id, host: host.id }, type: QueryTypes.SELECT },
    );
    expect(stored).toEqual({
      messageAt: message.createdAt,
      notifiedAt: message.createdAt,
      lastMessageAt: message.createdAt,
      read: false,
    });
    expect(message.toJSON()).toMatchObject({
      matchId: match.id,
      senderId: seeker.id,
      content: "Tuesday?",
      isRead: false,
    });
  });

  it("tells nothing when the write rolls back", async () => {
    const { seeker, match } = await createMatchedPair();
    const withListings = await findMatch(match.id);
    await publishedSoFar();
    await db.sequelize
      .transaction(async (transaction) => {
        await sendMessage({ match: withListings, sender: seeker, content: "lost" }, transaction);
        throw new Error("abort");
      })
      .catch(() => {});
    expect(await publishedSoFar()).toEqual([]);
  });

  it("answers 404 for an unknown match and 403 for anyone but its parties, writing nothing", async () => {
    const { match } = await createMatchedPair();
    const stranger = await createUser();
    await publishedSoFar();
    await expect(
      postMessage({ matchId: "00000000-0000-4000-8000-000000000000", sender: stranger, content: "hi" }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(postMessage({ matchId: match.id, sender: stranger, content: "hi" })).rejects.toMatchObject({
      status: 403,
    });
    await expect(postMessage({ matchId: match.id, sender: undefined, content: "hi" })).rejects.toMatchObject({
      status: 401,
    });
    expect(await publishedSoFar()).toEqual([]);
    expect(await Notification.count({ where: { matchId: match.id } })).toBe(0);
  });
});

describe("posts in flight to one conversation, committed together", () => {
  /**
   * Posts `contents` to the conversation while another transaction holds its match row: the first
   * post's write waits for it, and each next post is sent once the one before it waits in this
   * process behind that write (so they arrive in order). Then the hold ends; answers each post's
   * outcome, in order.
   */
  const postWhileHeld = async (
    { seeker, match }: Awaited<ReturnType<typeof createMatchedPair>>,
    contents: string[],
    senderOf: (index: number) => typeof seeker = () => seeker,
  ): Promise<PromiseSettledResult<{ id: string }>[]> => {
    const holder = new pg.Client({ connectionString: db.url });
    await holder.connect();
    try {
      await holder.query("BEGIN");
      await holder.query(`SELECT 1 FROM matches WHERE "id" = $1 FOR UPDATE`, [match.id]);
      const posts: Promise<{ id: string }>[] = [];
      for (const [index, content] of contents.entries()) {
        posts.push(postMessage({ matchId: match.id, sender: senderOf(index), content }));
        posts.at(-1)?.catch(() => {}); // settled below
        if (index === 0) {
          const blocked = async () =>
            (await holder.query("SELECT 1 FROM pg_stat_activity WHERE pg_backend_pid() = ANY (pg_blocking_pids(pid))"))
              .rowCount;
          await vi.waitFor(async () => expect(await blocked()).toBeGreaterThan(0), { timeout: 5_000 });
        } else await vi.waitFor(() => expect(postsWaiting(match.id)).toBe(index), { timeout: 5_000 });
      }
      await holder.query("COMMIT");
      return await Promise.allSettled(posts);
    } finally {
      await holder.end();
    }
  };

  const stored = (matchId: string) =>
    db.sequelize.query<{ id: string; content: string; xmin: string }>(
      `SELECT "id", "content", xmin::text AS "xmin" FROM messages WHERE "matchId" = :matchId ORDER BY "createdAt", "id"`,
      { replacements: { matchId }, type: QueryTypes.SELECT },
    );

  it("writes the waiting posts in one transaction, in arrival order, each caller answered its own message", async () => {
    const parties = await createMatchedPair();
    const { seeker, host, match } = parties;
    await publishedSoFar();
    const contents = ["one", "two", "three", "four"];
    // "three" is the host's: both parties' notifications are written by the batch.
    const senderOf = (index: number) => (index === 2 ? host : seeker);
    const outcomes = await postWhileHeld(parties, contents, senderOf);
    const answered = outcomes.map((outcome) => (outcome.status === "fulfilled" ? outcome.value : undefined));
    const rows = await stored(match.id);
    expect(rows.map((row) => row.content)).toEqual(contents);
    expect(answered.map((message) => message?.id)).toEqual(rows.map((row) => row.id));
    // The first post was written alone; the three that waited for it share one transaction.
    expect(new Set(rows.map((row) => row.xmin)).size).toBe(2);
    expect(rows.slice(1).every((row) => row.xmin === rows[1]?.xmin)).toBe(true);
    // The conversation, as its reader gets it: arrival order (each message its own time).
    const read: Conversation = JSON.parse((await readConversation(match.id, host, { limit: 50 })).json);
    expect(read.messages.map((message) => message.content)).toEqual(contents);
    // One unread notification each, with the latest message to its member.
    const notified = await Notification.findAll({ where: { matchId: match.id, type: "new_message" } });
    const previews = Object.fromEntries(
      notified.map((row) => [row.userId, (row.facts as { preview: string }).preview]),
    );
    expect(previews).toEqual({ [host.id]: "four", [seeker.id]: "three" });
    const events = await publishedSoFar();
    rows.forEach(({ id }, index) => {
      const senderId = senderOf(index).id;
      expect(events.filter((event) => event.event === "message" && event.data.messageId === id)).toEqual(
        [host.id, seeker.id]
          .sort((a, b) => (a === senderId ? 1 : b === senderId ? -1 : 0))
          .map((userId) => ({ userId, event: "message", data: { matchId: match.id, messageId: id, senderId } })),
      );
    });
    const notificationEvents = events.filter((event) => event.event === "notification");
    expect(new Set(notificationEvents.map((event) => event.data.notificationId))).toEqual(
      new Set(notified.map((row) => row.id)),
    );
  });

  it("leaves what the same posts one at a time leave: unread counts, the notification, the match's last message", async () => {
    const contents = ["one", "two", "three"];
    const batched = await createMatchedPair();
    await postWhileHeld(batched, contents);
    const alone = await createMatchedPair();
    for (const content of contents) await postMessage({ matchId: alone.match.id, sender: alone.seeker, content });
    const left = async ({ host, match }: Awaited<ReturnType<typeof createMatchedPair>>) => {
      const rows = await db.sequelize.query<Record<string, unknown>>(
        `SELECT (SELECT count(*) FROM messages WHERE "matchId" = x."id" AND NOT "isRead")::int AS "unread",
                (SELECT max("createdAt") FROM messages WHERE "matchId" = x."id") = x."lastMessageAt" AS "lastIsNewest",
                n."createdAt" = x."lastMessageAt" AS "notifiedAtLast", n."facts", n."isRead", n."mailedAt" IS NULL AS "unmailed",
                (SELECT count(*) FROM notifications WHERE "matchId" = x."id")::int AS "notifications",
                (SELECT count(*) FROM notification_mail_queue q WHERE q."notificationId" = n."id")::int AS "queued"
           FROM matches x JOIN notifications n ON n."matchId" = x."id" AND n."userId" = :host
          WHERE x."id" = :match`,
        { replacements: { match: match.id, host: host.id }, type: QueryTypes.SELECT },
      );
      const { facts, ...rest } = rows[0] as { facts: { preview: string } };
      return { ...rest, preview: facts.preview };
    };
    const expected = {
      unread: 3,
      lastIsNewest: true,
      notifiedAtLast: true,
      isRead: false,
      unmailed: true,
      notifications: 1,
      preview: "three",
    };
    expect(await left(batched)).toMatchObject(expected);
    expect(await left(alone)).toEqual(await left(batched));
  });

  it("writes each post alone when one of the batch fails: the others are kept, the failing one fails as alone", async () => {
    const parties = await createMatchedPair();
    const { match } = parties;
    await publishedSoFar();
    // PostgreSQL stores no NUL (the route's text() refuses it before; here it reaches the write).
    const outcomes = await postWhileHeld(parties, ["first", "second", "bad \u0000", "third"]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["fulfilled", "fulfilled", "rejected", "fulfilled"]);
    const rows = await stored(match.id);
    expect(rows.map((row) => row.content)).toEqual(["first", "second", "third"]);
    // After the rollback, "second" and "third" were each written alone.
    expect(new Set(rows.map((row) => row.xmin)).size).toBe(3);
    const alone = await postMessage({ matchId: match.id, sender: parties.seeker, content: "bad \u0000" }).catch(
      (error: unknown) => error,
    );
    const failed = outcomes[2] as PromiseRejectedResult;
    expect(failed.reason).toBeInstanceOf(Error);
    expect((failed.reason as { code?: string }).code).toBe((alone as { code?: string }).code);
    expect((failed.reason as Error).message).toBe((alone as Error).message);
    const messageEvents = (await publishedSoFar()).filter((event) => event.event === "message");
    expect(messageEvents.map((event) => event.data.messageId)).toEqual(rows.flatMap((row) => [row.id, row.id]));
  });
});
