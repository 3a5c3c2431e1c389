import {
  EXPLORE_COUNT,
  EXPLORE_TEXTS,
  exploreOffer,
  exploreOffersQuery,
  exploreRequest,
  exploreRequestsQuery,
  PAGE,
  VALIDATION_MESSAGES as V,
} from "@kindred/contract";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { Block, type User } from "../../db/models";
import { customPlanRows } from "../../db/prepared";
import { exploreListings, keepsPlan, parsesOnce } from "../../services/explore/exploreListings";
import { type Agent, signedInAgent } from "../../test/agent";
import { createSpaceOffer, createSpaceRequest, createUser } from "../../test/factories";
import { minutesAgo, useTestApp } from "../../test/routeTest";

const { db, app, visitor } = useTestApp();

let member: { agent: Agent; user: User };
beforeAll(async () => {
  member = await signedInAgent(app());
});

// Explore lists every open listing, so each test starts from none.
beforeEach(async () => {
  await db.sequelize.query("TRUNCATE matches, blocks, space_offers, space_requests CASCADE");
});

const names = (body: { spaceName?: string; title?: string }[]) => body.map((item) => item.spaceName ?? item.title);

describe("GET /api/explore/offers", () => {
  it("lists active offers newest first, without contact emails, a page at a time", async () => {
    await createSpaceOffer({ spaceName: "Oldest", createdAt: minutesAgo(3) });
    await createSpaceOffer({ spaceName: "Middle", createdAt: minutesAgo(2) });
    await createSpaceOffer({ spaceName: "Paused", isActive: false, createdAt: minutesAgo(1) });
    await createSpaceOffer({ spaceName: "Newest", createdAt: minutesAgo(0) });
    const first = await visitor().get("/api/explore/offers?limit=2");
    expect(first.status).toBe(200);
    expect(names(first.body)).toEqual(["Newest", "Middle"]);
    for (const item of first.body) expect(exploreOffer.strict().parse(item)).not.toHaveProperty("contactEmail");
    // The first page says how many there are in all; later pages do not count again.
    expect(first.headers[PAGE.totalCountHeader.toLowerCase()]).toBe("3");
    const cursor = first.headers[PAGE.nextCursorHeader.toLowerCase()];
    const second = await visitor().get(`/api/explore/offers?limit=2&cursor=${cursor}`);
    expect(names(second.body)).toEqual(["Oldest"]);
    expect(second.headers[PAGE.nextCursorHeader.toLowerCase()]).toBeUndefined();
    expect(second.headers[PAGE.totalCountHeader.toLowerCase()]).toBeUndefined();
  });

  it("counts what the filters find in all, on a full first page and on a short one", async () => {
    for (let i = 0; i < 4; i++) await createSpaceOffer({ spaceName: `Zephyrine room ${i}`, spaceType: "studio" });
    await createSpaceOffer({ spaceName: "Quiet Gallery", spaceType: "gallery" });
    const total = async (query: string) =>
      (await visitor().get(`/api/explore/offers?${query}`)).headers[PAGE.totalCountHeader.toLowerCase()];
    expect(await total("limit=2&spaceType=studio")).toBe("4");
    expect(await total("limit=2&q=zephyrine")).toBe("4");
    expect(await total("limit=10&spaceType=gallery")).toBe("1");
    expect(await total("limit=2&spaceType=classroom")).toBe("0");
  });

  /** Copies the one offer there is `copies` times, each a second older than the last (in SQL: cheap). */
  const copyOffer = async (copies: number, spaceType: string) => {
    const [[{ columns }]] = (await db.sequelize.query(
      `SELECT string_agg(quote_ident(column_name), ', ') AS "columns" FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = 'space_offers' AND is_generated = 'NEVER'
          AND column_name NOT IN ('id', 'createdAt', 'spaceType')`,
    )) as [[{ columns: string }], unknown];
    await db.sequelize.query(
      `INSERT INTO space_offers ("id", "createdAt", "spaceType", ${columns})
       SELECT gen_random_uuid(), o."createdAt" - g * interval '1 second', :spaceType, ${columns}
         FROM (SELECT * FROM space_offers LIMIT 1) o, generate_series(1, :copies) g`,
      { replacements: { copies, spaceType } },
    );
  };

  it(`counts exactly up to ${EXPLORE_COUNT.cap}, says "more" past it, and pages on past it`, async () => {
    await createSpaceOffer({ spaceName: "Original", spaceType: "studio" });
    await copyOffer(EXPLORE_COUNT.cap - 1, "studio");
    const first = async (query: string) => {
      const response = await visitor().get(`/api/explore/offers?limit=2${query}`);
      return [
        response.headers[PAGE.totalCountHeader.toLowerCase()],
        response.headers[PAGE.totalCountCappedHeader.toLowerCase()],
      ];
    };
    // Exactly the cap: an exact count, not capped.
    expect(await first("")).toEqual([String(EXPLORE_COUNT.cap), undefined]);
    await copyOffer(2, "gallery");
    // One past it: the cap, and the answer says it found more; a narrower filter still counts exactly.
    expect(await first("")).toEqual([String(EXPLORE_COUNT.cap), "true"]);
    expect(await first("&spaceType=gallery")).toEqual(["2", undefined]);
    expect(await first("&spaceType=studio")).toEqual([String(EXPLORE_COUNT.cap), undefined]);
    // Every listing is still reachable page by page, past the cap; later pages carry no count.
    const seen = new Set<string>();
    let cursor: string | undefined;
    do {
      const page = await visitor().get(
        `/api/explore/offers?limit=${PAGE.maxLimit}${cursor ? `&cursor=${cursor}` : ""}`,
      );
      expect(page.status).toBe(200);
      if (cursor) expect(page.headers[PAGE.totalCountHeader.toLowerCase()]).toBeUndefined();
      for (const item of page.body) seen.add(item.id);
      cursor = page.headers[PAGE.nextCursorHeader.toLowerCase()];
    } while (cursor);
    expect(seen.size).toBe(EXPLORE_COUNT.cap + 2);
  });

  it("answers each listing as its own page shows it to a visitor, owner included", async () => {
    const offer = await createSpaceOffer({ unavailableDates: ["2027-01-02", "2027-03-04"], isSponsored: true });
    const request = await createSpaceRequest({ accessNeeds: ["elevator"] });
    const [offers, requests] = [
      await visitor().get("/api/explore/offers"),
      await visitor().get("/api/explore/requests"),
    ];
    // A listing's own page adds whether one of the viewer's listings fits it (never, for a visitor).
    const { yourRequestFits, ...offerPage } = (await visitor().get(`/api/space-offers/${offer.id}`)).body;
    const { yourSpaceFits, ...requestPage } = (await visitor().get(`/api/space-requests/${request.id}`)).body;
    expect([yourRequestFits, yourSpaceFits]).toEqual([false, false]);
    expect(offers.body).toEqual([offerPage]);
    expect(requests.body).toEqual([requestPage]);
    expect(offers.body[0].user).toMatchObject({ id: offer.userId, name: expect.any(String) });
  });

  it("writes each item as JSON.stringify would, nulls, escapes and unnamed owners included", async () => {
    const tricky = 'Say "hi" \\ tab\there\nnew line, café ✓ 𝄞';
    const unnamed = await createUser({ firstName: null, lastName: null });
    const offer = await createSpaceOffer({ user: unnamed, spaceName: tricky, partnerId: null, imageUrls: [] });
    const partner = await createSpaceOffer({ description: tricky, partnerId: "partner-1", availability: [] });
    const request = await createSpaceRequest({ title: tricky, participants: null, duration: null, values: [] });
    const offers = await visitor().get("/api/explore/offers");
    const requests = await visitor().get("/api/explore/requests");
    // Byte for byte what serializing the parsed answer gives: no spaces, the same escapes.
    expect(offers.text).toBe(JSON.stringify(offers.body));
    expect(requests.text).toBe(JSON.stringify(requests.body));
    const page = async (path: string) => {
      const { yourRequestFits, yourSpaceFits, ...shown } = (await visitor().get(path)).body;
      return shown;
    };
    expect(offers.body).toEqual([
      await page(`/api/space-offers/${partner.id}`),
      await page(`/api/space-offers/${offer.id}`),
    ]);
    expect(offers.body[1].user).toEqual({
      id: unnamed.id,
      firstName: null,
      lastName: null,
      profileImageUrl: null,
      name: "Anonymous User",
    });
    expect(requests.body).toEqual([await page(`/api/space-requests/${request.id}`)]);
    expect(requests.body[0]).toMatchObject({ title: tricky, participants: null, duration: null, pausedAt: null });
    // Words are written into the statement as literals: quotes and backslashes stay words.
    const quoted = await visitor().get(`/api/explore/requests?q=${encodeURIComponent("pottery's \\' workshop")}`);
    expect(quoted.status).toBe(200);
  });

  it("filters by space type, capacity, availability, cause, investment, access and words", async () => {
    await createSpaceOffer({ spaceName: "Clay Studio", spaceType: "studio", capacity: 12 });
    await createSpaceOffer({
      spaceName: "Garden Classroom",
      spaceType: "classroom",
      capacity: 40,
      availability: ["weekend-morning"],
      supportedCauses: ["environmental-action", "workshop", "free-community"],
      accessFeatures: ["step-free-entry", "parking"],
    });
    await createSpaceOffer({ spaceName: "Quiet Gallery", spaceType: "gallery", accessFeatures: ["step-free-entry"] });
    const find = async (query: string) => names((await visitor().get(`/api/explore/offers?${query}`)).body).sort();
    expect(await find("spaceType=studio&spaceType=gallery")).toEqual(["Clay Studio", "Quiet Gallery"]);
    expect(await find("minCapacity=20")).toEqual(["Garden Classroom", "Quiet Gallery"]);
    expect(await find("availability=weekend-morning&availability=flexible")).toEqual(["Garden Classroom"]);
    expect(await find("cause=environmental-action")).toEqual(["Garden Classroom"]);
    expect(await find("communityInvestment=free-community")).toEqual(["Garden Classroom"]);
    expect(await find("accessFeature=step-free-entry")).toEqual(["Garden Classroom", "Quiet Gallery"]);
    expect(await find("accessFeature=step-free-entry&accessFeature=parking")).toEqual(["Garden Classroom"]);
    expect(await find("q=gard")).toEqual(["Garden Classroom"]);
    expect(await find("q=quiet%20gal&spaceType=gallery")).toEqual(["Quiet Gallery"]);
    expect(await find("spaceType=studio&accessFeature=parking")).toEqual([]);
  });

  it("refuses an unknown filter value with a 400 naming the parameter", async () => {
    for (const [query, path, message] of [
      ["spaceType=castle", "spaceType", V.unknownChoice],
      ["accessFeature=step-free-entry&accessFeature=moat", "accessFeature", V.unknownChoice],
      ["cause=mental-health", "cause", V.unknownChoice],
      ["minCapacity=lots", "minCapacity", V.wholeNumber],
      ["sort=cheapest", "sort", V.unknownChoice],
      ["sort=score", "against", EXPLORE_TEXTS.againstRequired],
    ] as const) {
      const response = await visitor().get(`/api/explore/offers?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.issues, query).toEqual([{ path, message }]);
    }
  });

  it("leaves out the listings of members the viewer blocked", async () => {
    const blocked = await createSpaceOffer({ spaceName: "Blocked host's" });
    await createSpaceOffer({ spaceName: "Welcome" });
    await Block.create({ blockerId: member.user.id, blockedId: blocked.userId });
    expect(names((await member.agent.get("/api/explore/offers")).body)).toEqual(["Welcome"]);
    expect(names((await visitor().get("/api/explore/offers")).body).sort()).toEqual(["Blocked host's", "Welcome"]);
  });
});

describe("GET /api/explore/requests", () => {
  it("lists open requests with their filters: group size, values and needs", async () => {
    await createSpaceRequest({ title: "Done", status: "completed" });
    await createSpaceRequest({ title: "Accepted", status: "accepted" });
    await createSpaceRequest({ title: "Paused", pausedAt: new Date() });
    await createSpaceRequest({
      title: "Choir",
      status: "matched",
      participants: 30,
      values: ["creative-arts", "performance", "mental-health"],
      accessNeeds: ["hearing-loop"],
    });
    await createSpaceRequest({ title: "Small circle", participants: null, spaceType: "classroom" });
    const find = async (query: string) => names((await visitor().get(`/api/explore/requests?${query}`)).body).sort();
    expect(await find("")).toEqual(["Choir", "Small circle"]);
    expect(await find("minCapacity=20")).toEqual(["Choir"]);
    expect(await find("cause=mental-health")).toEqual(["Choir"]);
    expect(await find("accessFeature=hearing-loop")).toEqual(["Choir"]);
    expect(await find("spaceType=classroom")).toEqual(["Small circle"]);
    const body = (await visitor().get("/api/explore/requests")).body;
    for (const item of body) expect(exploreRequest.strict().parse(item)).not.toHaveProperty("contactEmail");
  });
});

const offersQuery = (query: Record<string, string | string[]>) => exploreOffersQuery.parse({ limit: "3", ...query });
const requestsQuery = (query: Record<string, string | string[]>) =>
  exploreRequestsQuery.parse({ limit: "3", ...query });

/** Each kind's filter shapes as explore inputs' kind and query. */
const casesOf = (
  offerShapes: Record<string, string | string[]>[],
  requestShapes: Record<string, string | string[]>[],
) => [
  ...offerShapes.map((shape) => ["offer", offersQuery(shape)] as const),
  ...requestShapes.map((shape) => ["request", requestsQuery(shape)] as const),
];

/** Every case, as a visitor and as `viewerId`, `runs` times over: each answer is the statement written with its values'. */
const expectAnswersAsWritten = async (cases: ReturnType<typeof casesOf>, viewerId: string, runs: number) => {
  for (const [side, query] of cases) {
    for (const viewer of [undefined, viewerId]) {
      const input = { query, viewerId: viewer, source: null };
      const written = await exploreListings(side, input, "written");
      for (let run = 0; run < runs; run++) {
        expect(await exploreListings(side, input), `${side} ${JSON.stringify(query)} run ${run}`).toEqual(written);
      }
    }
  }
};

describe("explore's kept statements (one prepared statement per filter shape)", () => {
  it("answers each kept shape as the statement planned for its values, for common, rare and absent values", async () => {
    // Skewed: most offers share a cause and a slot, one has a rare one, none has the absent one.
    for (let i = 0; i < 6; i++) {
      await createSpaceOffer({
        spaceName: `Common ${i}`,
        supportedCauses: ["creative-arts", "sliding-scale"],
        availability: ["weekend-morning"],
        createdAt: minutesAgo(10 + i),
      });
    }
    await createSpaceOffer({
      spaceName: "Rare",
      supportedCauses: ["cultural-preservation", "time-banking"],
      availability: ["by-arrangement"],
    });
    for (let i = 0; i < 5; i++) await createSpaceRequest({ title: `Common ${i}`, values: ["creative-arts"] });
    await createSpaceRequest({ title: "Rare", values: ["mental-health"] });
    const blocked = await createSpaceOffer({ spaceName: "Blocked", supportedCauses: ["creative-arts"] });
    await Block.create({ blockerId: member.user.id, blockedId: blocked.userId });

    const offerShapes: Record<string, string[]>[] = [
      {},
      { cause: ["creative-arts"] },
      { cause: ["cultural-preservation"] },
      { cause: ["youth-development"] },
      { availability: ["weekend-morning", "weekend-afternoon"] },
      { availability: ["by-arrangement"] },
      { availability: ["weekday-evening"] },
      { communityInvestment: ["sliding-scale"] },
      { communityInvestment: ["time-banking"] },
      { communityInvestment: ["reciprocal"] },
      { cause: ["creative-arts"], availability: ["by-arrangement"] },
      { cause: ["cultural-preservation"], availability: ["by-arrangement"], communityInvestment: ["time-banking"] },
    ];
    const requestShapes: Record<string, string[]>[] = [
      {},
      { cause: ["creative-arts"] },
      { cause: ["mental-health"] },
      { cause: ["wellness-healing"] },
    ];
    const cases = casesOf(offerShapes, requestShapes);
    for (const [, query] of cases) expect(keepsPlan(query, false), JSON.stringify(query)).toBe(true);
    // More than five runs: a plan cache left to choose switches to the generic plan after five.
    await expectAnswersAsWritten(cases, member.user.id, 7);
    // The rare and absent values found what they should, so the comparison above compared answers.
    const found = async (query: Record<string, string[]>) =>
      (await exploreListings("offer", { query: offersQuery(query), viewerId: member.user.id, source: null }))
        .totalCount;
    expect(await found({ cause: ["creative-arts"] })).toEqual({ count: 6, capped: false });
    expect(await found({ availability: ["by-arrangement"] })).toEqual({ count: 1, capped: false });
    expect(await found({ communityInvestment: ["reciprocal"] })).toEqual({ count: 0, capped: false });
    // Other shapes (a space type, a head count, access, words, later pages, score sorts) stay planned for their values.
    expect(keepsPlan(offersQuery({ spaceType: ["studio"] }), false)).toBe(false);
    expect(keepsPlan(offersQuery({ accessFeature: ["elevator"] }), false)).toBe(false);
    expect(keepsPlan(offersQuery({ q: "pottery" }), false)).toBe(false);
    expect(keepsPlan(offersQuery({}), true)).toBe(false);
  });
});

describe("explore's statements parsed once (prepared per filter shape, planned for each call's values)", () => {
  it("answers each shape as the statement written with its values, on every run, for common, rare and absent values", async () => {
    for (let i = 0; i < 5; i++) {
      await createSpaceOffer({
        spaceName: `Pottery studio ${i}`,
        spaceType: "studio",
        capacity: 10 + i * 10,
        accessFeatures: ["step-free-entry", "elevator"],
        supportedCauses: ["creative-arts"],
        createdAt: minutesAgo(10 + i),
      });
    }
    await createSpaceOffer({
      spaceName: "Garden",
      spaceType: "outdoor",
      capacity: 80,
      accessFeatures: ["hearing-loop"],
    });
    for (let i = 0; i < 4; i++) {
      await createSpaceRequest({ title: `Yoga class ${i}`, spaceType: "classroom", participants: 10 + i * 10 });
    }
    const blocked = await createSpaceOffer({ spaceName: "Blocked pottery", spaceType: "studio" });
    await Block.create({ blockerId: member.user.id, blockedId: blocked.userId });

    const offerShapes: Record<string, string | string[]>[] = [
      { spaceType: ["studio"] },
      { spaceType: ["workshop"] },
      { spaceType: ["studio"], minCapacity: "30" },
      { spaceType: ["studio"], minCapacity: "1000" },
      { minCapacity: "30" },
      { accessFeature: ["step-free-entry", "elevator"] },
      { accessFeature: ["quiet-room"] },
      { q: "pottery" },
      { q: "garden", accessFeature: ["hearing-loop"] },
      { q: "nothing-matches-this" },
      { spaceType: ["studio", "outdoor"], cause: ["creative-arts"], availability: ["weekend-morning"] },
    ];
    const requestShapes: Record<string, string | string[]>[] = [
      { spaceType: ["classroom"], minCapacity: "20" },
      { spaceType: ["gallery"] },
      { q: "yoga" },
    ];
    const cases = casesOf(offerShapes, requestShapes);
    for (const [, query] of cases) expect(parsesOnce(query, false), JSON.stringify(query)).toBe(true);
    // The first run of a shape on a connection prepares it, the later ones only execute it.
    await expectAnswersAsWritten(cases, member.user.id, 3);
    // The filters found what they should, so the comparison above compared answers.
    const found = async (query: Record<string, string | string[]>, viewerId?: string) =>
      (await exploreListings("offer", { query: offersQuery(query), viewerId, source: null })).totalCount;
    expect(await found({ spaceType: ["studio"] })).toEqual({ count: 6, capped: false });
    expect(await found({ spaceType: ["studio"] }, member.user.id)).toEqual({ count: 5, capped: false });
    expect(await found({ spaceType: ["studio"], minCapacity: "30" }, member.user.id)).toEqual({
      count: 3,
      capped: false,
    });
    expect(await found({ q: "garden", accessFeature: ["hearing-loop"] })).toEqual({ count: 1, capped: false });
    // Kept shapes, later pages and score sorts are not parsed once.
    expect(parsesOnce(offersQuery({}), false)).toBe(false);
    expect(parsesOnce(offersQuery({ cause: ["creative-arts"] }), false)).toBe(false);
    expect(parsesOnce(offersQuery({ spaceType: ["studio"] }), true)).toBe(false);
  });

  it("prepares a statement again after a call that failed", async () => {
    const statement = { name: "explore_custom_test_division", text: 'SELECT 10 / $1::int AS "quotient"' };
    await expect(customPlanRows(statement, ["0"])).rejects.toThrow(/division by zero/);
    expect(await customPlanRows(statement, ["2"])).toEqual([{ quotient: 5 }]);
    expect(await customPlanRows(statement, ["5"])).toEqual([{ quotient: 2 }]);
  });
});
