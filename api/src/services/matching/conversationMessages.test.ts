import { describe, expect, it } from "vitest";
import { Notification } from "../../db/models";
import { useTestDatabase } from "../../test/database";
import { createMatch, createSpaceOffer, createSpaceRequest, createUser } from "../../test/factories";
import { useRealtimeEvents } from "../../test/realtimeEvents";
import { postMessage, sendMessage } from "./conversationMessages";
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
