import { type MatchListItem, PAGE } from "@kindred/contract";
import { describe, expect, it } from "vitest";
import { Match, Message, SpaceOffer, SpaceRequest, User } from "../../db/models";
import { presentMatchListItem } from "../../presenters/match";
import { listUserMatches } from "../../services/matching/userMatches";
import { signedInAgent } from "../../test/agent";
import {
  createMatch,
  createMessage,
  createSpaceOffer,
  createSpaceRequest,
  createUser,
  TEST_PASSWORD,
} from "../../test/factories";
import { minutesAgo, useTestApp } from "../../test/routeTest";

// The match list answers a kept page while the member's list version holds (matches.ts,
// migration 20261125040000). Each test reads the list first so a page is kept, changes one thing
// the list shows, and expects the next answer to show it, exactly as a page built afresh would.

const { app, db } = useTestApp();

/** A seeker with a request matched to a host's offer, the seeker signed in, and a way to read their list. */
const seekerWithMatch = async () => {
  const seeker = await createUser({ firstName: "Maya", lastName: "Rivera" });
  const host = await createUser({ firstName: "Leah", lastName: "Goldberg", profileImageUrl: "/objects/leah" });
  const request = await createSpaceRequest({ user: seeker, title: "Weekly Grief Circle" });
  const offer = await createSpaceOffer({ user: host, spaceName: "Sunrise Studio" });
  const match = await createMatch({ request, offer, createdAt: minutesAgo(30) });
  const { agent } = await signedInAgent(app(), seeker);
  const hostAgent = (await signedInAgent(app(), host)).agent;
  const list = async (query = ""): Promise<MatchListItem[]> => {
    const response = await agent.get(`/api/matches/user/${seeker.id}${query}`);
    expect(response.status).toBe(200);
    return response.body;
  };
  /** The list as the query builds it, kept by nobody. */
  const fresh = async () =>
    (await listUserMatches({ userId: seeker.id, page: { limit: PAGE.defaultLimit } })).items.map(presentMatchListItem);
  /** Reads the list twice (the second answer kept), runs `change`, and gives the list after it. */
  const afterChange = async (change: () => Promise<unknown>) => {
    await list();
    await list();
    await change();
    const after = await list();
    expect(after).toEqual(await fresh());
    return after;
  };
  return { seeker, host, request, offer, match, agent, hostAgent, list, afterChange };
};

