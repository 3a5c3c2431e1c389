import { type ImpactMonth, type ImpactReport, MISSIONS } from "@kindred/contract";
import { QueryTypes } from "sequelize";
import { database } from "../../db/database";

export interface ImpactScope {
  /** Null: the whole community; else only matches of this host's spaces. */
  hostId: string | null;
  from: string;
  to: string;
  /** The zone months are counted in (the server's). */
  timeZone: string;
  /** Sessions count once they ended by then (tests move it). */
  now?: Date;
}

type Counts = Omit<ImpactMonth, "month">;

const dayIn = (timeZone: string, at: Date) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);

/** The first of the month eleven months before `day`'s: with `day`, twelve whole months. */
const yearBefore = (day: string) =>
  new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 12, 1)).toISOString().slice(0, 10);

/** `from` and `to` as asked, the missing ones filled: up to today (in `timeZone`), twelve months back. */
export const resolveRange = (query: { from?: string; to?: string }, timeZone: string, now = new Date()) => {
  const today = dayIn(timeZone, now);
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  return { from: query.from ?? yearBefore(to), to };
};

/** Every `YYYY-MM` from `from`'s month to `to`'s, so empty months show as zeros. */
const monthsOf = (from: string, to: string) => {
  const months: string[] = [];
  for (let at = new Date(`${from.slice(0, 7)}-01T00:00:00Z`); at.toISOString() <= `${to}T`; ) {
    months.push(at.toISOString().slice(0, 7));
    at = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
  }
  return months;
};

/**
 * The matches in range and scope, with their month and whether they reached accepted (both
 * accepted it, even if it was closed later). Bounds are the range's first and day-after-last
 * midnights in the server's zone, so the matches' (createdAt DESC) index serves the range.
 */
const SCOPED = `
  scoped AS (
    SELECT m."id", m."spaceOfferId", m."status", m."facts", r."userId" AS "seekerId",
           to_char(m."createdAt" AT TIME ZONE :timeZone, 'YYYY-MM') AS "month",
           (m."status" IN ('accepted', 'completed') OR cardinality(m."acceptedBy") >= 2) AS "reached"
      FROM matches m
      LEFT JOIN space_requests r ON r."id" = m."spaceRequestId"
      LEFT JOIN space_offers o ON o."id" = m."spaceOfferId"
     WHERE m."createdAt" >= (:from::date)::timestamp AT TIME ZONE :timeZone
       AND m."createdAt" < ((:to::date + 1)::timestamp) AT TIME ZONE :timeZone
       AND (CAST(:hostId AS uuid) IS NULL OR o."userId" = CAST(:hostId AS uuid))
  )`;

const COUNTS = `
  count(*)::int AS "matchesMade",
  (count(*) FILTER (WHERE "reached"))::int AS "matchesAccepted",
  (count(*) FILTER (WHERE "status" = 'completed'))::int AS "matchesCompleted",
  (count(DISTINCT "spaceOfferId") FILTER (WHERE "reached"))::int AS "spacesShared",
  (count(DISTINCT "seekerId") FILTER (WHERE "reached"))::int AS "membersServed"`;

type CountRow = Omit<Counts, "causesServed" | "sessionsHeld" | "hoursShared"> & { month?: string };

/**
 * Confirmed booking dates in range and scope that ended by `now`, by the month they took place
 * (in the server's zone): how many, and their hours.
 */
const SESSIONS = `
  SELECT to_char(x."startsAt" AT TIME ZONE :timeZone, 'YYYY-MM') AS "month", count(*)::int AS "sessionsHeld",
         round((sum(extract(epoch FROM x."endsAt" - x."startsAt")) / 3600)::numeric, 1)::float AS "hoursShared"
    FROM booking_occurrences x
    LEFT JOIN space_offers o ON o."id" = x."spaceOfferId"
   WHERE x."status" = 'confirmed' AND x."endsAt" <= :now
     AND x."startsAt" >= (:from::date)::timestamp AT TIME ZONE :timeZone
     AND x."startsAt" < ((:to::date + 1)::timestamp) AT TIME ZONE :timeZone
     AND (CAST(:hostId AS uuid) IS NULL OR o."userId" = CAST(:hostId AS uuid))
   GROUP BY 1`;

const zero = (): Counts => ({
  matchesMade: 0,
  matchesAccepted: 0,
  matchesCompleted: 0,
  spacesShared: 0,
  membersServed: 0,
  sessionsHeld: 0,
  hoursShared: 0,
  causesServed: {},
});

/** Counts per month and over the whole range for `scope` (see the contract's `impactReport`). */
export const impactReport = async (scope: ImpactScope): Promise<Omit<ImpactReport, "scope">> => {
  const replacements = { ...scope, missions: [...MISSIONS], now: scope.now ?? new Date() };
  const query = <T extends object>(sql: string) =>
    database().query<T>(`WITH ${SCOPED} ${sql}`, { replacements, type: QueryTypes.SELECT });
  const [perMonth, [whole], causes, sessions] = await Promise.all([
    query<CountRow & { month: string }>(`SELECT "month", ${COUNTS} FROM scoped GROUP BY "month"`),
    query<CountRow>(`SELECT ${COUNTS} FROM scoped`),
    query<{ month: string; cause: string; n: number }>(
      `SELECT "month", cause, count(*)::int AS n
         FROM scoped, jsonb_array_elements_text(coalesce("facts"->'sharedIds', '[]'::jsonb)) AS cause
        WHERE "reached" AND cause = ANY(ARRAY[:missions]::text[])
        GROUP BY "month", cause`,
    ),
    database().query<{ month: string; sessionsHeld: number; hoursShared: number }>(SESSIONS, {
      replacements,
      type: QueryTypes.SELECT,
    }),
  ]);
  const byMonth = new Map<string, Counts>(
    perMonth.map(({ month, ...counts }) => [month, { ...zero(), ...counts, causesServed: {} }]),
  );
  const totals: Counts = { ...zero(), ...whole, causesServed: {} };
  for (const { month, sessionsHeld, hoursShared } of sessions) {
    const counts = byMonth.get(month) ?? zero();
    byMonth.set(month, { ...counts, sessionsHeld, hoursShared });
    totals.sessionsHeld += sessionsHeld;
    totals.hoursShared = Math.round((totals.hoursShared + hoursShared) * 10) / 10;
  }
  for (const { month, cause, n } of causes) {
    const counts = byMonth.get(month);
    if (counts) counts.causesServed = { ...counts.causesServed, [cause]: n };
    totals.causesServed[cause] = (totals.causesServed[cause] ?? 0) + n;
  }
  return {
    from: scope.from,
    to: scope.to,
    months: monthsOf(scope.from, scope.to).map((month) => ({ month, ...(byMonth.get(month) ?? zero()) })),
    totals,
  };
};
