import { randomUUID } from "node:crypto";
import {
  conversation,
  FIELD_MAX,
  matchListItem,
  match as matchShape,
  message as messageShape,
  PAGE,
  SERVER_MESSAGES,
  unreadMessageCount,
  VALIDATION_MESSAGES as V,
} from "@kindred/contract";
import { describe, expect, it } from "vitest";
import { fieldsOf, MATCH_FIELDS } from "../../db/fieldTables";
import { Match, Message, Notification, SpaceRequest, type User } from "../../db/models";
import { presentMessage } from "../../presenters/conversation";
import { presentNotification } from "../../presenters/notification";
import { signedInAgent } from "../../test/agent";
import { tableColumns } from "../../test/database";
import {
  createAdmin,
  createMatch,
  createMessage,
  createSpaceOffer,
  createSpaceRequest,
  createUser,
} from "../../test/factories";
import { useTestApp } from "../../test/routeTest";

const { app, visitor, db } = useTestApp();

/** A match between two fresh members, both signed in. */
const matchWithParties = async (fields: Partial<Parameters<typeof createMatch>[0]> = {}) => {
  const seeker = await createUser({ firstName: "Maya", lastName: "Rivera" });
  const host = await createUser({ firstName: "Leah", lastName: "Goldberg" });
  const request = await createSpaceRequest({ user: seeker, title: "Weekly Grief Circle" });
  const offer = await createSpaceOffer({ user: host, spaceName: "Sunrise Studio" });
  const match = await createMatch({ request, offer, ...fields });
  return {
    match,
    request,
    offer,
    seeker: await signedInAgent(app(), seeker),
    host: await signedInAgent(app(), host),
  };
};

/** The member's notifications as they read them. */
const notificationsOf = async (user: User, type?: string) =>
  (
    await Notification.findAll({ where: { userId: user.id, ...(type ? { type } : {}) }, order: [["createdAt", "ASC"]] })
  ).map(presentNotification);

describe("PATCH /api/matches/:id", () => {
  it("is accepted once both parties accepted; each step tells the other party", async () => {
    const { match, request, seeker, host } = await matchWithParties();
    const first = await seeker.agent.patch(`/api/matches/${match.id}`).send({ action: "accept" });
    expect(first.status).toBe(200);
    expect(matchShape.parse(first.body)).toMatchObject({ status: "under_review", acceptedBy: [seeker.user.id] });
    expect((await notificationsOf(host.user, "match_update")).map((n) => n.message)).toEqual([
      'Maya Rivera accepted the match for "Weekly Grief Circle". Accept too to confirm it.',
    ]);
    expect((await notificationsOf(seeker.user, "match_update")).length).toBe(0);

    const again = await seeker.agent.patch(`/api/matches/${match.id}`).send({ action: "accept" });
    expect(again.body.acceptedBy).toEqual([seeker.user.id]);
    expect((await notificationsOf(host.user, "match_update")).length).toBe(1);

    const second = await host.agent.patch(`/api/matches/${match.id}`).send({ action: "accept" });
    expect(second.body).toMatchObject({ status: "accepted", acceptedBy: [seeker.user.id, host.user.id] });
    expect((await notificationsOf(seeker.user, "match_update")).length).toBe(1);
    expect((await request.reload()).status).toBe("accepted");

    const done = await host.agent.patch(`/api/matches/${match.id}`).send({ action: "complete" });
    expect(done.body.status).toBe("completed");
    expect((await request.reload()).status).toBe("completed");
  });

  it("completes only an accepted match (409 otherwise) and declines from under review", async () => {
    const { match, request, seeker, host } = await matchWithParties();
    await request.update({ status: "matched" });
    const early = await seeker.agent.patch(`/api/matches/${match.id}`).send({ action: "complete" });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(SERVER_MESSAGES.matchActionNotAllowed("complete", "under_review"));
    const declined = await host.agent.patch(`/api/matches/${match.id}`).send({ action: "decline" });
    expect(declined.body.status).toBe("declined");
    expect((await request.reload()).status).toBe("pending");
    expect((await seeker.agent.patch(`/api/matches/${match.id}`).send({ action: "accept" })).status).toBe(409);
    expect((await notificationsOf(seeker.user, "match_update"))[0]?.message).toContain("declined");
  });

  it("refuses unknown actions with the field message and unknown matches with 404", async () => {
    const { match, seeker } = await matchWithParties();
    const bad = await seeker.agent.patch(`/api/matches/${match.id}`).send({ action: "maybe" });
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].path).toBe("action");
    const absent = "7b0f8f0e-55d3-4a8e-9a43-3f1c3f0a9c11";
    expect((await seeker.agent.patch(`/api/matches/${absent}`).send({ action: "accept" })).status).toBe(404);
    expect((await seeker.agent.patch("/api/matches/not-a-uuid").send({ action: "accept" })).status).toBe(404);
  });
});

