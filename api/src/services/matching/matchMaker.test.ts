import {
  ACCESS_FEATURES,
  COMMUNITY_INVESTMENTS,
  IMPACTS,
  MISSIONS,
  matchReasons,
  PROJECT_TYPES,
  SPACE_TYPES,
} from "@kindred/contract";
import type { Model } from "sequelize-typescript";
import { beforeEach, describe, expect, it } from "vitest";
import { Block, Match, Notification, SpaceOffer, SpaceRequest } from "../../db/models";
import { presentNotification } from "../../presenters/notification";
import { useTestDatabase } from "../../test/database";
import { createSpaceOffer, createSpaceRequest, createUser } from "../../test/factories";
import { notifyNewMatches } from "../notifications/notifier";
import { matchListing } from "./matchMaker";
import { runMatching } from "./runMatching";
import { scorePair } from "./scoring";

const db = useTestDatabase();

// Every listing is a candidate for every other, so each test starts from empty listings.
beforeEach(async () => {
  await db.sequelize.query("TRUNCATE notifications, messages, matches, blocks, space_offers, space_requests CASCADE");
});

const matchesOf = (request: { id: string }) =>
  Match.findAll({ where: { spaceRequestId: request.id }, order: [["score", "DESC"]] });

describe("matching a request", () => {
  it("stores score and reasons, notifies both owners and moves the request to matched", async () => {
    const request = await createSpaceRequest({
      spaceType: "workshop",
      participants: 12,
      values: ["creative-arts", "community-building", "workshop", "skill-building"],
    });
    const offer = await createSpaceOffer({
      spaceName: "Sunrise Studio",
      spaceType: "workshop",
      capacity: 20,
      supportedCauses: ["creative-arts", "community-building", "workshop", "sliding-scale"],
    });
    const created = await runMatching("request", request.id);
    expect(created).toHaveLength(1);
    const [match] = await matchesOf(request);
    expect(match).toMatchObject({ spaceOfferId: offer.id, score: 10, status: "under_review" });
    expect(match && matchReasons(match.facts, "seeker")).toEqual([
      "Shared missions: Creative arts, Community building",
      "Shared activities: Workshop",
      "Both want a workshop space",
      "Room for 20 (you need 12)",
    ]);
    const notifications = await Notification.findAll({ where: { matchId: match?.id } });
    expect(notifications.map((n) => [n.userId, n.type]).sort()).toEqual(
      [
        [request.userId, "new_match"],
        [offer.userId, "new_match"],
      ].sort(),
    );
    const seekerNotification = notifications.find((n) => n.userId === request.userId);
    expect(seekerNotification && presentNotification(seekerNotification).message).toBe(
      "Your workshop request matches Sunrise Studio: 3 shared values",
    );
    expect((await request.reload()).status).toBe("matched");
  });

  it("notifies in its own statement as notifyNewMatches does: the same facts, each queued for an instant mail", async () => {
    const request = await createSpaceRequest({ spaceType: "studio", values: ["creative-arts", "workshop"] });
    const offers = [
      await createSpaceOffer({ spaceName: "North Loft", supportedCauses: ["creative-arts", "workshop"] }),
      await createSpaceOffer({
        spaceName: "Old Mill",
        spaceType: "other",
        supportedCauses: ["creative-arts", "workshop"],
      }),
    ];
    const created = await runMatching("request", request.id);
    expect(created).toHaveLength(2);
    const stored = await Notification.findAll({ where: { type: "new_match" } });
    // The ids it answers (for the stream events) are the rows it wrote, one per owner.
    expect(created.flatMap((match) => [match.seekerNotificationId, match.hostNotificationId]).sort()).toEqual(
      stored.map((n) => n.id).sort(),
    );
    for (const match of created) {
      expect(stored.find((n) => n.id === match.seekerNotificationId)?.userId).toBe(request.userId);
      expect(offers.map((offer) => offer.userId)).toContain(
        stored.find((n) => n.id === match.hostNotificationId)?.userId,
      );
    }
    const [queued] = (await db.sequelize.query(
      `SELECT count(*)::int AS "count" FROM notification_mail_queue WHERE "notificationId" IN (:ids)`,
      { replacements: { ids: stored.map((n) => n.id) } },
    )) as [[{ count: number }], unknown];
    expect(queued[0].count).toBe(4);
    // notifyNewMatches on the same matches writes the same facts to the same members.
    const factsOf = (rows: Notification[]) => rows.map((n) => JSON.stringify([n.userId, n.matchId, n.facts])).sort();
    await Notification.destroy({ where: { type: "new_match" } });
    await notifyNewMatches(created, undefined, { email: false });
    expect(factsOf(await Notification.findAll({ where: { type: "new_match" } }))).toEqual(factsOf(stored));
  });

  it("leaves out offers too small, of another type, paused, or of the same member", async () => {
    const request = await createSpaceRequest({ spaceType: "studio", participants: 15 });
    await createSpaceOffer({ capacity: 14 });
    await createSpaceOffer({ spaceType: "gallery" });
    await createSpaceOffer({ isActive: false });
    await createSpaceOffer({ user: await request.$get("user").then((u) => u ?? createUser()) });
    const fits = await createSpaceOffer({ capacity: 15 });
    await runMatching("request", request.id);
    expect((await matchesOf(request)).map((m) => m.spaceOfferId)).toEqual([fits.id]);
  });

  it("accepts any capacity when participants is not given", async () => {
    const request = await createSpaceRequest({ participants: null });
    const offer = await createSpaceOffer({ capacity: 1 });
    await runMatching("request", request.id);
    expect((await matchesOf(request)).map((m) => m.spaceOfferId)).toEqual([offer.id]);
    const [match] = await matchesOf(request);
    expect(match && matchReasons(match.facts, "seeker")).toContain("Room for 1");
  });

  it("treats other as compatible on either side", async () => {
    const request = await createSpaceRequest({ spaceType: "other", values: ["creative-arts", "workshop"] });
    const offer = await createSpaceOffer({ spaceType: "gallery", supportedCauses: ["creative-arts", "workshop"] });
    const studioRequest = await createSpaceRequest({ spaceType: "studio" });
    const otherOffer = await createSpaceOffer({ spaceType: "other" });
    await runMatching("request", request.id);
    await runMatching("request", studioRequest.id);
    expect((await matchesOf(request)).map((m) => m.spaceOfferId)).toContain(offer.id);
    expect((await matchesOf(studioRequest)).map((m) => m.spaceOfferId)).toContain(otherOffer.id);
  });

  it("needs a shared mission and a score of at least 5", async () => {
    const request = await createSpaceRequest({
      spaceType: "studio",
      values: ["creative-arts", "workshop", "mentorship"],
    });
    await createSpaceOffer({ spaceType: "studio", supportedCauses: ["workshop", "mentorship"] }); // 6, no mission
    await createSpaceOffer({ spaceType: "other", supportedCauses: ["creative-arts"] }); // 3
    const five = await createSpaceOffer({ spaceType: "other", supportedCauses: ["creative-arts", "workshop"] }); // 5
    await runMatching("request", request.id);
    expect((await matchesOf(request)).map((m) => [m.spaceOfferId, m.score])).toEqual([[five.id, 5]]);
  });

  it("keeps the best 5 and never matches a pair twice", async () => {
    const request = await createSpaceRequest({ values: ["creative-arts", "workshop"] });
    const sponsored = await Promise.all(
      [1, 2, 3].map(() => createSpaceOffer({ supportedCauses: ["creative-arts", "workshop"], isSponsored: true })),
    );
    await Promise.all([1, 2, 3, 4].map(() => createSpaceOffer({ supportedCauses: ["creative-arts", "workshop"] })));
    expect(await runMatching("request", request.id)).toHaveLength(5);
    const matches = await matchesOf(request);
    expect(matches).toHaveLength(5);
    expect(
      matches
        .slice(0, 3)
        .map((m) => m.spaceOfferId)
        .sort(),
    ).toEqual(sponsored.map((o) => o.id).sort());
    expect(await runMatching("request", request.id)).toHaveLength(0);
    expect(await Match.count({ where: { spaceRequestId: request.id } })).toBe(5);
  });
});

