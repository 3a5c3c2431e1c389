import { DEFAULT_NOTIFICATION_PREFERENCES, YOUR_DATA_TEXTS } from "@kindred/contract";
import { describe, expect, it } from "vitest";
import {
  Favorite,
  Feedback,
  Match,
  Message,
  Notification,
  Session,
  SpaceOffer,
  SpaceRequest,
  User,
} from "../../db/models";
import { deleteAccount } from "../../services/account/accountDeletion";
import { agentFor, signedInAgent } from "../../test/agent";
import { createTestApp } from "../../test/app";
import { useTestDatabase } from "../../test/database";
import { preferEmails } from "../../test/emailLinks";
import {
  createMatch,
  createMessage,
  createSpaceOffer,
  createSpaceRequest,
  createStoredObject,
  createUser,
  TEST_PASSWORD,
} from "../../test/factories";
import { queuedStatementWarnings } from "../../test/queuedStatements";
import { useTestStorage } from "../../test/storage";

const db = useTestDatabase();
const storage = useTestStorage();
const app = () => createTestApp(db.sequelize, {}, { storage });

/** A member with a request matched to another member's offer, a message each way and a favorite. */
const memberWithHistory = async () => {
  const member = await createUser({ firstName: "Morgan", lastName: "Leaving" });
  const host = await createUser({ firstName: "Harper", lastName: "Host" });
  const request = await createSpaceRequest({ user: member });
  const offer = await createSpaceOffer({ user: host });
  const match = await createMatch({ request, offer });
  const sent = await createMessage(match, member, { content: "Thanks for the space!" });
  const received = await createMessage(match, host, { content: "You are welcome." });
  await Favorite.create({ userId: member.id, spaceOfferId: offer.id });
  await Notification.create({
    userId: member.id,
    type: "new_message",
    facts: { senderName: "Harper Host", preview: "A reply is waiting" },
    matchId: match.id,
  });
  await preferEmails(member, { new_match: "daily" });
  return { member, host, request, offer, match, sent, received };
};