describe("GET /api/matches/user/:userId", () => {
  it("lists the member's matches on both sides, latest activity first, in the list shape", async () => {
    const member = await createUser();
    const { agent } = await signedInAgent(app(), member);
    const ownRequest = await createSpaceRequest({ user: member, title: "My request" });
    const ownOffer = await createSpaceOffer({ user: member, spaceName: "My space" });
    const otherHost = await createUser({ firstName: "Ada", lastName: "Host", profileImageUrl: "/objects/ada" });
    const older = await createMatch({
      request: ownRequest,
      offer: await createSpaceOffer({ user: otherHost }),
      createdAt: new Date(Date.now() - 3_600_000),
    });
    const asHost = await createMatch({ offer: ownOffer, createdAt: new Date(Date.now() - 60_000) });
    await createMatch(); // someone else's
    await createMessage(older, otherHost);
    await createMessage(older, otherHost);
    await createMessage(older, member);

    const response = await agent.get(`/api/matches/user/${member.id}`);
    expect(response.status).toBe(200);
    const items = response.body.map((item: unknown) => matchListItem.parse(item));
    expect(items.map((item: { id: string }) => item.id)).toEqual([older.id, asHost.id]);
    expect(items[0]).toMatchObject({
      spaceRequestTitle: "My request",
      otherPartyName: "Ada Host",
      otherPartyProfileUrl: "/objects/ada",
      unreadCount: 2,
      score: 7,
    });
    expect(items[0].lastMessageAt).not.toBeNull();
    expect(items[1]).toMatchObject({ spaceOfferName: "My space", lastMessageAt: null, unreadCount: 0 });

    const first = await agent.get(`/api/matches/user/${member.id}?limit=1`);
    expect(first.body).toHaveLength(1);
    const cursor = first.headers[PAGE.nextCursorHeader.toLowerCase()];
    const second = await agent.get(`/api/matches/user/${member.id}?limit=1&cursor=${cursor}`);
    expect(second.body.map((item: { id: string }) => item.id)).toEqual([asHost.id]);
    expect(second.headers[PAGE.nextCursorHeader.toLowerCase()]).toBeUndefined();
  });

  it("words the capacity fit for the party reading it, in the list, the conversation and the lifecycle answer", async () => {
    const { match, seeker, host } = await matchWithParties();
    const seekerRoom = "Room for 20 (you need 12)";
    const hostRoom = "Room for 12 of your 20";
    const listed = async (party: typeof seeker) =>
      (await party.agent.get(`/api/matches/user/${party.user.id}`)).body[0].reasons;
    expect(await listed(seeker)).toContain(seekerRoom);
    expect(await listed(host)).toEqual(expect.arrayContaining([hostRoom]));
    expect(await listed(host)).not.toContain(seekerRoom);
    const conversationOf = async (party: typeof seeker) =>
      conversation.parse((await party.agent.get(`/api/matches/${match.id}/conversation`)).body).reasons;
    expect(await conversationOf(seeker)).toContain(seekerRoom);
    expect(await conversationOf(host)).toContain(hostRoom);
    const accepted = await host.agent.patch(`/api/matches/${match.id}`).send({ action: "accept" });
    expect(matchShape.parse(accepted.body).reasons).toContain(hostRoom);
  });

  it("is for the member themself only", async () => {
    const { agent } = await signedInAgent(app());
    const someone = await createUser();
    expect((await agent.get(`/api/matches/user/${someone.id}`)).status).toBe(403);
    const admin = await signedInAgent(app(), await createAdmin());
    expect((await admin.agent.get(`/api/matches/user/${someone.id}`)).status).toBe(403);
    expect((await visitor().get(`/api/matches/user/${someone.id}`)).status).toBe(401);
  });
});

