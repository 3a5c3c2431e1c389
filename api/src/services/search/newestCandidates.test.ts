import { createPostgresSearchBackend } from "@kindred/search/postgres";
import { QueryTypes } from "sequelize";
import { beforeEach, describe, expect, it } from "vitest";
import { database } from "../../db/database";
import { useTestDatabase } from "../../test/database";
import { createSpaceOffer, createSpaceRequest, createUser } from "../../test/factories";
import { databaseSqlClient } from "./backend";

useTestDatabase();

const quietRequest = { values: ["education"], spaceType: "studio", location: "rino", description: "Tea and talk." };
const quietOffer = { supportedCauses: ["education"], spaceType: "studio", address: "1 Test Street" };

const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

/**
 * The `i`th minute of 2026, as a creation time: rows are written oldest first, so the GIN index
 * yields the oldest first and only the newest-first path finds the newest.
 */
const minute = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, i));

/** A fresh ANALYZE: `search_hits` reads which words are common from the planner's statistics. */
const analyze = () => database().query("ANALYZE space_requests, space_offers, users");

/** Newest first, as many as `count`. */
const newest = <T>(rows: T[], count: number) => rows.slice(-count).reverse();

/**
 * Rows sharing a word in each test: with two ranked, reading the newest rows (about twice two)
 * must cost less than a quarter of the index entries, which takes a dozen rows.
 */
const COMMON = 12;

const searchWith = (text: string, rankedCandidates: number, recentRows: number) =>
  createPostgresSearchBackend(databaseSqlClient(), { rankedCandidates, recentRows }).search(text);