describe("your data: export", () => {
  it("downloads everything about the member as a JSON file, and nothing about others", async () => {
    const { member, request, match, sent, received, offer } = await memberWithHistory();
    const { agent } = await signedInAgent(app(), member);
    await agent.post("/api/feedback").send({ type: "praise", message: "Lovely app", page: "/" });
    const response = await agent.get("/api/auth/user/export");
    expect(response.status).toBe(200);
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="${YOUR_DATA_TEXTS.fileName}"`);
    const data = response.body;
    expect(data.profile).toMatchObject({ id: member.id, email: member.email, firstName: "Morgan" });
    expect(data.notificationPreferences).toEqual({ ...DEFAULT_NOTIFICATION_PREFERENCES, new_match: "daily" });
    expect(data.spaceRequests.map((row: { id: string }) => row.id)).toEqual([request.id]);
    expect(data.spaceRequests[0].title).toBe(request.title);
    expect(data.spaceOffers).toEqual([]);
    expect(data.matches.map((row: { id: string }) => row.id)).toEqual([match.id]);
    expect(data.messagesSent).toEqual([
      expect.objectContaining({ id: sent.id, matchId: match.id, content: "Thanks for the space!" }),
    ]);
    expect(JSON.stringify(data)).not.toContain(received.content);
    expect(data.notifications).toEqual([
      expect.objectContaining({ type: "new_message", title: "New message from Harper Host" }),
    ]);
    expect(data.favorites).toEqual([expect.objectContaining({ spaceOfferId: offer.id, spaceName: offer.spaceName })]);
    expect(data.feedback).toEqual([expect.objectContaining({ type: "praise", message: "Lovely app" })]);
    expect(data).toHaveProperty("reports");
    expect(data).toHaveProperty("blocks");
    const text = JSON.stringify(data);
    expect(text).not.toMatch(/passwordHash|search_vector|argon2/);
  });

  it("reads its parts one at a time on its transaction's connection, never queuing a statement behind another", async () => {
    const { member } = await memberWithHistory();
    const { agent } = await signedInAgent(app(), member);
    const warnings = await queuedStatementWarnings(async () => {
      expect((await agent.get("/api/auth/user/export")).status).toBe(200);
    });
    expect(warnings).toEqual([]);
  });
});

describe("your data: delete account", () => {
  it("refuses a wrong password with the contract's text and keeps everything", async () => {
    const { member } = await memberWithHistory();
    const { agent } = await signedInAgent(app(), member);
    const response = await agent.delete("/api/auth/user").send({ password: "not-my-password" });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(YOUR_DATA_TEXTS.wrongPassword);
    expect(await User.findByPk(member.id)).not.toBeNull();
    expect((await agent.get("/api/auth/user")).status).toBe(200);
    expect((await agent.delete("/api/auth/user").send({})).status).toBe(400);
  });

  it("removes the account, its listings, favorites and sessions; closes matches; keeps sent messages as a former member's", async () => {
    const { member, host, request, match, sent, received } = await memberWithHistory();
    const { agent } = await signedInAgent(app(), member);
    const { agent: otherDevice } = await signedInAgent(app(), member);
    const deleted = await agent.delete("/api/auth/user").send({ password: TEST_PASSWORD });
    expect(deleted.status).toBe(204);

    expect(await User.findByPk(member.id)).toBeNull();
    expect(await SpaceRequest.findByPk(request.id)).toBeNull();
    expect(await Favorite.count({ where: { userId: member.id } })).toBe(0);
    expect(await Notification.count({ where: { userId: member.id } })).toBe(0);
    expect(await Session.count({ where: { sess: { userId: member.id } } })).toBe(0);
    expect((await agent.get("/api/auth/user")).status).toBe(401);
    expect((await otherDevice.get("/api/auth/user")).status).toBe(401);

    const closed = await Match.findByPk(match.id);
    expect(closed?.status).toBe("closed");
    expect(await SpaceOffer.count({ where: { userId: host.id } })).toBe(1);
    expect((await Message.findByPk(sent.id))?.senderId).toBeNull();
    expect((await Message.findByPk(received.id))?.senderId).toBe(host.id);
    expect(await Notification.count({ where: { userId: host.id, type: "match_update" } })).toBe(1);

    // The host still reads the whole conversation; the former member's message has no sender.
    const { agent: hostAgent } = await signedInAgent(app(), host);
    const conversation = await hostAgent.get(`/api/matches/${match.id}/conversation`);
    expect(conversation.status, JSON.stringify(conversation.body)).toBe(200);
    const bodies = conversation.body.messages as Array<{ content: string; senderId: string | null }>;
    expect(bodies).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ content: "Thanks for the space!", senderId: null }),
        expect.objectContaining({ content: "You are welcome.", senderId: host.id }),
      ]),
    );

    // The email is free again.
    const again = await agentFor(app())
      .post("/api/auth/register")
      .send({ email: member.email, password: "a-new-start-123" });
    expect(again.status).toBe(201);
    expect(again.body.id).not.toBe(member.id);
  });

  it("shows the other party a Former member everywhere: match lists, notifications, notification mails' words", async () => {
    const { member, host, offer, match } = await memberWithHistory();
    await Notification.create({
      userId: host.id,
      type: "new_message",
      facts: { senderName: "Morgan Leaving", preview: "Thanks for the space!" },
      matchId: match.id,
    });
    const { agent: hostAgent } = await signedInAgent(app(), host);
    const before = await hostAgent.get(`/api/matches/user/${host.id}`);
    expect(before.body[0].otherPartyName).toBe("Morgan Leaving");

    const { agent } = await signedInAgent(app(), member);
    expect((await agent.delete("/api/auth/user").send({ password: TEST_PASSWORD })).status).toBe(204);

    const former = YOUR_DATA_TEXTS.formerMember;
    const list = await hostAgent.get(`/api/matches/user/${host.id}`);
    expect(list.body).toEqual([expect.objectContaining({ id: match.id, otherPartyId: null, otherPartyName: former })]);
    const offerMatches = await hostAgent.get(`/api/space-offers/${offer.id}/matches`);
    expect(offerMatches.body).toEqual([expect.objectContaining({ id: match.id, otherPartyName: former })]);
    const notifications = await hostAgent.get("/api/notifications");
    const words = (notifications.body as { title: string; message: string }[]).map((n) => `${n.title} ${n.message}`);
    expect(words).toHaveLength(2);
    expect(words.every((line) => line.includes(former) && !line.includes("Morgan"))).toBe(true);
  });

  it("does not call a member who only removed a listing a former member", async () => {
    const { member, host, request } = await memberWithHistory();
    const { agent } = await signedInAgent(app(), member);
    expect((await agent.delete(`/api/space-requests/${request.id}`)).status).toBe(204);
    const { agent: hostAgent } = await signedInAgent(app(), host);
    const list = await hostAgent.get(`/api/matches/user/${host.id}`);
    expect(list.body).toHaveLength(1);
    expect(list.body[0].otherPartyName).not.toBe(YOUR_DATA_TEXTS.formerMember);
    const notifications = await hostAgent.get("/api/notifications");
    expect(notifications.body[0].message).toContain("Morgan Leaving");
  });

  it("tells an account without a password how to set one first", async () => {
    const member = await createUser({ passwordHash: null, googleId: `google-${crypto.randomUUID()}` });
    await expect(deleteAccount(member, "anything")).rejects.toMatchObject({
      status: 403,
      message: YOUR_DATA_TEXTS.noPassword,
    });
    expect(await User.findByPk(member.id)).not.toBeNull();
  });
});

describe("photos of a deleted account", () => {
  it("leave storage once the deletion commits, and only theirs", async () => {
    const member = await createUser();
    const other = await createUser();
    const theirs = await createStoredObject({ owner: member });
    const kept = await createStoredObject({ owner: other });
    for (const object of [theirs, kept]) {
      await storage.put(object.key, Buffer.from("jpeg bytes"), { contentType: "image/jpeg" });
      await storage.put(`variants/${object.id}/w320.webp`, Buffer.from("webp"), { contentType: "image/webp" });
    }
    const { agent } = await signedInAgent(app(), member);
    expect((await agent.delete("/api/auth/user").send({ password: TEST_PASSWORD })).status).toBe(204);
    expect(await storage.exists(theirs.key)).toBe(false);
    expect(await storage.exists(`variants/${theirs.id}/w320.webp`)).toBe(false);
    expect(await storage.exists(kept.key)).toBe(true);
    expect(await storage.exists(`variants/${kept.id}/w320.webp`)).toBe(true);
  });

  it("are gone before the answer, however slowly the storage deletes", async () => {
    const member = await createUser();
    const photo = await createStoredObject({ owner: member });
    await storage.put(photo.key, Buffer.from("jpeg bytes"), { contentType: "image/jpeg" });
    const slowStorage: typeof storage = Object.assign(Object.create(storage), {
      delete: async (key: string) => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        await storage.delete(key);
      },
    });
    const { agent } = await signedInAgent(createTestApp(db.sequelize, {}, { storage: slowStorage }), member);
    expect((await agent.delete("/api/auth/user").send({ password: TEST_PASSWORD })).status).toBe(204);
    expect(await storage.exists(photo.key)).toBe(false);
  });

  it("stay when the password is wrong", async () => {
    const member = await createUser();
    const photo = await createStoredObject({ owner: member });
    await storage.put(photo.key, Buffer.from("jpeg bytes"), { contentType: "image/jpeg" });
    const { agent } = await signedInAgent(app(), member);
    expect((await agent.delete("/api/auth/user").send({ password: "wrong-password" })).status).toBe(403);
    expect(await storage.exists(photo.key)).toBe(true);
  });
});

describe("feedback stays, unsigned", () => {
  it("keeps a deleted member's feedback for the admins without their id", async () => {
    const member = await createUser();
    const { agent } = await signedInAgent(app(), member);
    await agent.post("/api/feedback").send({ type: "bug", message: "Broken button", page: "/", priority: "high" });
    expect((await agent.delete("/api/auth/user").send({ password: TEST_PASSWORD })).status).toBe(204);
    const kept = await Feedback.findOne({ where: { message: "Broken button" } });
    expect(kept?.userId ?? null).toBeNull();
  });
});
