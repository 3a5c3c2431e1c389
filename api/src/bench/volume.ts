import {
  AVAILABILITY_SLOTS,
  COMMUNITY_INVESTMENTS,
  IMPACTS,
  LOCATION_AREAS,
  MISSIONS,
  PROJECT_TYPES,
  SPACE_TYPES,
} from "@kindred/contract";
import type { Sequelize } from "sequelize-typescript";

export interface BenchVolume {
  members: number;
  requests: number;
  offers: number;
  matches: number;
  messagesPerMatch: number;
}

/** The data volume of docs/performance.md. */
export const BENCH_VOLUME: BenchVolume = {
  members: 10_000,
  requests: 50_000,
  offers: 50_000,
  matches: 100_000,
  messagesPerMatch: 10,
};

/** `scale` times the bench volume (the growth run), each member as busy as at 1x. */
export const scaledVolume = (scale: number): BenchVolume => ({
  members: BENCH_VOLUME.members * scale,
  requests: BENCH_VOLUME.requests * scale,
  offers: BENCH_VOLUME.offers * scale,
  matches: BENCH_VOLUME.matches * scale,
  messagesPerMatch: BENCH_VOLUME.messagesPerMatch,
});

/** A PostgreSQL array literal of the given words, for the SQL below. */
const sqlArray = (words: readonly string[]) =>
  `ARRAY[${words.map((word) => `'${word.replace(/'/g, "''")}'`).join(",")}]`;

const FIRST_NAMES = ["Maya", "Jordan", "Nadia", "Diego", "Priya", "Leo", "Grace", "Samuel", "Aiko", "Tomas"];
const LAST_NAMES = ["Rivera", "Chen", "Okafor", "Martinez", "Patel", "Nguyen", "Johnson", "Kowalski"];
const TOPICS = ["Pottery", "Coding", "Yoga", "Grief", "Spanish", "Climate", "Dance", "Writing", "Chess", "Garden"];
const FORMATS = ["workshop", "circle", "class", "meetup", "lab", "session", "studio", "club"];
const AUDIENCES = ["teens", "seniors", "families", "beginners", "artists", "neighbors"];
const PLACES = ["Sunrise", "Juniper", "Cedar", "Harbor", "Maple", "Riverside", "Aspen", "Copper", "Lantern", "Willow"];
const ROOMS = ["Studio", "Hall", "Gallery", "Loft", "Classroom", "Workshop", "Commons", "Room"];

/**
 * Fills an empty, migrated database with the bench volume in a few set-based statements
 * (generate_series), so it takes seconds, not an hour of ORM inserts. Every member shares
 * `passwordHash`. Returns the time it took.
 */