describe("the candidate window", () => {
  it("scores only the newest candidates on either side, however well an older one would score", async () => {
    const request = await createSpaceRequest({ values: ["creative-arts", "workshop"] });
    // The oldest offer would score best (sponsored); the window of 2 reaches only the two newest.
    const oldestBest = await createSpaceOffer({ supportedCauses: ["creative-arts", "workshop"], isSponsored: true });
    const older = await createSpaceOffer({ supportedCauses: ["creative-arts", "workshop"] });
    const newer = await createSpaceOffer({ supportedCauses: ["creative-arts", "workshop"] });
    // A newer listing that is no candidate takes no place in the window.
    await createSpaceOffer({ supportedCauses: ["creative-arts", "workshop"], isActive: false });
    const windowed = await matchListing("request", request.id, { candidateWindow: 2 });
    expect(windowed.map((m) => m.spaceOfferId).sort()).toEqual([older.id, newer.id].sort());
    // With the contract's window, all three are scored and the best comes first.
    const rest = await matchListing("request", request.id);
    expect(rest.map((m) => m.spaceOfferId)).toEqual([oldestBest.id]);

    const offer = await createSpaceOffer({ supportedCauses: ["creative-arts", "workshop"] });
    const requests = [];
    for (let i = 0; i < 3; i++) requests.push(await createSpaceRequest({ values: ["creative-arts", "workshop"] }));
    const forOffer = await matchListing("offer", offer.id, { candidateWindow: 2 });
    expect(forOffer.map((m) => m.spaceRequestId).sort()).toEqual([requests[1].id, requests[2].id].sort());
  });
});

