import { blockedMember, SAFETY_MESSAGES, SERVER_MESSAGES } from "@kindred/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { Block, Match, Notification, type User } from "../../db/models";
import { runMatching } from "../../services/matching/runMatching";
import { type Agent, signedInAgent } from "../../test/agent";
import { createMatch, createSpaceOffer, createSpaceRequest, createUser } from "../../test/factories";
import { UNKNOWN_ID, useTestApp } from "../../test/routeTest";

const { app } = useTestApp();

/** A seeker and a host with a match between them, both signed in. */
const pairWithMatch = async (status: "under_review" | "accepted" | "closed" = "under_review") => {
  const seeker = await signedInAgent(app());
  const host = await signedInAgent(app());
  const request = await createSpaceRequest({ user: seeker.user });
  const offer = await createSpaceOffer({ user: host.user });
  const match = await createMatch({ request, offer, status });
  return { seeker, host, request, offer, match };
};

let member: { agent: Agent; user: User };
beforeAll(async () => {
  member = await signedInAgent(app());
});

describe("blocking a member", () => {
  it("lists the blocked member, is idempotent, and unblocking removes them", async () => {
    const { agent } = await signedInAgent(app());
    const other = await createUser({ firstName: "Rowan", lastName: "Ashby" });
    expect((await agent.put(`/api/blocks/${other.id}`)).status).toBe(204);
    expect((await agent.put(`/api/blocks/${other.id}`)).status).toBe(204);
    const listed = await agent.get("/api/blocks");
    expect(listed.status).toBe(200);
    expect(listed.body.map((entry: unknown) => blockedMember.parse(entry).user)).toEqual([
      expect.objectContaining({ id: other.id, name: "Rowan Ashby" }),
    ]);
    expect((await agent.delete(`/api/blocks/${other.id}`)).status).toBe(204);
    expect((await agent.get("/api/blocks")).body).toEqual([]);
    expect((await agent.delete(`/api/blocks/${other.id}`)).status).toBe(204);
  });

  it("refuses to block yourself (400) and an unknown member (404)", async () => {
    const self = await member.agent.put(`/api/blocks/${member.user.id}`);
    expect(self.status).toBe(400);
    expect(self.body.message).toBe(SAFETY_MESSAGES.cannotBlockYourself);
    const unknown = await member.agent.put(`/api/blocks/${UNKNOWN_ID}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(SAFETY_MESSAGES.memberNotFound);
    expect((await member.agent.put("/api/blocks/not-a-uuid")).status).toBe(404);
  });

  it("closes the matches between the two, without telling the blocked member", async () => {
    const { seeker, host, request, match } = await pairWithMatch("accepted");
    const unrelated = await createMatch({ request });
    expect((await host.agent.put(`/api/blocks/${seeker.user.id}`)).status).toBe(204);
    expect((await match.reload()).status).toBe("closed");
    expect((await unrelated.reload()).status).toBe("under_review");
    expect((await request.reload()).status).toBe("matched");
    expect(await Notification.count({ where: { userId: seeker.user.id } })).toBe(0);
  });

  it("stops messages either way with 403, which wins over a closed match's 409", async () => {
    const { seeker, host, match } = await pairWithMatch();
    await seeker.agent.put(`/api/blocks/${host.user.id}`);
    for (const party of [seeker, host]) {
      const sent = await party.agent.post(`/api/matches/${match.id}/messages`).send({ content: "Hello?" });
      expect(sent.status).toBe(403);
      expect(sent.body.message).toBe(SAFETY_MESSAGES.cannotMessage);
    }
    await seeker.agent.delete(`/api/blocks/${host.user.id}`);
    const afterUnblock = await host.agent.post(`/api/matches/${match.id}/messages`).send({ content: "Hello?" });
    expect(afterUnblock.status).toBe(409);
    expect(afterUnblock.body.message).toBe(SERVER_MESSAGES.matchNotOpen);
  });

  it("keeps new matches from forming between the two, and lets them form after unblocking", async () => {
    const seeker = await signedInAgent(app());
    const host = await createUser();
    const offer = await createSpaceOffer({ user: host });
    await seeker.agent.put(`/api/blocks/${host.id}`);
    const request = await createSpaceRequest({ user: seeker.user });
    await runMatching("request", request.id);
    expect(await Match.count({ where: { spaceRequestId: request.id, spaceOfferId: offer.id } })).toBe(0);
    await seeker.agent.delete(`/api/blocks/${host.id}`);
    await runMatching("request", request.id);
    expect(await Match.count({ where: { spaceRequestId: request.id, spaceOfferId: offer.id } })).toBe(1);
  });

  it("hides the blocked member and their listings from the blocker's search, not from others'", async () => {
    const searcher = await signedInAgent(app());
    const blocked = await createUser({ firstName: "Quillon", lastName: "Vantreese" });
    await createSpaceOffer({ user: blocked, spaceName: "Vantreese Loft" });
    await createSpaceRequest({ user: blocked, title: "Vantreese reading circle" });
    const before = await searcher.agent.get("/api/search").query({ q: "vantreese" });
    expect(before.body.users).toHaveLength(1);
    await searcher.agent.put(`/api/blocks/${blocked.id}`);
    const after = await searcher.agent.get("/api/search").query({ q: "vantreese" });
    expect(after.body).toEqual({ spaceRequests: [], spaceOffers: [], users: [] });
    const others = await member.agent.get("/api/search").query({ q: "vantreese" });
    expect(others.body.users.map((user: { id: string }) => user.id)).toEqual([blocked.id]);
    expect(others.body.spaceOffers).toHaveLength(1);
  });

  it("hides the blocked host's spaces from the blocker's favorites until unblocked", async () => {
    const { agent } = await signedInAgent(app());
    const host = await createUser();
    const offer = await createSpaceOffer({ user: host });
    const kept = await createSpaceOffer();
    await agent.put(`/api/favorites/${offer.id}`);
    await agent.put(`/api/favorites/${kept.id}`);
    await agent.put(`/api/blocks/${host.id}`);
    const ids = async () => (await agent.get("/api/favorites")).body.map((item: { id: string }) => item.id);
    expect(await ids()).toEqual([kept.id]);
    await agent.delete(`/api/blocks/${host.id}`);
    expect((await ids()).sort()).toEqual([offer.id, kept.id].sort());
  });

  it("keeps each member's blocks to themselves", async () => {
    const { agent, user } = await signedInAgent(app());
    const other = await createUser();
    await agent.put(`/api/blocks/${other.id}`);
    expect(await Block.count({ where: { blockerId: user.id } })).toBe(1);
    const theirs = await member.agent.get("/api/blocks");
    expect(theirs.body.map((entry: { user: { id: string } }) => entry.user.id)).not.toContain(other.id);
  });
});
