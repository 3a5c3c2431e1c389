import pg from "pg";
import { QueryTypes } from "sequelize";
import { describe, expect, it, vi } from "vitest";
import { Notification } from "../../db/models";
import { useTestDatabase } from "../../test/database";
import { createMatch, createSpaceOffer, createSpaceRequest, createUser } from "../../test/factories";
import { useRealtimeEvents } from "../../test/realtimeEvents";
import { postMessage, postsWaiting, sendMessage } from "./conversationMessages";
import { readConversation } from "./conversationRead";
import { findMatch } from "./findMatch";

const db = useTestDatabase();

const { publishedSoFar } = useRealtimeEvents(db);

const conversation = async () => {
  const seeker = await createUser();
  const host = await createUser();
  const match = await createMatch({
    request: await createSpaceRequest({ user: seeker }),
    offer: await createSpaceOffer({ user: host }),
  });
  return { seeker, host, match };
};

describe("a posted message's events, sent by its own statement", () => {
  it("tells the recipient of its notification (the stored one's id) and both parties of the message", async () => {
    const { seeker, host, match } = await conversation();
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

  it("tells nothing when the write rolls back", async () => {
    const { seeker, match } = await conversation();
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
    const { match } = await conversation();
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
   * Posts `contents` to the conversation at once while another transaction holds its match row:
   * the first post's write waits for it, and the others queue behind that write in this process.
   * Once they all wait, the hold ends; answers each post's outcome, in order.
   */
  const postWhileHeld = async (
    { seeker, match }: Awaited<ReturnType<typeof conversation>>,
    contents: string[],
  ): Promise<PromiseSettledResult<{ id: string }>[]> => {
    const holder = new pg.Client({ connectionString: db.url });
    await holder.connect();
    try {
      await holder.query("BEGIN");
      await holder.query(`SELECT 1 FROM matches WHERE "id" = $1 FOR UPDATE`, [match.id]);
      const posts = contents.map((content) => postMessage({ matchId: match.id, sender: seeker, content }));
      await vi.waitFor(() => expect(postsWaiting(match.id)).toBe(contents.length - 1), { timeout: 5_000 });
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
    const parties = await conversation();
    const { seeker, host, match } = parties;
    await publishedSoFar();
    const contents = ["one", "two", "three", "four"];
    const outcomes = await postWhileHeld(parties, contents);
    const answered = outcomes.map((outcome) => (outcome.status === "fulfilled" ? outcome.value : undefined));
    const rows = await stored(match.id);
    expect(rows.map((row) => row.content)).toEqual(contents);
    expect(answered.map((message) => message?.id)).toEqual(rows.map((row) => row.id));
    // The first post was written alone; the three that waited for it share one transaction.
    expect(new Set(rows.map((row) => row.xmin)).size).toBe(2);
    expect(rows.slice(1).every((row) => row.xmin === rows[1]?.xmin)).toBe(true);
    // The conversation, as its reader gets it: arrival order (each message its own time).
    const { conversation: read } = await readConversation(match.id, host, { limit: 50 });
    expect(read.messages.map((message) => message.content)).toEqual(contents);
    // One unread notification, with the last message's words and time.
    const notifications = await Notification.findAll({ where: { userId: host.id, type: "new_message" } });
    expect(notifications).toHaveLength(1);
    const events = await publishedSoFar();
    for (const { id } of rows)
      expect(events.filter((event) => event.event === "message" && event.data.messageId === id)).toEqual([
        { userId: host.id, event: "message", data: { matchId: match.id, messageId: id, senderId: seeker.id } },
        { userId: seeker.id, event: "message", data: { matchId: match.id, messageId: id, senderId: seeker.id } },
      ]);
  });

  it("writes each post alone when one of the batch fails: the others are kept, the failing one fails as alone", async () => {
    const parties = await conversation();
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