describe("the match reads' shapes", () => {
  it("read every column of matches or say why not (a new column fails here)", async () => {
    expect(await tableColumns("matches")).toEqual(fieldsOf(MATCH_FIELDS).sort());
  });

  it("answer the list and the conversation with the contract's keys in its order, as they always did", async () => {
    const { match, seeker, host } = await matchWithParties();
    await host.agent.post(`/api/matches/${match.id}/messages`).send({ content: "Welcome!" });
    const keysOf = (value: object) => Object.keys(value);
    const listed = await seeker.agent.get(`/api/matches/user/${seeker.user.id}`);
    expect(keysOf(listed.body[0])).toEqual(keysOf(matchListItem.shape));
    const { body } = await seeker.agent.get(`/api/matches/${match.id}/conversation`);
    expect(keysOf(body)).toEqual(keysOf(conversation.shape));
    expect(keysOf(body.spaceRequest)).toEqual(keysOf(conversation.shape.spaceRequest.unwrap().shape));
    expect(keysOf(body.spaceOffer)).toEqual(keysOf(conversation.shape.spaceOffer.unwrap().shape));
    expect(keysOf(body.spaceOffer.user)).toEqual(["id", "firstName", "lastName", "profileImageUrl", "name"]);
    // A message's `removed` (computed) comes after its stored fields.
    expect(keysOf(body.messages[0])).toEqual([
      "id",
      "matchId",
      "senderId",
      "content",
      "isRead",
      "createdAt",
      "removed",
    ]);
  });
});