describe("ids outside the contract's lists", () => {
  it("are counted exactly (listings written before a list changed)", async () => {
    const request = await createSpaceRequest({ values: ["creative-arts", "workshop"] });
    const sharing = await createSpaceOffer({ supportedCauses: ["creative-arts", "workshop"] });
    const notSharing = await createSpaceOffer({ supportedCauses: ["creative-arts", "workshop"] });
    // Written around validation, as rows from before a contract change would be. Both ids are
    // unknown to the stored bits, only one is shared.
    const append = async (table: string, column: string, id: string, value: string) =>
      db.sequelize.query(`UPDATE ${table} SET "${column}" = "${column}" || ARRAY[:value] WHERE "id" = :id`, {
        replacements: { id, value },
      });
    await append("space_requests", "values", request.id, "retired-value");
    await append("space_offers", "supportedCauses", sharing.id, "retired-value");
    await append("space_offers", "supportedCauses", notSharing.id, "another-retired-value");
    const matches = await matchListing("request", request.id);
    const scoreOf = (offer: typeof sharing, extra: string) =>
      scorePair(
        { ...request.get({ plain: true }), values: [...request.values, "retired-value"] },
        { ...offer.get({ plain: true }), supportedCauses: [...offer.supportedCauses, extra] },
      ).score;
    expect(matches.map((m) => [m.spaceOfferId, m.score])).toEqual([
      [sharing.id, scoreOf(sharing, "retired-value")],
      [notSharing.id, scoreOf(notSharing, "another-retired-value")],
    ]);
    expect(matches[0]?.facts.sharedIds).toEqual(["creative-arts", "workshop", "retired-value"]);
  });
});

