import { type Answer, answered, percentile, postJson, timeSequential } from "./measure";
import { BENCH_REQUEST_TITLE } from "./stack";

export const SEARCH_TERMS = [
  "pottery",
  "wrkshop",
  "yoga",
  "sunr",
  "climte",
  "spanish circle",
  "garden",
  "maya",
  "juniper loft",
];

/** Misspelled (one edit) and cut-short words of the seeded data, with the word each must find. */
const TYPOS: ReadonlyArray<[string, string]> = [
  ["wrkshop", "workshop"],
  ["climte", "climate"],
  ["potery", "pottery"],
  ["spansh", "spanish"],
  ["gardn", "garden"],
  ["writng", "writing"],
  ["dnce", "dance"],
  ["chesss", "chess"],
];
const PREFIXES: ReadonlyArray<[string, string]> = [
  ["sunr", "sunrise"],
  ["junip", "juniper"],
  ["pott", "pottery"],
  ["lant", "lantern"],
  ["willo", "willow"],
  ["riversi", "riverside"],
  ["clim", "climate"],
  ["gallr", "gallery"],
];

/** A p95 in milliseconds, or the HTTP status that stopped the run. */
export type P95 = { p95: number } | { status: number };

const p95Of = ({ samples, status }: { samples: number[]; status?: number }): P95 =>
  status ? { status } : { p95: percentile(samples, 95) };

/**
 * 110 sequential searches, as one member of the search dialog might make in a minute, after one
 * untimed pass over the terms: the bench starts its servers and database cold, and a word's first
 * search after a start reads its index pages from disk, which a running server has long done.
 */
export const searchP95 = async (baseUrl: string, cookie: string): Promise<P95> => {
  const search = (i: number) =>
    fetch(`${baseUrl}/api/search?q=${encodeURIComponent(SEARCH_TERMS[i % SEARCH_TERMS.length])}`, {
      headers: { cookie },
    });
  const warmUp = await timeSequential(SEARCH_TERMS.length, search);
  if (warmUp.status) return { status: warmUp.status };
  return p95Of(await timeSequential(110, search));
};

/** The share of `words` whose search answers something naming the expected word. */
const hitRate = async (baseUrl: string, cookie: string, words: ReadonlyArray<[string, string]>) => {
  let hits = 0;
  for (const [query, expected] of words) {
    const response = await fetch(`${baseUrl}/api/search?q=${encodeURIComponent(query)}`, { headers: { cookie } });
    if (response.ok && (await response.text()).toLowerCase().includes(expected)) hits++;
  }
  return hits / words.length;
};

export const searchHitRates = async (baseUrl: string, cookie: string) => ({
  typo: await hitRate(baseUrl, cookie, TYPOS),
  prefix: await hitRate(baseUrl, cookie, PREFIXES),
});

/** Creates one new request (matched against the offers before it answers). */
export const createRequest = (baseUrl: string, cookie: string, email: string, i: number) =>
  postJson(`${baseUrl}/api/space-requests`, cookie, {
    title: `${BENCH_REQUEST_TITLE} ${i}`,
    description: "Wheel throwing for beginners; needs tables and a sink.",
    spaceType: "studio",
    location: "rino",
    participants: 12,
    values: ["creative-arts", "community-education", "workshop", "skill-building"],
    contactName: "Bench",
    contactEmail: email,
  });

/** 100 sequential new requests, each matched against the offers before it answers. */
export const createAndMatchP95 = async (baseUrl: string, cookie: string, email: string): Promise<P95> =>
  p95Of(await timeSequential(100, (i) => createRequest(baseUrl, cookie, email, i)));

/**
 * `count` calls with `inFlight` of them running at any time (as that many members writing at
 * once would), timed each; a failing call stops the run with its status.
 */
export const inFlightP95 = async (
  count: number,
  inFlight: number,
  call: (index: number) => Promise<Response | Answer>,
): Promise<P95> => {
  const samples: number[] = [];
  let next = 0;
  let status: number | undefined;
  const lane = async () => {
    while (next < count && status === undefined) {
      const index = next++;
      const started = performance.now();
      const answer = await answered(await call(index));
      if (!answer.ok) status = answer.status;
      else samples.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: inFlight }, lane));
  return p95Of({ samples, status });
};