describe("conversation and messages", () => {
  it("shows the conversation to a party, ignores ?userId and marks the other side's messages read", async () => {
    const { match, seeker, host } = await matchWithParties();
    await host.agent.post(`/api/matches/${match.id}/messages`).send({ content: "Welcome!" });
    await host.agent.post(`/api/matches/${match.id}/messages`).send({ content: "When do you need it?" });
    await seeker.agent.post(`/api/matches/${match.id}/messages`).send({ content: "Tuesdays" });
    expect(await notificationsOf(seeker.user, "new_message")).toHaveLength(1);

    const response = await seeker.agent.get(`/api/matches/${match.id}/conversation?userId=${host.user.id}`);
    expect(response.status).toBe(200);
    const body = conversation.parse(response.body);
    expect(body.messages.map((m) => m.content)).toEqual(["Welcome!", "When do you need it?", "Tuesdays"]);
    expect(body.spaceRequest?.user.name).toBe("Maya Rivera");
    expect(body.spaceOffer?.spaceName).toBe("Sunrise Studio");
    expect(JSON.stringify(body)).not.toContain("contactEmail");
    const read = await Message.findAll({ where: { matchId: match.id } });
    expect(read.filter((m) => m.senderId === host.user.id).every((m) => m.isRead)).toBe(true);
    expect(read.find((m) => m.senderId === seeker.user.id)?.isRead).toBe(false);
    expect((await notificationsOf(seeker.user, "new_message")).every((n) => n.isRead)).toBe(true);
  });

  it("writes the page's messages as the presenter shows them, byte for byte as JSON.stringify writes them", async () => {
    const { match, seeker, host } = await matchWithParties();
    const contents = [
      'Quotes " and \\ backslash',
      "Lines\nand\ttabs\r\n",
      "Control \u0001\u001f and DEL \u007f",
      "Emoji 🌻, accents é, separators \u2028\u2029, </script>",
      "Plain",
    ];
    for (const [i, content] of contents.entries())
      await createMessage(match, i % 2 ? host.user : seeker.user, { content });
    await createMessage(match, host.user, { content: "Removed", removedAt: new Date() });
    await createMessage(match, seeker.user, { content: "From a former member", senderId: null });

    const response = await seeker.agent.get(`/api/matches/${match.id}/conversation`);
    expect(response.status).toBe(200);
    expect(response.text).toBe(JSON.stringify(JSON.parse(response.text)));
    const stored = await Message.findAll({
      where: { matchId: match.id },
      order: [
        ["createdAt", "ASC"],
        ["id", "ASC"],
      ],
    });
    expect(conversation.parse(response.body).messages).toEqual(stored.map(presentMessage));
    // Made in one millisecond they may share a time; the page is in the stored (time, id) order above.
    const shown = response.body.messages.map((m: { content: string }) => m.content);
    expect(shown.sort()).toEqual([...contents, "", "From a former member"].sort());
  });

  it("finds the other side's unread message wherever its sender's id sorts, and writes nothing when only the reader's own are unread", async () => {
    // Ids that sort before and after the reader's: each of the unread test's probes finds its own.
    const idFrom = (head: string) => `${head}${randomUUID().slice(head.length)}`;
    const reader = await createUser({ id: idFrom("80000000-0000-4000-8000-") });
    const { agent: readerAgent } = await signedInAgent(app(), reader);
    const others = [
      await createUser({ id: idFrom("00000000-0000-4000-8000-") }),
      await createUser({ id: idFrom("ffffffff-ffff-4fff-bfff-") }),
      null,
    ];
    const queries: string[] = [];
    const hook = "conversationWrites";
    db.sequelize.addHook("afterQuery", hook, (_options, query) => {
      queries.push((query as unknown as { sql?: string }).sql ?? "");
    });
    try {
      for (const other of others) {
        const match = await createMatch({
          request: await createSpaceRequest({ user: reader }),
          offer: await createSpaceOffer({ user: other ?? (await createUser()) }),
        });
        const own = [await createMessage(match, reader), await createMessage(match, reader)];
        queries.length = 0;
        expect((await readerAgent.get(`/api/matches/${match.id}/conversation`)).status).toBe(200);
        expect(queries.filter((sql) => /\b(UPDATE|INSERT|DELETE|START TRANSACTION|BEGIN)\b/i.test(sql))).toEqual([]);

        // A former member's message has no sender.
        const theirs = await createMessage(match, reader, { senderId: other?.id ?? null });
        const response = await readerAgent.get(`/api/matches/${match.id}/conversation`);
        expect(response.status).toBe(200);
        const ids = (messages: { id: string }[]) => messages.map((message) => message.id).sort();
        expect(ids(response.body.messages)).toEqual(ids([...own, theirs]));
        await theirs.reload();
        expect(theirs.isRead).toBe(true);
        for (const message of own) expect((await message.reload()).isRead).toBe(false);
      }
    } finally {
      db.sequelize.removeHook("afterQuery", hook);
    }
  });

  it("counts a member's unread messages over both sides of their matches, never their own, until read", async () => {
    const { match, seeker, host } = await matchWithParties();
    // The seeker also hosts: a second match where they are on the offer's side.
    const second = await createMatch({
      request: await createSpaceRequest(),
      offer: await createSpaceOffer({ user: seeker.user }),
    });
    const count = async (agent: typeof seeker.agent) => {
      const response = await agent.get("/api/matches/unread-count");
      expect(response.status).toBe(200);
      return unreadMessageCount.parse(response.body).count;
    };
    expect(await count(seeker.agent)).toBe(0);
    await createMessage(match, host.user);
    await createMessage(match, host.user);
    await createMessage(match, seeker.user);
    const otherSeeker = await SpaceRequest.findByPk(second.spaceRequestId ?? "");
    await createMessage(second, { id: otherSeeker?.userId } as User);
    expect(await count(seeker.agent)).toBe(3);
    expect(await count(host.agent)).toBe(1);
    await seeker.agent.get(`/api/matches/${match.id}/conversation`);
    expect(await count(seeker.agent)).toBe(1);
    const stranger = await signedInAgent(app());
    expect(await count(stranger.agent)).toBe(0);
  });

  it("pages messages: the latest page oldest first, older pages by cursor", async () => {
    const { match, seeker, host } = await matchWithParties();
    for (let i = 0; i < 5; i++) {
      await createMessage(match, host.user, { content: `m${i}`, createdAt: new Date(Date.now() - (5 - i) * 1000) });
    }
    const latest = await seeker.agent.get(`/api/matches/${match.id}/conversation?limit=2`);
    expect(latest.body.messages.map((m: { content: string }) => m.content)).toEqual(["m3", "m4"]);
    const cursor = latest.headers[PAGE.nextCursorHeader.toLowerCase()];
    const older = await seeker.agent.get(`/api/matches/${match.id}/conversation?limit=2&cursor=${cursor}`);
    expect(older.body.messages.map((m: { content: string }) => m.content)).toEqual(["m1", "m2"]);
  });

  it("sends as the signed-in party, trimmed; one unread new_message per match, updated by later messages", async () => {
    const { match, seeker, host } = await matchWithParties();
    const response = await seeker.agent
      .post(`/api/matches/${match.id}/messages`)
      .send({ content: "  Hello there  ", senderId: host.user.id, matchId: "x" });
    expect(response.status).toBe(201);
    expect(messageShape.parse(response.body)).toMatchObject({
      content: "Hello there",
      senderId: seeker.user.id,
      matchId: match.id,
      isRead: false,
    });
    await seeker.agent.post(`/api/matches/${match.id}/messages`).send({ content: "Second" });
    const unread = await notificationsOf(host.user, "new_message");
    expect(unread).toHaveLength(1);
    expect(unread[0]).toMatchObject({ title: "New message from Maya Rivera", message: "Second", matchId: match.id });

    await host.agent.get(`/api/matches/${match.id}/conversation`);
    await seeker.agent.post(`/api/matches/${match.id}/messages`).send({ content: "Third" });
    expect(await notificationsOf(host.user, "new_message")).toHaveLength(2);
  });

  it("keeps a burst of concurrent messages to one unread notification", async () => {
    const { match, seeker, host } = await matchWithParties();
    const sends = await Promise.all(
      [1, 2, 3, 4].map((i) => seeker.agent.post(`/api/matches/${match.id}/messages`).send({ content: `burst ${i}` })),
    );
    expect(sends.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(await notificationsOf(host.user, "new_message")).toHaveLength(1);
  });

  it.each([
    ["61 emoji", "😀".repeat(61)],
    ["'🎉 Thanks! ' 13 times", "🎉 Thanks! ".repeat(13)],
    ["200 family emoji", "👩‍👩‍👧".repeat(200)],
  ])("sends %s and quotes whole characters of it in the notification", async (_, content) => {
    const { match, seeker, host } = await matchWithParties();
    const response = await seeker.agent.post(`/api/matches/${match.id}/messages`).send({ content });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const [notification] = await notificationsOf(host.user, "new_message");
    expect(content.startsWith(notification?.message.replace(/…$/, "") ?? "-")).toBe(true);
  });

  it.each([
    ["NUL", "hello\u0000world"],
    ["half an emoji", "thanks 🎉".slice(0, -1)],
  ])("refuses a message holding %s with the field message, writing nothing", async (_, content) => {
    const { match, seeker } = await matchWithParties();
    const response = await seeker.agent.post(`/api/matches/${match.id}/messages`).send({ content });
    expect(response.status).toBe(400);
    expect(response.body.issues).toEqual([{ path: "content", message: V.unstorableText }]);
    expect(await Message.count({ where: { matchId: match.id } })).toBe(0);
  });

  it("validates content and refuses declined or closed matches with 409", async () => {
    const { match, seeker } = await matchWithParties();
    const blank = await seeker.agent.post(`/api/matches/${match.id}/messages`).send({ content: "   " });
    expect(blank.status).toBe(400);
    expect(blank.body.issues).toEqual([{ path: "content", message: V.messageRequired }]);
    const long = await seeker.agent
      .post(`/api/matches/${match.id}/messages`)
      .send({ content: "x".repeat(FIELD_MAX.message + 1) });
    expect(long.status).toBe(400);
    for (const status of ["declined", "closed"] as const) {
      await Match.update({ status }, { where: { id: match.id } });
      const refused = await seeker.agent.post(`/api/matches/${match.id}/messages`).send({ content: "Hi" });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(SERVER_MESSAGES.matchNotOpen);
    }
  });

  it("shows a closed match whose listing was deleted to the remaining party", async () => {
    const { match, request, offer, seeker, host } = await matchWithParties();
    await createMessage(match, host.user);
    expect((await host.agent.delete(`/api/space-offers/${offer.id}`)).status).toBe(204);
    const seen = await seeker.agent.get(`/api/matches/${match.id}/conversation`);
    expect(seen.status).toBe(200);
    expect(conversation.parse(seen.body)).toMatchObject({ status: "closed", spaceOffer: null });
    expect(seen.body.messages).toHaveLength(1);
    const update = await notificationsOf(seeker.user, "match_update");
    expect(update.map((n) => n.message)).toEqual([
      "Leah Goldberg removed their listing, so the match for Sunrise Studio is closed.",
    ]);
    expect((await SpaceRequest.findByPk(request.id))?.status).toBe("pending");
  });
});

describe("listing writes run matching", () => {
  const requestBody = {
    title: "Clay nights",
    description: "Evening pottery for neighbours.",
    spaceType: "studio",
    location: "rino",
    participants: 8,
    values: ["cultural-preservation", "creative-studio", "intergenerational"],
    contactName: "Test",
    contactEmail: "test@example.org",
  };
  const offerBody = {
    spaceName: "Kiln House",
    description: "A studio with a kiln.",
    spaceType: "studio",
    address: "2 Test Street",
    capacity: 10,
    availability: ["weekday-evening"],
    supportedCauses: ["cultural-preservation", "creative-studio"],
    contactName: "Test",
    contactEmail: "test@example.org",
  };

  it("matches a new request and a new offer posted at the same moment exactly once", async () => {
    const seeker = await signedInAgent(app());
    const host = await signedInAgent(app());
    const [request, offer] = await Promise.all([
      seeker.agent.post("/api/space-requests").send(requestBody),
      host.agent.post("/api/space-offers").send(offerBody),
    ]);
    expect([request.status, offer.status]).toEqual([201, 201]);
    const matches = await Match.findAll({ where: { spaceRequestId: request.body.id, spaceOfferId: offer.body.id } });
    expect(matches).toHaveLength(1);
    expect(matches[0]?.score).toBe(3 + 2 + 2);
    expect(await Notification.count({ where: { matchId: matches[0]?.id, type: "new_match" } })).toBe(2);
    const list = await seeker.agent.get(`/api/matches/user/${seeker.user.id}`);
    expect(list.body.map((m: { id: string }) => m.id)).toContain(matches[0]?.id);
  });

  it("matches an offer again when it is resumed, and a changed request", async () => {
    const seeker = await signedInAgent(app());
    const host = await signedInAgent(app());
    const offer = await host.agent
      .post("/api/space-offers")
      .send({ ...offerBody, supportedCauses: ["youth-development"] });
    await host.agent.put(`/api/space-offers/${offer.body.id}`).send({ isActive: false });
    const request = await seeker.agent
      .post("/api/space-requests")
      .send({ ...requestBody, values: ["youth-development", "performance"] });
    expect(await Match.count({ where: { spaceRequestId: request.body.id } })).toBe(0);
    await host.agent.put(`/api/space-offers/${offer.body.id}`).send({ isActive: true });
    expect(await Match.count({ where: { spaceRequestId: request.body.id, spaceOfferId: offer.body.id } })).toBe(1);

    const other = await host.agent
      .post("/api/space-offers")
      .send({ ...offerBody, supportedCauses: ["social-justice", "mentorship"] });
    await seeker.agent.put(`/api/space-requests/${request.body.id}`).send({ values: ["social-justice", "mentorship"] });
    expect(await Match.count({ where: { spaceRequestId: request.body.id, spaceOfferId: other.body.id } })).toBe(1);
  });
});