describe("search over more matches than it ranks", () => {
  beforeEach(async () => {
    await database().query("TRUNCATE users, space_requests, space_offers, search_names CASCADE");
  });

  it("ranks the newest rows of a word common in names, of every kind", async () => {
    const owner = await createUser();
    const requests = [];
    const offers = [];
    const members = [];
    for (let i = 0; i < COMMON; i++) {
      requests.push(
        await createSpaceRequest({
          ...quietRequest,
          user: owner,
          title: `Quillwort circle ${i}`,
          createdAt: minute(i),
        }),
      );
      offers.push(
        await createSpaceOffer({ ...quietOffer, user: owner, spaceName: `Quillwort hall ${i}`, createdAt: minute(i) }),
      );
      members.push(await createUser({ firstName: "Quillwort", lastName: `Tester${i}`, createdAt: minute(i) }));
    }
    await analyze();

    const hits = await searchWith("quillwort", 2, 20);
    expect(ids(hits.spaceRequests)).toEqual(ids(newest(requests, 2)));
    expect(ids(hits.spaceOffers)).toEqual(ids(newest(offers, 2)));
    expect(ids(hits.users)).toEqual(ids(newest(members, 2)));
  });

  it("ranks the newest rows matching anywhere when names hold too few", async () => {
    const owner = await createUser();
    const named = await createSpaceOffer({
      ...quietOffer,
      user: owner,
      spaceName: "Ferncastle barn",
      createdAt: minute(0),
    });
    const offers = [];
    for (let i = 1; i <= COMMON; i++) {
      offers.push(
        await createSpaceOffer({
          ...quietOffer,
          user: owner,
          spaceName: `Plain room ${i}`,
          description: "Ferncastle tea.",
          createdAt: minute(i),
        }),
      );
    }
    await analyze();

    const hits = await searchWith("ferncastle", 2, 20);
    // The name match is ranked first however old it is; the rest are the newest mentions.
    expect(ids(hits.spaceOffers)).toEqual([named.id, ...ids(newest(offers, 2))]);
  });

  it("still finds a common word's matches when none is among the newest rows", async () => {
    const owner = await createUser();
    const old = [];
    for (let i = 0; i < 20; i++) {
      old.push(
        await createSpaceRequest({ ...quietRequest, user: owner, title: `Tamarisk walk ${i}`, createdAt: minute(i) }),
      );
    }
    const recent = [];
    for (let i = 20; i < 40; i++) {
      recent.push(
        await createSpaceRequest({ ...quietRequest, user: owner, title: `Hollyhock talk ${i}`, createdAt: minute(i) }),
      );
    }
    await analyze();

    // Half the titles say "tamarisk", so the newest 20 rows are read first, and hold none of them.
    const hits = await searchWith("tamarisk", 2, 20);
    expect(hits.spaceRequests).toHaveLength(2);
    for (const hit of hits.spaceRequests) expect(ids(old)).toContain(hit.id);
    // Typos and prefixes of a common word go the same way.
    expect((await searchWith("tamarsk", 2, 20)).spaceRequests).toHaveLength(2);
    expect((await searchWith("tamar", 2, 20)).spaceRequests).toHaveLength(2);
    expect(ids((await searchWith("hollyh", 2, 20)).spaceRequests)).toEqual(ids(newest(recent, 2)));
  });

  it("never ranks a paused offer among the newest rows", async () => {
    const owner = await createUser();
    const active = [];
    for (let i = 0; i < COMMON; i++) {
      active.push(
        await createSpaceOffer({
          ...quietOffer,
          user: owner,
          spaceName: `Wrenhollow studio ${i}`,
          createdAt: minute(i),
        }),
      );
    }
    const paused = await createSpaceOffer({
      ...quietOffer,
      user: owner,
      spaceName: "Wrenhollow studio paused",
      isActive: false,
      createdAt: minute(COMMON),
    });
    await analyze();

    const hits = await searchWith("wrenhollow", 2, 20);
    expect(ids(hits.spaceOffers)).not.toContain(paused.id);
    expect(ids(hits.spaceOffers)).toEqual(ids(newest(active, 2)));
  });

  it("takes how common words are from the statistics", async () => {
    const owner = await createUser();
    for (let i = 0; i < 4; i++) await createSpaceRequest({ ...quietRequest, user: owner, title: `Saffron yard ${i}` });
    for (let i = 0; i < 4; i++) await createSpaceRequest({ ...quietRequest, user: owner, title: `Saffron lane ${i}` });
    await analyze();
    const expected = async (query: string) => {
      const [row] = await database().query<{ share: number; indexed: number; rare: string | null }>(
        `SELECT s."share", s."indexed", s."rare"::text AS "rare"
           FROM search_share('space_requests_title_search', 'to_tsvector', to_tsquery('english', $1)) s`,
        { bind: [query], type: QueryTypes.SELECT },
      );
      return { share: Number(row?.share), indexed: Number(row?.indexed), rare: row?.rare ?? null };
    };
    const expectShares = async () => {
      expect(await expected("saffron:*")).toEqual({ share: expect.closeTo(1), indexed: expect.closeTo(1), rare: null });
      expect((await expected("saffron & (yard | lane)")).share).toBeCloseTo(1);
      // Words are taken as independent; the index reads every word's entries.
      expect(await expected("saffron:* & yard")).toEqual({
        share: expect.closeTo(0.5),
        indexed: expect.closeTo(1.5),
        rare: null,
      });
      expect((await expected("ya:* & lan:*")).share).toBeCloseTo(0.25);
      expect(await expected("thistle")).toEqual({ share: 0, indexed: 0, rare: null });
      // Of several words, the first one too rare for the statistics is looked up alone.
      expect(await expected("saffron & (thistle | nettle) & heron")).toEqual({
        share: 0,
        indexed: expect.closeTo(1),
        rare: "'thistl' | 'nettl'",
      });
    };
    const copyCurrent = async () => {
      const [row] = await database().query<{ current: boolean }>(
        `SELECT k."version" = search_stats_version('space_requests_title_search') AS "current"
           FROM search_word_stats_copies k
          WHERE k."statsTable" = 'space_requests_title_search' AND k."statsColumn" = 'to_tsvector'`,
        { type: QueryTypes.SELECT },
      );
      return row?.current ?? false;
    };
    // Straight after ANALYZE the copy is behind: the shares come from pg_stats itself.
    expect(await copyCurrent()).toBe(false);
    await expectShares();
    // Copied (as the search outbox task does), the same shares come from the copy.
    await database().query("SELECT search_word_stats_copy()");
    expect(await copyCurrent()).toBe(true);
    await expectShares();
    // The copy is what is read while current: a changed copy changes the answer...
    await database().query(
      `UPDATE search_word_stats SET "share" = "share" / 2 WHERE "statsTable" = 'space_requests_title_search'`,
    );
    expect((await expected("saffron:*")).share).toBeCloseTo(0.5);
    // ...until ANALYZE runs again: pg_stats is read, never a copy taken before it.
    await analyze();
    expect(await copyCurrent()).toBe(false);
    await expectShares();
    await database().query("SELECT search_word_stats_copy()");
    await expectShares();
  });

  it("finds a common word together with a rare one through the rare one", async () => {
    const owner = await createUser();
    const rows = [];
    for (let i = 0; i < COMMON; i++) {
      const title = i === 3 ? "Quillwort zephyrine circle" : `Quillwort circle ${i}`;
      rows.push(await createSpaceRequest({ ...quietRequest, user: owner, title, createdAt: minute(i) }));
    }
    const mentions = await createSpaceRequest({
      ...quietRequest,
      user: owner,
      title: "Evening circle",
      description: "Quillwort with Zephyrine.",
      createdAt: minute(COMMON),
    });
    await analyze();

    const hits = await searchWith("quillwort zephyrin", 2, 20);
    expect(ids(hits.spaceRequests)).toEqual([rows[3]?.id, mentions.id]);
  });
});

describe("what a search reads besides its rows", () => {
  it("keeps no GIN pending list a search must scan, and the newest offers and members with their vectors", async () => {
    const [indexes] = (await database().query(
      `SELECT c.relname AS "name", coalesce(c.reloptions, '{}') AS "options", pg_get_indexdef(c.oid) AS "definition"
         FROM pg_class c WHERE c.relkind = 'i' AND c.relnamespace = current_schema()::regnamespace`,
    )) as [{ name: string; options: string[]; definition: string }[], unknown];
    const byName = new Map(indexes.map((index) => [index.name, index]));
    // A pending list is read whole by every scan of its index until a vacuum empties it: every
    // text search index (words, names, typo correction's trigrams) takes its entries at once.
    const textSearch = indexes.filter(({ definition }) =>
      /USING gin \((search_vector|to_tsvector\(|term gin_trgm_ops)/.test(definition),
    );
    expect(textSearch.length).toBeGreaterThanOrEqual(7);
    for (const { name, options } of textSearch) expect(options, name).toContain("fastupdate=off");
    // The newest rows' vectors are read from these entries (index-only), not a heap page per row.
    expect(byName.get("space_offers_search_newest")?.definition).toMatch(
      /\("createdAt" DESC, id DESC\) INCLUDE \(search_vector\) WHERE "isActive"$/,
    );
    expect(byName.get("users_search_newest")?.definition).toMatch(
      /\("createdAt" DESC, id DESC\) INCLUDE \(search_vector\)$/,
    );
  });
});