export const seedBenchVolume = async (
  sequelize: Sequelize,
  passwordHash: string,
  log: (line: string) => void = () => {},
  v: BenchVolume = BENCH_VOLUME,
): Promise<number> => {
  const started = Date.now();
  let step = 0;
  const run = async (sql: string) => {
    const stepStarted = Date.now();
    await sequelize.query(sql, { replacements: { passwordHash } });
    log(`  seed step ${++step}: ${((Date.now() - stepStarted) / 1000).toFixed(1)} s`);
  };

  await run(`
    INSERT INTO users ("email", "emailVerified", "firstName", "lastName", "passwordHash", "bio", "location", "interests", "createdAt")
    SELECT 'bench' || g || '@example.org',
           true,
           (${sqlArray(FIRST_NAMES)})[1 + g % 10],
           (${sqlArray(LAST_NAMES)})[1 + (g / 10) % 8] || g,
           :passwordHash,
           'Neighbour number ' || g || ' who loves ' || lower((${sqlArray(TOPICS)})[1 + g % 10]) || '.',
           'Denver, CO',
           ARRAY[(${sqlArray(TOPICS)})[1 + g % 10], (${sqlArray(TOPICS)})[1 + (g / 7) % 10]],
           now() - (g % 365 || ' days')::interval
    FROM generate_series(1, ${v.members}) g`);

  await run(`
    INSERT INTO space_requests ("userId", "title", "description", "spaceType", "location", "participants",
                                "values", "contactName", "contactEmail", "createdAt")
    SELECT u."id",
           (${sqlArray(TOPICS)})[1 + g % 10] || ' ' || (${sqlArray(FORMATS)})[1 + (g / 10) % 8] || ' for '
             || (${sqlArray(AUDIENCES)})[1 + (g / 80) % 6],
           'A friendly ' || (${sqlArray(FORMATS)})[1 + (g / 10) % 8] || ' that needs chairs, tables and good light. Request ' || g || '.',
           (${sqlArray(SPACE_TYPES)})[1 + g % 8],
           (${sqlArray(LOCATION_AREAS)})[1 + g % 8],
           5 + g % 40,
           ARRAY[(${sqlArray(MISSIONS)})[1 + g % 10], (${sqlArray(PROJECT_TYPES)})[1 + g % 10],
                 (${sqlArray(IMPACTS)})[1 + (g / 3) % 10]],
           u."firstName", u."email",
           now() - (g % 1000 || ' minutes')::interval
    FROM generate_series(1, ${v.requests}) g
    JOIN (SELECT "id", "firstName", "email", row_number() OVER (ORDER BY "email") AS rn FROM users) u
      ON u.rn = 1 + g % ${v.members}`);

  await run(`
    INSERT INTO space_offers ("userId", "spaceName", "description", "spaceType", "address", "capacity",
                              "availability", "supportedCauses", "contactName", "contactEmail", "isSponsored", "createdAt")
    SELECT u."id",
           (${sqlArray(PLACES)})[1 + g % 10] || ' ' || (${sqlArray(ROOMS)})[1 + (g / 10) % 8] || ' ' || g,
           'A bright space with tables, chairs and a sink, welcoming '
             || lower((${sqlArray(TOPICS)})[1 + (g / 3) % 10]) || ' groups.',
           (${sqlArray(SPACE_TYPES)})[1 + (g / 2) % 8],
           (100 + g % 900) || ' Larimer St, Denver, CO',
           10 + g % 60,
           ARRAY[(${sqlArray(AVAILABILITY_SLOTS)})[1 + g % 8]],
           ARRAY[(${sqlArray(MISSIONS)})[1 + (g / 2) % 10], (${sqlArray(PROJECT_TYPES)})[1 + (g / 2) % 10],
                 (${sqlArray(COMMUNITY_INVESTMENTS)})[1 + g % 8]],
           u."firstName", u."email", g % 20 = 0,
           now() - (g % 1000 || ' minutes')::interval
    FROM generate_series(1, ${v.offers}) g
    JOIN (SELECT "id", "firstName", "email", row_number() OVER (ORDER BY "email" DESC) AS rn FROM users) u
      ON u.rn = 1 + g % ${v.members}`);

  // Two matches per request: offers n and n+1 (wrapping), so every pair is distinct. Two
  // equi-joins, not one OR join, which would compare every request with every offer.
  await run(`
    WITH r AS (SELECT "id", row_number() OVER (ORDER BY "id") AS rn FROM space_requests),
         o AS (SELECT "id", row_number() OVER (ORDER BY "id") AS rn FROM space_offers),
         pairs AS (
           SELECT r."id" AS request, o."id" AS offer, r.rn FROM r JOIN o ON o.rn = r.rn
           UNION ALL
           SELECT r."id", o."id", r.rn FROM r JOIN o ON o.rn = r.rn % ${v.offers} + 1
         )
    INSERT INTO matches ("spaceRequestId", "spaceOfferId", "status", "score", "facts", "createdAt", "updatedAt")
    SELECT request, offer, 'under_review', 5 + rn % 10,
           '{"sharedIds": ["community-building"], "requestType": "other", "offerType": "other", "participants": null, "capacity": 10, "sponsored": false}',
           now() - (rn % 500 || ' minutes')::interval, now()
    FROM pairs
    LIMIT ${v.matches}`);

  await run(`
    INSERT INTO messages ("matchId", "senderId", "content", "isRead", "createdAt")
    SELECT m."id", CASE WHEN k % 2 = 0 THEN r."userId" ELSE o."userId" END,
           'Message ' || k || ': would Tuesday evening work for the group?', true,
           m."createdAt" + (k || ' minutes')::interval
    FROM matches m
    JOIN space_requests r ON r."id" = m."spaceRequestId"
    JOIN space_offers o ON o."id" = m."spaceOfferId"
    CROSS JOIN generate_series(1, ${v.messagesPerMatch}) k`);

  // The state autovacuum reaches after a bulk load: statistics, visibility map, and the GIN
  // indexes' pending lists merged (a fresh load's searches otherwise scan those lists linearly).
  await run("VACUUM ANALYZE");
  return Date.now() - started;
};

/**
 * A member with both sides of a busy match of the seeded volume (10 messages): the bench signs in
 * as these two. Only seeded members (`bench<n>@example.org`) count: the members a step's `prepare`
 * adds later (the calendar host and seeker, whose matches are newer and have no messages) would
 * otherwise be picked on every run but a fresh database's first.
 */
export const pickBenchPair = async (
  sequelize: Sequelize,
): Promise<{
  matchId: string;
  offerId: string;
  seekerEmail: string;
  seekerId: string;
  hostEmail: string;
  hostId: string;
}> => {
  const [rows] = await sequelize.query(`
    SELECT m."id" AS "matchId", o."id" AS "offerId", rs."email" AS "seekerEmail", rs."id" AS "seekerId",
           os."email" AS "hostEmail", os."id" AS "hostId"
    FROM matches m
    JOIN space_requests r ON r."id" = m."spaceRequestId"
    JOIN space_offers o ON o."id" = m."spaceOfferId"
    JOIN users rs ON rs."id" = r."userId"
    JOIN users os ON os."id" = o."userId"
    WHERE rs."id" <> os."id" AND rs."email" ~ '^bench[0-9]+@' AND os."email" ~ '^bench[0-9]+@'
    ORDER BY m."createdAt" DESC, m."id"
    LIMIT 1`);
  return rows[0] as Awaited<ReturnType<typeof pickBenchPair>>;
};