describe("the match list is never older than the data", () => {
  it("answers a kept page while nothing changed, and only then (a change made with triggers off shows late)", async () => {
    const { request, list, afterChange } = await seekerWithMatch();
    await list();
    // Triggers off for this transaction: the version does not move, so the kept page answers.
    await db.sequelize.transaction(async (transaction) => {
      await db.sequelize.query(`SET LOCAL session_replication_role = replica`, { transaction });
      await db.sequelize.query(`UPDATE space_requests SET "title" = 'Changed quietly' WHERE "id" = :id`, {
        replacements: { id: request.id },
        transaction,
      });
    });
    expect((await list())[0].spaceRequestTitle).toBe("Weekly Grief Circle");
    // Any change the triggers see moves the version; the page is built again, with both changes.
    const after = await afterChange(() => createMatch({ request }));
    expect(after.map((item) => item.spaceRequestTitle)).toEqual(["Changed quietly", "Changed quietly"]);
  });

  it("shows the other party's new message (unread, newest activity) and its reading", async () => {
    const { match, seeker, host, hostAgent, agent, list, afterChange } = await seekerWithMatch();
    const newer = await createMatch({ request: await createSpaceRequest({ user: seeker }), createdAt: minutesAgo(5) });
    expect((await list()).map((item) => item.id)).toEqual([newer.id, match.id]);
    const sent = await afterChange(() => hostAgent.post(`/api/matches/${match.id}/messages`).send({ content: "Hi!" }));
    expect(sent[0]).toMatchObject({ id: match.id, unreadCount: 1 });
    expect(sent[0].lastMessageAt).not.toBeNull();
    const read = await afterChange(() => agent.get(`/api/matches/${match.id}/conversation`));
    expect(read[0].unreadCount).toBe(0);
    const second = await afterChange(() => createMessage(match, host));
    expect(second[0].unreadCount).toBe(1);
    const marked = await afterChange(() => Message.update({ isRead: true }, { where: { matchId: match.id } }));
    expect(marked[0].unreadCount).toBe(0);
  });

  it("shows the match's new status, score and a new match", async () => {
    const { match, hostAgent, seeker, afterChange } = await seekerWithMatch();
    const declined = await afterChange(() => hostAgent.patch(`/api/matches/${match.id}`).send({ action: "decline" }));
    expect(declined[0].status).toBe("declined");
    const rescored = await afterChange(() => Match.update({ score: 3 }, { where: { id: match.id } }));
    expect(rescored[0].score).toBe(3);
    const added = await afterChange(async () => createMatch({ request: await createSpaceRequest({ user: seeker }) }));
    expect(added).toHaveLength(2);
  });

  it("shows a renamed request and offer, and the other party's new name and photo", async () => {
    const { request, offer, host, afterChange } = await seekerWithMatch();
    const retitled = await afterChange(() =>
      SpaceRequest.update({ title: "Grief Circle" }, { where: { id: request.id } }),
    );
    expect(retitled[0].spaceRequestTitle).toBe("Grief Circle");
    const renamed = await afterChange(() =>
      SpaceOffer.update({ spaceName: "Dawn Studio" }, { where: { id: offer.id } }),
    );
    expect(renamed[0].spaceOfferName).toBe("Dawn Studio");
    const person = await afterChange(() =>
      User.update({ firstName: "Lea", profileImageUrl: "/objects/lea" }, { where: { id: host.id } }),
    );
    expect(person[0]).toMatchObject({ otherPartyName: "Lea Goldberg", otherPartyProfileUrl: "/objects/lea" });
  });

  it("shows a deleted offer and a deleted other party as gone", async () => {
    const { offer, host, hostAgent, afterChange } = await seekerWithMatch();
    const withoutOffer = await afterChange(() => hostAgent.delete(`/api/space-offers/${offer.id}`));
    expect(withoutOffer[0]?.spaceOfferName ?? null).toBeNull();
    const second = await seekerWithMatch();
    const gone = await second.afterChange(() =>
      second.hostAgent.delete("/api/auth/user").send({ password: TEST_PASSWORD }),
    );
    expect(gone.every((item) => item.otherPartyId !== second.host.id)).toBe(true);
    expect(await User.findByPk(host.id)).not.toBeNull();
  });

  it("keeps pages and page sizes apart, each as fresh as the list", async () => {
    const { request, list, afterChange } = await seekerWithMatch();
    await createMatch({ request, createdAt: minutesAgo(10) });
    const first = await list("?limit=1");
    const whole = await list();
    expect(whole).toHaveLength(2);
    expect(first).toEqual(whole.slice(0, 1));
    await afterChange(() => SpaceRequest.update({ title: "Renamed" }, { where: { id: request.id } }));
    expect((await list("?limit=1"))[0].spaceRequestTitle).toBe("Renamed");
  });

  it("takes concurrent writes touching the same members without a deadlock, and stays exact", async () => {
    // Four members, each a seeker matched with every other as host: every write below moves the
    // versions of two or more members that other writes move at the same time.
    const members = await Promise.all([1, 2, 3, 4].map((n) => createUser({ firstName: `Member${n}` })));
    const agents = await Promise.all(members.map(async (member) => (await signedInAgent(app(), member)).agent));
    const matches: Array<{ match: Match; seeker: number; host: number }> = [];
    for (const [seeker, seekerUser] of members.entries()) {
      const request = await createSpaceRequest({ user: seekerUser });
      for (const [host, hostUser] of members.entries()) {
        if (host === seeker) continue;
        matches.push({
          match: await createMatch({ request, offer: await createSpaceOffer({ user: hostUser }) }),
          seeker,
          host,
        });
      }
    }
    const sends = matches.flatMap(({ match, seeker, host }) =>
      [seeker, host, seeker].map((party) =>
        agents[party].post(`/api/matches/${match.id}/messages`).send({ content: `From ${party}` }),
      ),
    );
    const renames = members.map((member, n) => User.update({ lastName: `Renamed ${n}` }, { where: { id: member.id } }));
    const answers = await Promise.all(sends);
    await Promise.all(renames);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
    for (const [n, member] of members.entries()) {
      const listed = (await agents[n].get(`/api/matches/user/${member.id}`)).body as MatchListItem[];
      const built = (await listUserMatches({ userId: member.id, page: { limit: PAGE.defaultLimit } })).items.map(
        presentMatchListItem,
      );
      expect(listed).toEqual(built);
      expect(listed.every((item) => item.otherPartyName.includes("Renamed"))).toBe(true);
    }
  });
});
