/**
 * The explore step of `npm run bench` (docs/performance.md: explore p95 < 50 ms over a mix of
 * filter combinations, both kinds, both sorts, first and later pages).
 */
import { ACCESS_FEATURES } from "@kindred/contract";
import type { Sequelize } from "sequelize-typescript";
import { percentile, timeSequential } from "./measure";

/** The listings the score sorts run against: one of the seeker's requests and one of the host's offers. */
export interface ExploreAgainst {
  requestId: string;
  offerId: string;
}

const sqlArray = (words: readonly string[]) => `ARRAY[${words.map((word) => `'${word}'`).join(",")}]::text[]`;

/**
 * Each feature of one listing, kept when a hash of (id, feature) falls under `share` eighths: the
 * same listings get the same features on every run.
 */
const hashedFeatures = (share: number) => `ARRAY(
  SELECT f FROM unnest(${sqlArray(ACCESS_FEATURES)}) AS f
   WHERE ('x' || substr(md5("id"::text || f), 1, 2))::bit(8)::int % 8 < ${share})`;

/**
 * The bench volume predates access lists: gives offers features (each about 3 in 8) and requests
 * needs (each about 1 in 16) once, so the access filters select realistic shares. Answers the
 * listings the score sorts run against.
 */
export const prepareExploreVolume = async (
  sequelize: Sequelize,
  pair: { seekerId: string; hostId: string },
): Promise<ExploreAgainst> => {
  const [[filled]] = (await sequelize.query(
    `SELECT EXISTS (SELECT 1 FROM space_offers WHERE "accessFeatures" <> '{}') AS "done"`,
  )) as [[{ done: boolean }], unknown];
  if (!filled?.done) {
    await sequelize.query(`UPDATE space_offers SET "accessFeatures" = ${hashedFeatures(3)}`);
    await sequelize.query(
      `UPDATE space_requests SET "accessNeeds" = ARRAY(
         SELECT f FROM unnest(${sqlArray(ACCESS_FEATURES)}) AS f
          WHERE ('x' || substr(md5("id"::text || f), 1, 2))::bit(8)::int % 16 = 0)`,
    );
    await sequelize.query("VACUUM ANALYZE space_offers, space_requests");
  }
  const [[against]] = (await sequelize.query(
    `SELECT (SELECT "id" FROM space_requests WHERE "userId" = :seekerId ORDER BY "createdAt" LIMIT 1) AS "requestId",
            (SELECT "id" FROM space_offers WHERE "userId" = :hostId ORDER BY "createdAt" LIMIT 1) AS "offerId"`,
    { replacements: pair },
  )) as [[ExploreAgainst], unknown];
  if (!against) throw new Error("the bench pair has no listings to sort against");
  return against;
};

/** Filter combinations from none to rare, for both kinds and both sorts. */
export const exploreCalls = ({ requestId, offerId }: ExploreAgainst): string[] => [
  "offers?",
  "offers?spaceType=studio",
  "offers?spaceType=gallery&minCapacity=30",
  "offers?availability=weekend-morning&availability=weekend-afternoon",
  "offers?cause=creative-arts",
  "offers?communityInvestment=free-community&spaceType=workshop",
  "offers?accessFeature=step-free-entry&accessFeature=elevator",
  "offers?q=pottery",
  "offers?q=garden&accessFeature=hearing-loop",
  "offers?spaceType=outdoor&minCapacity=80&cause=environmental-action&accessFeature=parking&availability=weekday-evening",
  "offers?accessFeature=step-free-entry&accessFeature=accessible-toilet&accessFeature=elevator&accessFeature=hearing-loop&accessFeature=quiet-room",
  `offers?sort=score&against=${requestId}`,
  `offers?sort=score&against=${requestId}&spaceType=studio&accessFeature=step-free-entry`,
  "requests?",
  "requests?spaceType=classroom&minCapacity=20",
  "requests?cause=mental-health",
  "requests?accessFeature=hearing-loop",
  "requests?q=yoga",
  "requests?cause=youth-development&accessFeature=elevator&minCapacity=40",
  `requests?sort=score&against=${offerId}`,
];

/** The median and p95 of some timings, in ms. */
export interface Spread {
  median: number;
  p95: number;
}

const spreadOf = (samples: readonly number[]): Spread => ({
  median: percentile(samples, 50),
  p95: percentile(samples, 95),
});

/**
 * Times every call of the mix a few times over, each also followed by its second page (the
 * cursor the first answered), as one member filtering and scrolling would. Answers the spread
 * of the whole mix and of its score sorts (the slowest kind of call), or the status of the
 * first call that failed.
 */
export const measureExplore = async (
  baseUrl: string,
  cookies: { seeker: string; host: string },
  against: ExploreAgainst,
  rounds = 5,
): Promise<{ all: Spread; scoreSorts: Spread; calls: number } | { status: number }> => {
  const calls = exploreCalls(against);
  const samples: number[] = [];
  const scoreSamples: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const call of calls) {
      // Requests are scored against the host's offer, so the host asks for those.
      const cookie = call.includes(against.offerId) ? cookies.host : cookies.seeker;
      let next: string | null = null;
      const first = await timeSequential(1, async () => {
        const response = await fetch(`${baseUrl}/api/explore/${call}&limit=24`, { headers: { cookie } });
        next = response.headers.get("x-next-cursor");
        return response;
      });
      if (first.status) return { status: first.status };
      const taken = [...first.samples];
      if (next) {
        const cursor: string = next;
        const second = await timeSequential(1, () =>
          fetch(`${baseUrl}/api/explore/${call}&limit=24&cursor=${cursor}`, { headers: { cookie } }),
        );
        if (second.status) return { status: second.status };
        taken.push(...second.samples);
      }
      samples.push(...taken);
      if (call.includes("sort=score")) scoreSamples.push(...taken);
    }
  }
  return { all: spreadOf(samples), scoreSorts: spreadOf(scoreSamples), calls: samples.length };
};

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The bench's explore row: p95 over the mix (and the spread of its score sorts), or why it could not be measured. */
export const exploreStep = async (
  baseUrl: string,
  cookies: { seeker: string; host: string },
  against: ExploreAgainst,
  record: (target: string, measured: string, goal: string, ok: boolean) => void,
) => {
  const result = await measureExplore(baseUrl, cookies, against);
  if ("status" in result) record("explore p95", `unavailable (HTTP ${result.status})`, "< 50 ms", false);
  else {
    const { all, scoreSorts } = result;
    record(
      "explore p95",
      `${ms(all.p95)} over ${result.calls} calls (median ${ms(all.median)}; ` +
        `score sorts: median ${ms(scoreSorts.median)}, p95 ${ms(scoreSorts.p95)})`,
      "< 50 ms",
      all.p95 < 50,
    );
  }
};
