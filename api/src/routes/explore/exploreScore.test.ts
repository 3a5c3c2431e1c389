import {
  COMMUNITY_INVESTMENTS,
  EXPLORE_TEXTS,
  IMPACTS,
  MISSIONS,
  PAGE,
  PROJECT_TYPES,
  SERVER_MESSAGES,
} from "@kindred/contract";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SpaceOffer, SpaceRequest, User } from "../../db/models";
import { scorePair } from "../../services/matching/scoring";
import { type Agent, signedInAgent } from "../../test/agent";
import { createAdmin, createSpaceOffer, createSpaceRequest, createUser } from "../../test/factories";
import { minutesAgo, UNKNOWN_ID, useTestApp } from "../../test/routeTest";

const { db, app, visitor } = useTestApp();

let owner: { agent: Agent; user: User };
let other: { agent: Agent; user: User };
let admin: { agent: Agent; user: User };
beforeAll(async () => {
  owner = await signedInAgent(app());
  other = await signedInAgent(app());
  admin = await signedInAgent(app(), await createAdmin());
});

beforeEach(async () => {
  await db.sequelize.query("TRUNCATE matches, blocks, space_offers, space_requests CASCADE");
});

/** Every page of a call, following X-Next-Cursor, as the explore page's Load more does. */
const allPages = async (agent: Agent, path: string) => {
  const items: { id: string; matchScore?: number }[] = [];
  let cursor: string | undefined;
  do {
    const response = await agent.get(`${path}&limit=2${cursor ? `&cursor=${cursor}` : ""}`);
    expect(response.status).toBe(200);
    items.push(...response.body);
    cursor = response.headers[PAGE.nextCursorHeader.toLowerCase()];
  } while (cursor);
  return items;
};

const OFFER_CAUSES = [
  ["creative-arts", "community-building", "workshop", "sliding-scale"],
  ["creative-arts", "workshop"],
  ["community-building"],
  ["youth-development", "mentorship"],
  ["creative-arts", "community-building", "workshop", "performance"],
];

describe("sort=score", () => {
  it("orders offers by the matching rule's score against the member's request, across pages", async () => {
    const request = await createSpaceRequest({
      user: owner.user,
      spaceType: "workshop",
      participants: 5,
      values: ["creative-arts", "community-building", "workshop", "performance", "skill-building"],
    });
    const offers: SpaceOffer[] = [];
    for (const [i, supportedCauses] of OFFER_CAUSES.entries()) {
      offers.push(
        await createSpaceOffer({
          supportedCauses,
          spaceType: i % 2 === 0 ? "workshop" : "other",
          isSponsored: i === 3,
          createdAt: minutesAgo(i),
        }),
      );
    }
    const expected = offers
      .map((offer) => ({ id: offer.id, matchScore: scorePair(request, offer).score, at: offer.createdAt.getTime() }))
      .sort((a, b) => b.matchScore - a.matchScore || b.at - a.at)
      .map(({ id, matchScore }) => ({ id, matchScore }));
    const listed = await allPages(owner.agent, `/api/explore/offers?sort=score&against=${request.id}`);
    expect(listed.map(({ id, matchScore }) => ({ id, matchScore }))).toEqual(expected);
    expect(new Set(expected.map((item) => item.matchScore)).size).toBeGreaterThan(2);
  });

  it("orders requests by score against the member's offer, filters still applying", async () => {
    const offer = await createSpaceOffer({
      user: owner.user,
      spaceType: "studio",
      capacity: 50,
      supportedCauses: ["creative-arts", "community-building", "workshop"],
      isSponsored: true,
    });
    const requests: SpaceRequest[] = [];
    for (const [i, values] of [
      ["creative-arts", "workshop"],
      ["creative-arts", "community-building", "workshop"],
      ["community-building", "performance"],
    ].entries()) {
      requests.push(await createSpaceRequest({ values, spaceType: "studio", createdAt: minutesAgo(i) }));
    }
    await createSpaceRequest({ values: ["creative-arts"], spaceType: "gallery" });
    const listed = await allPages(owner.agent, `/api/explore/requests?sort=score&against=${offer.id}&spaceType=studio`);
    expect(listed.map((item) => [item.id, item.matchScore])).toEqual(
      [requests[1], requests[0], requests[2]].map((request) => [
        request?.id,
        request && scorePair(request, offer).score,
      ]),
    );
  });

  it("refuses a cursor it did not hand out for that sort", async () => {
    const request = await createSpaceRequest({ user: owner.user });
    await Promise.all([1, 2, 3].map(() => createSpaceOffer()));
    const newest = await owner.agent.get("/api/explore/offers?limit=1");
    const newestCursor = newest.headers[PAGE.nextCursorHeader.toLowerCase()];
    expect(newestCursor).toBeTruthy();
    for (const path of [
      `/api/explore/offers?sort=score&against=${request.id}&cursor=${newestCursor}`,
      "/api/explore/offers?cursor=not-a-cursor",
    ]) {
      const response = await owner.agent.get(path);
      expect(response.status, path).toBe(400);
      expect(response.body.issues, path).toEqual([{ path: "cursor", message: SERVER_MESSAGES.invalidCursor }]);
    }
  });

  it("answers 404 when the listing to sort against is not of the other kind", async () => {
    const offer = await createSpaceOffer({ user: owner.user });
    for (const against of [UNKNOWN_ID, offer.id]) {
      const response = await owner.agent.get(`/api/explore/offers?sort=score&against=${against}`);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe(EXPLORE_TEXTS.listingNotFound);
    }
  });
});

