import { conversation, matchListItem, notification } from "@kindred/contract";
import { describe, expect, it } from "vitest";
import { signedInAgent } from "../test/agent";
import { createMatch, createSpaceOffer, createSpaceRequest, createUser } from "../test/factories";
import { useTestApp } from "../test/routeTest";

const { app } = useTestApp();

const partiesOfNewMatch = async () => {
  const seeker = await signedInAgent(app(), await createUser());
  const host = await signedInAgent(app(), await createUser());
  const match = await createMatch({
    request: await createSpaceRequest({ user: seeker.user }),
    offer: await createSpaceOffer({ user: host.user }),
  });
  return { match, seeker, host };
};

describe("conditional GET of polled reads", () => {
  it("answers an unchanged conversation 304 without a body, and a changed one 200 with a new tag", async () => {
    const { match, seeker, host } = await partiesOfNewMatch();
    const path = `/api/matches/${match.id}/conversation`;
    const first = await seeker.agent.get(path);
    expect(first.status).toBe(200);
    expect(conversation.parse(first.body).id).toBe(match.id);
    const tag = first.headers.etag;
    expect(tag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers["cache-control"]).toBe("private, no-cache");

    const unchanged = await seeker.agent.get(path).set("If-None-Match", tag);
    expect(unchanged.status).toBe(304);
    expect(unchanged.text ?? "").toBe("");

    expect((await host.agent.post(`/api/matches/${match.id}/messages`).send({ content: "Tuesday?" })).status).toBe(201);
    const changed = await seeker.agent.get(path).set("If-None-Match", tag);
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(tag);
    expect(conversation.parse(changed.body).messages.map((message) => message.content)).toEqual(["Tuesday?"]);
  });

  it("tags the match list and the notifications, and a new message changes both", async () => {
    const { match, seeker, host } = await partiesOfNewMatch();
    const listPath = `/api/matches/user/${seeker.user.id}`;
    const list = await seeker.agent.get(listPath);
    expect(list.body.map((item: unknown) => matchListItem.parse(item).id)).toEqual([match.id]);
    const inbox = await seeker.agent.get("/api/notifications");
    expect((await seeker.agent.get(listPath).set("If-None-Match", list.headers.etag)).status).toBe(304);
    expect((await seeker.agent.get("/api/notifications").set("If-None-Match", inbox.headers.etag)).status).toBe(304);

    await host.agent.post(`/api/matches/${match.id}/messages`).send({ content: "Hello" });
    const newList = await seeker.agent.get(listPath).set("If-None-Match", list.headers.etag);
    expect(newList.status).toBe(200);
    expect(matchListItem.parse(newList.body[0]).unreadCount).toBe(1);
    const newInbox = await seeker.agent.get("/api/notifications").set("If-None-Match", inbox.headers.etag);
    expect(newInbox.status).toBe(200);
    expect(newInbox.body.map((item: unknown) => notification.parse(item).type)).toContain("new_message");
  });
});
