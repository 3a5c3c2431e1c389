/**
 * The bookings step of `npm run bench` (docs/performance.md): a host with 50 spaces and 5,000
 * confirmed dates opens a month of `/calendar` (every page of `/api/bookings/mine`) in < 100 ms
 * p95; proposing and accepting a booking each answer in < 50 ms p95.
 */
import type { Sequelize } from "sequelize-typescript";
import type { RecordRow } from "./floorTargets";
import { percentile, signIn, timeSequential } from "./measure";

const HOST_EMAIL = "bench-calendar-host@example.org";
const SEEKER_EMAIL = "bench-calendar-seeker@example.org";
const NOTE = "Bench proposal";
const SPACES = 50;
const DATES_PER_SPACE = 100;

export interface BookingsVolume {
  hostEmail: string;
  seekerEmail: string;
  /** The match the propose/accept run books in (one of the host's spaces). */
  matchId: string;
}

/** The insertable columns of `table` other than `except` (generated search columns are left out). */
const copyableColumns = async (sequelize: Sequelize, table: string, except: readonly string[]) => {
  const [rows] = (await sequelize.query(
    `SELECT column_name AS "name" FROM information_schema.columns
      WHERE table_name = :table AND is_generated = 'NEVER' AND column_default IS DISTINCT FROM 'gen_random_uuid()'`,
    { replacements: { table } },
  )) as [{ name: string }[], unknown];
  return rows.map((row) => `"${row.name}"`).filter((column) => !except.includes(column.slice(1, -1)));
};

/**
 * Once per database: a host and a seeker (the bench password), 50 spaces of the host, one request
 * of the seeker matched and accepted with each, and 100 confirmed two-hour dates per space, every
 * third day from five months back to five months ahead (about 500 in any month). Each run's own
 * proposals are removed first, so a kept database books the same times again.
 */
export const prepareBookingsVolume = async (
  sequelize: Sequelize,
  pair: { hostId: string; seekerId: string },
): Promise<BookingsVolume> => {
  await sequelize.query(`DELETE FROM bookings WHERE "note" = :note`, { replacements: { note: NOTE } });
  const [[existing]] = (await sequelize.query(
    `SELECT m."id" FROM matches m JOIN users u ON u."id" = m."hostId" WHERE u."email" = :email ORDER BY m."id" LIMIT 1`,
    { replacements: { email: HOST_EMAIL } },
  )) as [{ id: string }[], unknown];
  if (existing) return { hostEmail: HOST_EMAIL, seekerEmail: SEEKER_EMAIL, matchId: existing.id };

  const userColumns = await copyableColumns(sequelize, "users", ["id", "email", "createdAt", "updatedAt"]);
  for (const [email, from] of [
    [HOST_EMAIL, pair.hostId],
    [SEEKER_EMAIL, pair.seekerId],
  ] as const) {
    await sequelize.query(
      `INSERT INTO users ("id", "email", ${userColumns.join(", ")}, "createdAt", "updatedAt")
       SELECT gen_random_uuid(), :email, ${userColumns.join(", ")}, now(), now() FROM users WHERE "id" = :from`,
      { replacements: { email, from } },
    );
  }
  const ids = `(SELECT "id" FROM users WHERE "email" = :email)`;
  const offerColumns = await copyableColumns(sequelize, "space_offers", [
    "id",
    "userId",
    "spaceName",
    "createdAt",
    "updatedAt",
  ]);
  await sequelize.query(
    `INSERT INTO space_offers ("id", "userId", "spaceName", ${offerColumns.join(", ")}, "createdAt", "updatedAt")
     SELECT gen_random_uuid(), ${ids}, 'Calendar space ' || n, ${offerColumns.map((c) => `o.${c}`).join(", ")}, now(), now()
       FROM (SELECT * FROM space_offers WHERE "userId" = :from LIMIT 1) o, generate_series(1, ${SPACES}) n`,
    { replacements: { email: HOST_EMAIL, from: pair.hostId } },
  );
  const requestColumns = await copyableColumns(sequelize, "space_requests", [
    "id",
    "userId",
    "title",
    "createdAt",
    "updatedAt",
  ]);
  await sequelize.query(
    `INSERT INTO space_requests ("id", "userId", "title", ${requestColumns.join(", ")}, "createdAt", "updatedAt")
     SELECT gen_random_uuid(), ${ids}, 'Calendar request', ${requestColumns.map((c) => `r.${c}`).join(", ")}, now(), now()
       FROM (SELECT * FROM space_requests WHERE "userId" = :from LIMIT 1) r`,
    { replacements: { email: SEEKER_EMAIL, from: pair.seekerId } },
  );
  await sequelize.query(
    `INSERT INTO matches ("id", "spaceRequestId", "spaceOfferId", "status", "score", "facts", "acceptedBy", "createdAt", "updatedAt")
     SELECT gen_random_uuid(), r."id", o."id", 'accepted', 7, (SELECT "facts" FROM matches LIMIT 1),
            ARRAY[r."userId", o."userId"], now(), now()
       FROM space_requests r, space_offers o
      WHERE r."userId" = (SELECT "id" FROM users WHERE "email" = :seeker)
        AND o."userId" = (SELECT "id" FROM users WHERE "email" = :host)`,
    { replacements: { seeker: SEEKER_EMAIL, host: HOST_EMAIL } },
  );
  await sequelize.query(
    `WITH src AS (
       SELECT m."id" AS "matchId", m."spaceOfferId", m."seekerId",
              date_trunc('day', now()) - interval '150 days' + (n * 3) * interval '1 day' + interval '18 hours' AS "at"
         FROM matches m, generate_series(0, ${DATES_PER_SPACE - 1}) n
        WHERE m."hostId" = (SELECT "id" FROM users WHERE "email" = :host)),
     made AS (
       INSERT INTO bookings ("id", "matchId", "spaceOfferId", "proposedBy", "status", "startsAt", "endsAt", "timeZone",
                             "expiresAt", "createdAt", "updatedAt")
       SELECT gen_random_uuid(), "matchId", "spaceOfferId", "seekerId", 'confirmed', "at", "at" + interval '2 hours', 'UTC',
              "at", now(), now()
         FROM src
       RETURNING "id", "spaceOfferId", "startsAt", "endsAt")
     INSERT INTO booking_occurrences ("bookingId", "spaceOfferId", "date", "startsAt", "endsAt", "originalStartsAt", "status")
     SELECT "id", "spaceOfferId", ("startsAt" AT TIME ZONE 'UTC')::date, "startsAt", "endsAt", "startsAt", 'confirmed' FROM made`,
    { replacements: { host: HOST_EMAIL } },
  );
  await sequelize.query("VACUUM ANALYZE bookings, booking_occurrences, matches, space_offers");
  return prepareBookingsVolume(sequelize, pair);
};