/** A fixed stream of numbers in [0, 1): the generated listings are the same on every run. */
const seededRandom = (seed: number) => () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};

/** `count` distinct ids of `list`, drawn by `random`. */
const draw = (random: () => number, list: readonly string[], count: number) =>
  [...list].sort(() => random() - 0.5).slice(0, count);

/**
 * Pages through `path` (a score sort) and checks it lists `listings` best `scoreOf` first, then
 * newest, then the higher id, each with that score. Answers the scores, best first.
 */
const expectByScore = async <L extends { id: string; createdAt: Date }>(
  path: string,
  listings: readonly L[],
  scoreOf: (listing: L) => number,
) => {
  const expected = listings
    .map((listing) => ({ id: listing.id, matchScore: scoreOf(listing), at: listing.createdAt.getTime() }))
    .sort((a, b) => b.matchScore - a.matchScore || b.at - a.at || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
    .map(({ id, matchScore }) => ({ id, matchScore }));
  const listed = await allPages(owner.agent, path);
  expect(
    listed.map(({ id, matchScore }) => ({ id, matchScore })),
    path,
  ).toEqual(expected);
  return expected.map((item) => item.matchScore);
};

describe("sort=score on generated listings", () => {
  it("orders offers by scorePair, ties newest then by id, across pages", async () => {
    const random = seededRandom(7);
    const request = await createSpaceRequest({
      user: owner.user,
      spaceType: "workshop",
      values: [...draw(random, MISSIONS, 3), ...draw(random, PROJECT_TYPES, 3), ...draw(random, IMPACTS, 3)],
    });
    const host = await createUser();
    const offers: SpaceOffer[] = [];
    const now = Date.now();
    for (let i = 0; i < 30; i++) {
      offers.push(
        await createSpaceOffer({
          user: host,
          // Impacts too, though offers do not list them, so the "other" kind is scored as well.
          supportedCauses: [
            ...draw(random, MISSIONS, 1 + Math.floor(random() * 3)),
            ...draw(random, PROJECT_TYPES, Math.floor(random() * 3)),
            ...draw(random, COMMUNITY_INVESTMENTS, Math.floor(random() * 2)),
            ...draw(random, IMPACTS, Math.floor(random() * 2)),
          ],
          // Types that fit the request's: scorePair answers 0 for a pair that cannot match at all.
          spaceType: random() < 0.5 ? "workshop" : "other",
          isSponsored: random() < 0.25,
          // Five listings a minute, at the same instant: equal times are ordered by id.
          createdAt: new Date(now - (i % 6) * 60_000),
        }),
      );
    }
    const scores = await expectByScore(
      `/api/explore/offers?sort=score&against=${request.id}`,
      offers,
      (offer) => scorePair(request, offer).score,
    );
    expect(new Set(scores).size).toBeGreaterThan(4);
  });

  it("orders requests by scorePair against a partner space, across pages", async () => {
    const random = seededRandom(11);
    const offer = await createSpaceOffer({
      user: owner.user,
      spaceType: "studio",
      isSponsored: true,
      supportedCauses: [...draw(random, MISSIONS, 4), ...draw(random, PROJECT_TYPES, 3), "sliding-scale"],
    });
    const seeker = await createUser();
    const requests: SpaceRequest[] = [];
    const now = Date.now();
    for (let i = 0; i < 24; i++) {
      requests.push(
        await createSpaceRequest({
          user: seeker,
          values: [
            ...draw(random, MISSIONS, 1 + Math.floor(random() * 3)),
            ...draw(random, PROJECT_TYPES, 1 + Math.floor(random() * 2)),
            ...draw(random, IMPACTS, Math.floor(random() * 3)),
          ],
          spaceType: random() < 0.5 ? "studio" : "other",
          createdAt: new Date(now - (i % 5) * 60_000),
        }),
      );
    }
    const scores = await expectByScore(
      `/api/explore/requests?sort=score&against=${offer.id}`,
      requests,
      (request) => scorePair(request, offer).score,
    );
    expect(new Set(scores).size).toBeGreaterThan(3);
  });

  it("ranks a listing sharing nothing among those sharing ids when its bonuses score as much", async () => {
    const request = await createSpaceRequest({
      user: owner.user,
      spaceType: "workshop",
      values: ["creative-arts", "workshop"],
    });
    const offers = [
      // 3 (mission) + 2 (activity): first whatever else is there.
      await createSpaceOffer({ supportedCauses: ["creative-arts", "workshop"], spaceType: "other" }),
      // 3 (mission): two listings sharing an id that score what a listing sharing nothing can.
      await createSpaceOffer({ supportedCauses: ["creative-arts"], spaceType: "other", createdAt: minutesAgo(3) }),
      await createSpaceOffer({ supportedCauses: ["creative-arts"], spaceType: "other", createdAt: minutesAgo(4) }),
      // 2 (same type) + 1 (partner space), newer than both: second.
      await createSpaceOffer({
        supportedCauses: ["youth-development"],
        spaceType: "workshop",
        isSponsored: true,
        createdAt: minutesAgo(1),
      }),
    ];
    const scores = await expectByScore(
      `/api/explore/offers?sort=score&against=${request.id}`,
      offers,
      (offer) => scorePair(request, offer).score,
    );
    expect(scores).toEqual([5, 3, 3, 3]);
  });

  it("scores an offer by the causes it was edited to", async () => {
    const request = await createSpaceRequest({
      user: owner.user,
      spaceType: "studio",
      values: ["creative-arts", "youth-development", "workshop", "mentorship", "skill-building"],
    });
    const edited = await createSpaceOffer({
      supportedCauses: ["social-justice", "study-group"],
      createdAt: minutesAgo(2),
    });
    const kept = await createSpaceOffer({ supportedCauses: ["creative-arts", "workshop"], createdAt: minutesAgo(1) });
    const path = `/api/explore/offers?sort=score&against=${request.id}`;
    expect((await allPages(owner.agent, path)).map((item) => item.id)).toEqual([kept.id, edited.id]);

    await edited.update({ supportedCauses: ["creative-arts", "youth-development", "workshop", "mentorship"] });
    const scores = await expectByScore(path, [edited, kept], (offer) => scorePair(request, offer).score);
    expect(scores[0]).toBeGreaterThan(scores[1] ?? 0);
  });

  it("scores ids outside the contract's lists exactly, on either side", async () => {
    // Listings written before an id left the contract can still hold it.
    const plain = await createSpaceRequest({ user: owner.user, values: ["creative-arts", "workshop"] });
    const holding = await createSpaceRequest({ user: owner.user, values: ["creative-arts", "legacy-a", "legacy-b"] });
    const offers = [
      await createSpaceOffer({ supportedCauses: ["creative-arts", "legacy-a"], createdAt: minutesAgo(4) }),
      await createSpaceOffer({ supportedCauses: ["legacy-a", "legacy-b"], createdAt: minutesAgo(3) }),
      await createSpaceOffer({ supportedCauses: ["creative-arts", "workshop"], createdAt: minutesAgo(2) }),
      await createSpaceOffer({ supportedCauses: ["legacy-c", "workshop"], createdAt: minutesAgo(1) }),
    ];
    for (const request of [plain, holding]) {
      await expectByScore(
        `/api/explore/offers?sort=score&against=${request.id}`,
        offers,
        (offer) => scorePair(request, offer).score,
      );
    }
  });
});

describe("authorization matrix", () => {
  type Role = "visitor" | "other" | "owner" | "admin";
  const ROLES: Role[] = ["visitor", "other", "owner", "admin"];
  const as = (role: Role) => (role === "visitor" ? visitor() : { owner, other, admin }[role].agent);

  it("lets everyone browse, and only the owner sort against their own listing", async () => {
    const request = await createSpaceRequest({ user: owner.user });
    const offer = await createSpaceOffer({ user: owner.user });
    const routes = [
      { path: "/api/explore/offers", expected: { visitor: 200, other: 200, owner: 200, admin: 200 } },
      { path: "/api/explore/requests", expected: { visitor: 200, other: 200, owner: 200, admin: 200 } },
      {
        path: `/api/explore/offers?sort=score&against=${request.id}`,
        expected: { visitor: 401, other: 403, owner: 200, admin: 403 },
      },
      {
        path: `/api/explore/requests?sort=score&against=${offer.id}`,
        expected: { visitor: 401, other: 403, owner: 200, admin: 403 },
      },
    ];
    for (const { path, expected } of routes) {
      const statuses = Object.fromEntries(
        await Promise.all(ROLES.map(async (role) => [role, (await as(role).get(path)).status] as const)),
      );
      expect(statuses, path).toEqual(expected);
    }
  });
});
