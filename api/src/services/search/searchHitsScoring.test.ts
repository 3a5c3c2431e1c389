import { readFileSync } from "node:fs";
import { QueryTypes } from "sequelize";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { database } from "../../db/database";
import { useTestDatabase } from "../../test/database";
import { createSpaceOffer, createSpaceRequest, createUser } from "../../test/factories";

useTestDatabase();

const VOCABULARY = ["quillwort", "saffron", "heron", "juniper", "maple", "lantern"] as const;
const word = (i: number) => VOCABULARY[i % VOCABULARY.length] as string;

/** Creation times with ties (every third row shares its neighbour's), so the last key, the id, decides too. */
const at = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, Math.floor(i / 3) * 2 + (i % 3 === 2 ? 0 : i % 3)));

/** Each word's three-letter prefix, each word, pairs, and each word "corrected" into its neighbour's. */
const queries = (): { typed: string; corrected: string }[] => {
  const list: { typed: string; corrected: string }[] = [];
  VOCABULARY.forEach((one, i) => {
    const next = word(i + 1);
    list.push({ typed: `${one}:*`, corrected: `${one}:*` });
    list.push({ typed: `${one.slice(0, 3)}:*`, corrected: `${one.slice(0, 3)}:*` });
    list.push({ typed: `${one.slice(0, 4)}:*`, corrected: `(${one.slice(0, 4)}:* | ${next})` });
    list.push({ typed: `${one}:* & ${next}:*`, corrected: `${one}:* & ${next}:*` });
    list.push({ typed: `${one}:* & zzq:*`, corrected: `${one}:* & (zzq:* | ${next})` });
  });
  // Words most rows hold (in names, or anywhere), which the newest rows answer when few are ranked.
  for (const common of [
    "circle",
    "hall",
    "tester",
    "kindling",
    "kindl",
    "circle:* & quillwort",
    "kindling:* & heron",
  ]) {
    list.push({ typed: `${common}:*`, corrected: `${common}:*` });
  }
  list.push({ typed: "circl:*", corrected: "(circl:* | circle)" });
  list.push({ typed: "nothingmatches:*", corrected: "nothingmatches:*" });
  return list;
};

const hitsOf = (fn: string, typed: string, corrected: string, limits: readonly number[]) =>
  database().query<{ kind: string; id: string; score: string }>(
    `SELECT h."kind", h."id", h."score"::text AS "score"
       FROM ${fn}(to_tsquery('english', $1), to_tsquery('english', $2), $3, $4, $5) h`,
    { bind: [typed, corrected, ...limits], type: QueryTypes.SELECT },
  );

/**
 * `search_hits` scores its candidates where it reads them (the rows of a GIN match or the newest
 * rows), not by fetching each one again by id: the same hits, order and scores as the function
 * before that change (`searchHitsReference.sql`), for every path that finds candidates.
 */
describe("search_hits scored where its candidates are read", () => {
  beforeAll(async () => {
    await database().query(readFileSync(new URL("./searchHitsReference.sql", import.meta.url), "utf8"));
    await database().query("TRUNCATE users, space_requests, space_offers, search_names CASCADE");
    const owner = await createUser({ firstName: "Plain", lastName: "Owner" });
    for (let i = 0; i < 30; i++) {
      const description = `${word(i + 2)} and ${word(i * 5)} by kindling, ${i % 4 === 0 ? word(i + 1) : "tuesdays"}.`;
      await createSpaceRequest({
        user: owner,
        values: ["education"],
        spaceType: "studio",
        location: "rino",
        title: i % 5 === 4 ? "Evening circle" : `${word(i)} circle ${i % 2 === 0 ? word(i + 3) : ""}`,
        description,
        createdAt: at(i),
      });
      await createSpaceOffer({
        user: owner,
        supportedCauses: ["education"],
        spaceType: "studio",
        address: "1 Test Street",
        spaceName: i % 6 === 5 ? "Back room" : `${word(i + 1)} hall`,
        description,
        isActive: i % 7 !== 3,
        createdAt: at(i),
      });
      await createUser({
        firstName: i % 4 === 3 ? "Ann" : word(i + 2),
        lastName: `Tester ${word(i)}`,
        bio: description,
        createdAt: at(i),
      });
    }
  });

  afterAll(async () => {
    await database().query(
      "DROP FUNCTION IF EXISTS search_hits_reference(tsquery, tsquery, integer, integer, integer)",
    );
  });

  const compareAll = async () => {
    let compared = 0;
    for (const { typed, corrected } of queries()) {
      // Every candidate path: the GIN matches, the newest rows (few ranked, few read), the rare word alone.
      for (const limits of [
        [10, 100, 20_000],
        [3, 2, 20],
        [10, 4, 12],
        [2, 5, 40],
        [2, 1, 40],
        [10, 2, 8],
      ] as const) {
        const expected = await hitsOf("search_hits_reference", typed, corrected, limits);
        expect(await hitsOf("search_hits", typed, corrected, limits), `${typed} / ${corrected} ${limits}`).toEqual(
          expected,
        );
        compared += expected.length;
      }
    }
    return compared;
  };

  it("answers what it answered when each candidate was fetched again to be ranked", async () => {
    // Without statistics (no ANALYZE yet), with fresh ones read from pg_stats, then from the copy.
    expect(await compareAll()).toBeGreaterThan(300);
    await database().query("ANALYZE space_requests, space_offers, users");
    expect(await compareAll()).toBeGreaterThan(300);
    await database().query("SELECT search_word_stats_copy()");
    expect(await compareAll()).toBeGreaterThan(300);
  });

  it("ranks a kind's two candidate lists as one, a candidate in both once (search_ranked)", async () => {
    const [a, b, c] = [
      "00000000-0000-4000-8000-00000000000a",
      "00000000-0000-4000-8000-00000000000b",
      "00000000-0000-4000-8000-00000000000c",
    ];
    const ranked = (lists: string, limit: number | null) =>
      database().query<{ id: string; score: string }>(
        `SELECT r."id", r."score"::text AS "score" FROM search_ranked(${lists}, $1) r`,
        { bind: [limit], type: QueryTypes.SELECT },
      );
    const early = "'2026-01-01T00:00:00Z'::timestamptz";
    const late = "'2026-01-02T00:00:00Z'::timestamptz";
    // b is in both lists (scored alike); a and c tie on score and time, so the id decides.
    const both = `ARRAY['${c}', '${b}']::uuid[], ARRAY[0.5, 0.25]::real[], ARRAY[${early}, ${late}],
                  ARRAY['${b}', '${a}']::uuid[], ARRAY[0.25, 0.5]::real[], ARRAY[${late}, ${early}]`;
    expect(await ranked(both, 10)).toEqual([
      { id: a, score: "0.5" },
      { id: c, score: "0.5" },
      { id: b, score: "0.25" },
    ]);
    expect(await ranked(both, 2)).toEqual([
      { id: a, score: "0.5" },
      { id: c, score: "0.5" },
    ]);
    // No name matches (no arrays at all): the other list alone.
    const onlyAnywhere = `NULL, NULL, NULL, ARRAY['${b}']::uuid[], ARRAY[0.25]::real[], ARRAY[${late}]`;
    expect(await ranked(onlyAnywhere, 10)).toEqual([{ id: b, score: "0.25" }]);
  });
});