const day = (at: Date) => at.toISOString().slice(0, 10);

/** Opens the current month as the calendar does: every page of the member's dates. */
const openMonth = async (baseUrl: string, cookie: string): Promise<Response> => {
  const now = new Date();
  const from = day(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)));
  const to = day(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)));
  let cursor: string | null = null;
  let response: Response;
  do {
    const query: string = `from=${from}&to=${to}&limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
    response = await fetch(`${baseUrl}/api/bookings/mine?${query}`, { headers: { cookie } });
    if (!response.ok) return response;
    cursor = response.headers.get("x-next-cursor");
    if (cursor) await response.arrayBuffer();
  } while (cursor);
  return response;
};

const recordP95 = (record: RecordRow, target: string, run: { samples: number[]; status?: number }, limitMs: number) => {
  if (run.status) record(target, `unavailable (HTTP ${run.status})`, `< ${limitMs} ms`, false);
  else {
    const p95 = percentile(run.samples, 95);
    record(target, `${p95.toFixed(1)} ms`, `< ${limitMs} ms`, p95 < limitMs);
  }
};

/** The three bookings targets, recorded with `record`. */
export const bookingsStep = async (baseUrl: string, volume: BookingsVolume, password: string, record: RecordRow) => {
  const host = await signIn(baseUrl, volume.hostEmail, password);
  const seeker = await signIn(baseUrl, volume.seekerEmail, password);
  await timeSequential(5, () => openMonth(baseUrl, host));
  recordP95(
    record,
    "host calendar month (50 spaces, 5,000 dates) p95",
    await timeSequential(50, () => openMonth(baseUrl, host)),
    100,
  );

  // One-hour dates from seven months ahead, one a day, clear of the volume and of each other.
  const start = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 7, 1, 10);
  const proposed: string[] = [];
  const propose = await timeSequential(100, async (i) => {
    const startsAt = new Date(start + i * 86_400_000);
    const response = await fetch(`${baseUrl}/api/matches/${volume.matchId}/bookings`, {
      method: "POST",
      headers: { cookie: seeker, "content-type": "application/json" },
      body: JSON.stringify({
        startsAt: startsAt.toISOString(),
        endsAt: new Date(startsAt.getTime() + 3_600_000).toISOString(),
        note: NOTE,
      }),
    });
    if (response.ok) proposed.push(((await response.clone().json()) as { id: string }).id);
    return response;
  });
  recordP95(record, "propose a booking p95", propose, 50);
  const accept = await timeSequential(proposed.length, (i) =>
    fetch(`${baseUrl}/api/bookings/${proposed[i]}`, {
      method: "PATCH",
      headers: { cookie: host, "content-type": "application/json" },
      body: JSON.stringify({ action: "accept" }),
    }),
  );
  recordP95(record, "accept a booking p95", accept, 50);
};