describe("access needs", () => {
  it("are hard filters on either side, and the reasons name the needs met", async () => {
    const request = await createSpaceRequest({ accessNeeds: ["step-free-entry", "accessible-toilet"] });
    await createSpaceOffer({ accessFeatures: ["step-free-entry"] });
    await createSpaceOffer();
    const fits = await createSpaceOffer({ accessFeatures: ["accessible-toilet", "kitchen", "step-free-entry"] });
    expect((await runMatching("request", request.id)).map((m) => m.spaceOfferId)).toEqual([fits.id]);
    const [match] = await matchesOf(request);
    expect(match && matchReasons(match.facts, "host")).toContain(
      "Access needs met: Step-free entry, Accessible toilet",
    );

    const lacking = await createSpaceOffer({ accessFeatures: ["accessible-toilet"] });
    const needsNothing = await createSpaceRequest();
    const created = await runMatching("offer", lacking.id);
    expect(created.map((m) => m.spaceRequestId)).toEqual([needsNothing.id]);
    expect(created[0]?.facts).not.toHaveProperty("accessNeeds");
  });
});

describe("blocked members", () => {
  it("are never matched, whichever of them blocked and whichever side is new", async () => {
    const request = await createSpaceRequest();
    const offer = await createSpaceOffer();
    const free = await createSpaceOffer();
    await Block.create({ blockerId: offer.userId, blockedId: request.userId });
    expect((await runMatching("request", request.id)).map((m) => m.spaceOfferId)).toEqual([free.id]);
    const later = await createSpaceRequest({ user: (await request.$get("user")) ?? undefined });
    expect(await runMatching("offer", offer.id)).toEqual([]);
    expect((await runMatching("offer", free.id)).map((m) => m.spaceRequestId)).toEqual([later.id]);
  });
});

describe("matching an offer", () => {
  it("finds requests, and nothing while the offer is paused", async () => {
    const request = await createSpaceRequest();
    const offer = await createSpaceOffer({ isActive: false });
    expect(await runMatching("offer", offer.id)).toHaveLength(0);
    await offer.update({ isActive: true });
    const created = await runMatching("offer", offer.id);
    expect(created.map((m) => m.spaceRequestId)).toEqual([request.id]);
  });

  it("inserts a pair once when both sides match at the same moment", async () => {
    const request = await createSpaceRequest();
    const offer = await createSpaceOffer();
    const runs = await Promise.all([
      runMatching("request", request.id),
      runMatching("offer", offer.id),
      runMatching("request", request.id),
    ]);
    expect(runs.flat()).toHaveLength(1);
    expect(await Match.count()).toBe(1);
    expect(await Notification.count()).toBe(2);
  });
});

/** A small deterministic generator, so the fixtures are the same on every run. */
const random = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};

describe("SQL and the pure score agree", () => {
  it("on generated pairs: the same matches, scores, order and facts (so reasons)", async () => {
    const next = random(42);
    // Access lists come from their own sequence, so the other fixtures stay as they were.
    const nextAccess = random(7);
    const accessPick = (max: number) =>
      [...ACCESS_FEATURES].sort(() => nextAccess() - 0.5).slice(0, Math.floor(nextAccess() * (max + 1)));
    const pick = <T>(list: readonly T[], n: number) => [...list].sort(() => next() - 0.5).slice(0, n);
    const types = ["studio", "workshop", "other", "classroom"] as const;
    expect(types.every((t) => (SPACE_TYPES as readonly string[]).includes(t))).toBe(true);
    const hosts = await Promise.all([1, 2, 3].map(() => createUser()));
    const offers = [];
    for (let i = 0; i < 24; i++) {
      offers.push(
        await createSpaceOffer({
          user: hosts[i % 3],
          spaceType: types[Math.floor(next() * types.length)],
          capacity: 1 + Math.floor(next() * 40),
          supportedCauses: [
            ...pick(MISSIONS, 3),
            ...pick(PROJECT_TYPES, 2),
            ...pick(COMMUNITY_INVESTMENTS, 1),
            ...pick(IMPACTS, 1),
          ],
          isSponsored: next() < 0.3,
          isActive: next() < 0.85,
          accessFeatures: accessPick(8),
          createdAt: new Date(Date.now() - i * 60_000),
        }),
      );
    }
    for (let i = 0; i < 12; i++) {
      const request = await createSpaceRequest({
        user: i % 4 === 0 ? hosts[0] : undefined,
        spaceType: types[Math.floor(next() * types.length)],
        participants: next() < 0.3 ? null : 1 + Math.floor(next() * 30),
        values: [...pick(MISSIONS, 3), ...pick(PROJECT_TYPES, 2), ...pick(IMPACTS, 2)],
        accessNeeds: accessPick(2),
      });
      // Some pairs are blocked, one way or the other: the SQL must skip exactly those.
      const blocked = i % 4 === 1 ? hosts[1] : i % 4 === 2 ? hosts[2] : undefined;
      if (blocked && i % 4 === 1) await Block.create({ blockerId: request.userId, blockedId: blocked.id });
      if (blocked && i % 4 === 2) await Block.create({ blockerId: blocked.id, blockedId: request.userId });
      const expected = offers
        .map((offer) => ({ offer, result: scorePair(request, offer) }))
        .filter(({ offer, result }) => result.qualifies && offer.userId !== blocked?.id)
        .sort((a, b) => b.result.score - a.result.score || b.offer.createdAt.getTime() - a.offer.createdAt.getTime())
        .slice(0, 5);
      const created = await runMatching("request", request.id);
      expect(created.map((m) => [m.spaceOfferId, m.score, m.facts])).toEqual(
        expected.map(({ offer, result }) => [offer.id, result.score, result.facts]),
      );
    }
    expect(await Match.count()).toBeGreaterThan(10);
    // The generated needs both met and ruled out some pairs, so the filter was exercised.
    const facts = (await Match.findAll()).map((m) => m.facts);
    expect(facts.some((f) => (f.accessNeeds ?? []).length > 0)).toBe(true);
  });
});

