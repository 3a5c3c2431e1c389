import { describe, expect, it } from "vitest";
import { Message, Notification } from "../../db/models";
import { publish } from "../../services/realtime/publisher";
import { signedInAgent } from "../../test/agent";
import { createMatch, createSpaceOffer, createSpaceRequest } from "../../test/factories";
import { useRealtimeEvents } from "../../test/realtimeEvents";
import { useTestApp } from "../../test/routeTest";

const { app, db } = useTestApp();

/** Every realtime event published while the file runs, as the API processes would receive them. */
const { published } = useRealtimeEvents(db);

/** A host wrote to a seeker in their match; the seeker has not opened the conversation yet. */
const unreadConversation = async () => {
  const seeker = await signedInAgent(app());
  const host = await signedInAgent(app());
  const request = await createSpaceRequest({ user: seeker.user });
  const offer = await createSpaceOffer({ user: host.user });
  const match = await createMatch({ request, offer, status: "accepted" });
  const sent = await host.agent.post(`/api/matches/${match.id}/messages`).send({ content: "Tuesday works?" });
  expect(sent.status).toBe(201);
  return { seeker, host, match, messageId: sent.body.id as string };
};

const readEventsFor = (userId: string, matchId: string) =>
  published.filter(
    (event) => event.userId === userId && event.data.matchId === matchId && event.data.change === "read",
  );

describe("opening a conversation", () => {
  it("marks the other party's message read and tells them (no block)", async () => {
    const { seeker, host, match, messageId } = await unreadConversation();
    const opened = await seeker.agent.get(`/api/matches/${match.id}/conversation`);
    expect(opened.status).toBe(200);
    expect((await Message.findByPk(messageId))?.isRead).toBe(true);
    await expect.poll(() => readEventsFor(host.user.id, match.id), { timeout: 5_000 }).toHaveLength(1);
  });

  it.each(["the reader blocked the sender", "the sender blocked the reader"] as const)(
    "sends no read receipt across a block (%s)",
    async (who) => {
      const { seeker, host, match, messageId } = await unreadConversation();
      const [blocker, blocked] = who === "the reader blocked the sender" ? [seeker, host] : [host, seeker];
      expect((await blocker.agent.put(`/api/blocks/${blocked.user.id}`)).status).toBe(204);

      const opened = await seeker.agent.get(`/api/matches/${match.id}/conversation`);
      expect(opened.status).toBe(200);
      expect(opened.body.messages).toContainEqual(expect.objectContaining({ id: messageId, isRead: false }));
      // Again: still nothing marked, nothing sent.
      expect((await seeker.agent.get(`/api/matches/${match.id}/conversation`)).status).toBe(200);
      // Everything published before this marker has reached the listener once the marker has.
      const marker = crypto.randomUUID();
      const data = { type: "read" as const, matchId: null, marker };
      await publish([{ userId: host.user.id, event: "notification", data }]);
      await expect.poll(() => published.some((event) => event.data.marker === marker), { timeout: 5_000 }).toBe(true);

      expect((await Message.findByPk(messageId))?.isRead).toBe(false);
      const hostView = await host.agent.get(`/api/matches/${match.id}/conversation`);
      expect(hostView.body.messages).toContainEqual(expect.objectContaining({ id: messageId, isRead: false }));
      expect(readEventsFor(host.user.id, match.id)).toEqual([]);
      // The reader's own inbox is still cleared.
      const unread = await Notification.count({
        where: { userId: seeker.user.id, matchId: match.id, type: "new_message", isRead: false },
      });
      expect(unread).toBe(0);
    },
  );
});