describe("request status", () => {
  it("stays as it was when nothing matches", async () => {
    const request = await createSpaceRequest();
    await runMatching("request", request.id);
    expect((await SpaceRequest.findByPk(request.id))?.status).toBe("pending");
  });
});

describe("candidates read by type and merged newest first", () => {
  it("match as the rule says for every type case on either side, within the window and at its edge", async () => {
    const next = random(2026);
    const pick = <T>(list: readonly T[], n: number) => [...list].sort(() => next() - 0.5).slice(0, n);
    // Few ids, so pairs share some and miss others; `other` fits every type on either side.
    const missions = ["creative-arts", "community-building", "youth-development"];
    const activities = ["workshop", "performance"];
    const types = ["studio", "other", "gallery"] as const;
    const hosts = await Promise.all([1, 2, 3].map(() => createUser()));
    const offers: SpaceOffer[] = [];
    const requests: SpaceRequest[] = [];
    for (let i = 0; i < 18; i++) {
      offers.push(
        await createSpaceOffer({
          user: hosts[i % 3],
          spaceType: types[i % 3],
          // Around the requests' participants: just enough, one short, room to spare.
          capacity: 9 + (i % 4),
          supportedCauses: [...pick(missions, 1 + (i % 2)), ...pick(activities, i % 3)],
          isSponsored: i % 5 === 0,
          isActive: i % 7 !== 6,
          accessFeatures: i % 4 === 0 ? ["step-free-entry"] : [],
        }),
      );
      requests.push(
        await createSpaceRequest({
          // Some of a host's own: never their own offers' candidates.
          user: i % 6 === 0 ? hosts[i % 3] : undefined,
          spaceType: types[(i + Math.floor(i / 3)) % 3],
          participants: i % 3 === 0 ? null : 10 + (i % 2),
          values: [...pick(missions, 1 + (i % 2)), ...pick(activities, 1)],
          accessNeeds: i % 5 === 0 ? ["step-free-entry"] : [],
        }),
      );
    }
    // Two listings of each side per moment, so a window's edge falls between equal times: the
    // order within them is by id, as the statement's.
    const start = Date.now() - 60 * 60_000;
    const backdate = async (table: string, listing: Model, i: number) => {
      const createdAt = new Date(start + Math.floor(i / 2) * 60_000);
      await db.sequelize.query(`UPDATE ${table} SET "createdAt" = :createdAt WHERE "id" = :id`, {
        replacements: { createdAt, id: listing.get("id") },
      });
      // (`createdAt` is read-only to the model's setter.)
      listing.setDataValue("createdAt", createdAt);
    };
    for (const [i, offer] of offers.entries()) await backdate("space_offers", offer, i);
    for (const [i, request] of requests.entries()) await backdate("space_requests", request, i);
    const paused = requests[4];
    await paused?.update({ pausedAt: new Date() });

    const newestFirst = (a: { createdAt: Date; id: string }, b: { createdAt: Date; id: string }) =>
      b.createdAt.getTime() - a.createdAt.getTime() || (b.id > a.id ? 1 : b.id < a.id ? -1 : 0);
    const sharesMission = (request: SpaceRequest, offer: SpaceOffer) =>
      request.values.some((id) => (MISSIONS as readonly string[]).includes(id) && offer.supportedCauses.includes(id));
    /** The rule: the window's newest candidates (fitting, sharing a mission), scored, the best 5. */
    const expected = (side: "request" | "offer", source: SpaceRequest | SpaceOffer, window: number) => {
      const pairs =
        side === "request"
          ? offers.map((offer) => ({ request: source as SpaceRequest, offer, candidate: offer }))
          : requests.map((request) => ({ request, offer: source as SpaceOffer, candidate: request }));
      return pairs
        .filter(({ request, offer }) => request.pausedAt === null && offer.isActive)
        .filter(({ request, offer }) => scorePair(request, offer).score > 0 && sharesMission(request, offer))
        .sort((a, b) => newestFirst(a.candidate, b.candidate))
        .slice(0, window)
        .map((pair) => ({ ...pair, result: scorePair(pair.request, pair.offer) }))
        .filter(({ result }) => result.qualifies)
        .sort(
          (a, b) =>
            b.result.score - a.result.score ||
            b.candidate.createdAt.getTime() - a.candidate.createdAt.getTime() ||
            (a.request.id < b.request.id ? -1 : a.request.id > b.request.id ? 1 : 0) ||
            (a.offer.id < b.offer.id ? -1 : 1),
        )
        .slice(0, 5)
        .map(({ request, offer, result }) => [request.id, offer.id, result.score, result.facts]);
    };
    const sources = [
      ...requests.map((listing) => ({ side: "request" as const, listing })),
      ...offers.map((listing) => ({ side: "offer" as const, listing })),
    ];
    let cutByWindow = 0;
    let none = 0;
    for (const { side, listing } of sources) {
      for (const window of [3, 1_000]) {
        const transaction = await db.sequelize.transaction();
        try {
          const found = await matchListing(side, listing.id, { candidateWindow: window, transaction });
          expect(found.map((m) => [m.spaceRequestId, m.spaceOfferId, m.score, m.facts])).toEqual(
            expected(side, listing, window),
          );
        } finally {
          await transaction.rollback();
        }
      }
      if (JSON.stringify(expected(side, listing, 3)) !== JSON.stringify(expected(side, listing, 1_000))) cutByWindow++;
      // The prepared statement of a new listing (the contract's window), from no matches.
      await db.sequelize.query("TRUNCATE notifications, matches CASCADE");
      const created = await runMatching(side, listing.id);
      expect(created.map((m) => [m.spaceRequestId, m.spaceOfferId, m.score, m.facts])).toEqual(
        expected(side, listing, 1_000),
      );
      if (created.length === 0) none++;
    }
    // The fixtures reached every case: the window cut some, some found nothing, some the full 5,
    // and listings of every type on either side, `other` included, found matches.
    expect(cutByWindow).toBeGreaterThan(3);
    expect(none).toBeGreaterThan(1);
    expect(sources.some(({ side, listing }) => expected(side, listing, 1_000).length === 5)).toBe(true);
    const matched = sources.filter(({ side, listing }) => expected(side, listing, 1_000).length > 0);
    for (const side of ["request", "offer"] as const) {
      expect(new Set(matched.filter((s) => s.side === side).map((s) => s.listing.spaceType))).toEqual(new Set(types));
    }
  });
});
