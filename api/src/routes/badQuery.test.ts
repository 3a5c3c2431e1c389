import {
  ACCESS_FEATURES,
  API_ROUTES,
  AVAILABILITY_SLOTS,
  COMMUNITY_INVESTMENTS,
  FEEDBACK_PRIORITIES,
  FEEDBACK_STATUSES,
  FEEDBACK_TYPES,
  REPORT_STATUSES,
  type RouteEntry,
} from "@kindred/contract";
import fc from "fast-check";
import type Koa from "koa";
import supertest from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { unsubscribeToken } from "../services/email/unsubscribeTokens";
import { TEST_SESSION_SECRET } from "../test/app";
import {
  badParam,
  oddText,
  PROBE_EXEMPT_TABLES,
  type ProbeAccounts,
  percentEncode,
  probeBaseWorld,
  probeEachRoute,
  probeSettings,
  routeKey,
} from "../test/badInput";
import { useTestApp } from "../test/routeTest";

/**
 * Every read route of the route table (the `GET`s), driven with generated bad addresses: its real
 * ids or odd ones, each query value of its schema real, odd, repeated or left out, and keys it
 * does not know (`__proto__`, `a[b]`, a key repeated), as a visitor, a signed-in member and, on
 * admin and moderator routes, an admin. No answer may be a 5xx, and a refused call (4xx) may leave
 * no trace in any table. The write routes' twin is `badInput.test.ts`; the seed is printed, and
 * `BAD_INPUT_SEED=<seed>` replays a failure (run the whole file: the runs share one database).
 */
const { seed: SEED, runs: RUNS } = probeSettings({ seed: 20_261_129, runs: 16 });

/** Read routes this test leaves out, each with its reason. */
const SKIPPED: Record<string, string> = {
  "get /api/events": "an event stream stays open; its bad `window` values are in events tests",
};

const { db, app } = useTestApp();
const READ_ROUTES = API_ROUTES.filter((route) => route.method === "get" && !SKIPPED[routeKey(route)]);

/** The names of a route's query values, from its schema. */
const queryNames = (route: RouteEntry): string[] =>
  route.query && "shape" in route.query ? Object.keys(route.query.shape as Record<string, unknown>) : [];

interface World extends ProbeAccounts {
  server: Koa;
  params: Record<string, Record<string, string>>;
  /** A real value for each query name any read route takes. */
  values: Record<string, string>;
  /** Where a route takes a name with other values than the rest (a feedback's status). */
  routeValues: Record<string, Record<string, string>>;
}
const world = {} as World;

beforeAll(async () => {
  console.info(`bad queries: seed ${SEED} (BAD_INPUT_SEED=${SEED} replays this run), ${RUNS} runs per route and role`);
  const server = app();
  const { client, signIn, member, admin, request, offer, match, memberCookie } = await probeBaseWorld(server);
  const calendar = await client().get("/api/calendar-token").set("Cookie", memberCookie);
  const firstPage = await client().get("/api/explore/offers?limit=1");
  const feedUrl = String(calendar.body.url ?? "");
  const cursor = firstPage.headers["x-next-cursor"];
  if (calendar.status !== 200 || !feedUrl || typeof cursor !== "string") {
    throw new Error(`the world was not made: ${JSON.stringify({ calendar: calendar.body, cursor })}`);
  }
  const token =
    feedUrl
      .split("/")
      .at(-1)
      ?.replace(/\.ics$/, "") ?? "";
  Object.assign(world, {
    server,
    member,
    signIn,
    cookies: { member: memberCookie, admin: await signIn(admin) },
    params: {
      "get /api/users/:id": { id: member.id },
      "get /api/space-requests/user/:userId": { userId: member.id },
      "get /api/space-requests/:id": { id: request.id },
      "get /api/space-requests/:id/matches": { id: request.id },
      "get /api/space-offers/user/:userId": { userId: member.id },
      "get /api/space-offers/:id": { id: offer.id },
      "get /api/space-offers/:id/matches": { id: offer.id },
      "get /api/matches/user/:userId": { userId: member.id },
      "get /api/matches/:id/conversation": { id: match.id },
      "get /objects/:id": { id: "7b0f8f0e-55d3-4a8e-9a43-3f1c3f0a9c11" },
      "get /api/docs/:asset": { asset: "swagger-ui.css" },
      "get /api/space-offers/:id/calendar.ics": { id: offer.id },
      "get /api/matches/:id/bookings": { id: match.id },
      "get /api/space-offers/:id/busy": { id: offer.id },
      "get /api/calendar/:token.ics": { token },
      "get /api/matches/:id/references": { id: match.id },
      "get /api/users/:id/references": { id: member.id },
    },
    values: {
      limit: "10",
      cursor,
      q: "studio",
      spaceType: "studio",
      minCapacity: "10",
      accessFeature: ACCESS_FEATURES[0],
      sort: "newest",
      against: request.id,
      availability: AVAILABILITY_SLOTS[0],
      cause: "creative-arts",
      communityInvestment: COMMUNITY_INVESTMENTS[0],
      status: REPORT_STATUSES[0],
      type: FEEDBACK_TYPES[0],
      priority: FEEDBACK_PRIORITIES[0],
      actor: member.id,
      target: member.id,
      from: "2026-12-01",
      to: "2026-12-31",
      w: "320",
      desktop: "1",
      code: "a-code",
      state: "a-state",
      token: unsubscribeToken([TEST_SESSION_SECRET], member.id, "new_message"),
    },
    routeValues: {
      "get /api/explore/requests": { against: offer.id },
      "get /api/admin/feedback": { status: FEEDBACK_STATUSES[0] },
      "get /api/admin/audit": { from: "2026-12-01T00:00:00Z", to: "2026-12-31T23:59:59Z" },
    },
  } satisfies World);
});

interface Call {
  params: Record<string, string>;
  /** Name and value pairs in order: a name may come twice, or not at all. */
  query: [string, string][];
}

/** Keys no route takes, shaped as parsers of nested queries read them. */
const STRANGE_KEYS = ["__proto__", "constructor", "a[b]", "limit[]", "cursor[0]", "q[__proto__]", "", "%", "&"];

/** The real value of a query name on `route` ("" for a strange key: `constructor` is not a value). */
const realValue = (route: RouteEntry, name: string): string => {
  const values = { ...world.values, ...world.routeValues[routeKey(route)] };
  return Object.hasOwn(values, name) ? (values[name] ?? "") : "";
};

/** A change to a query: one name's value made odd, the name repeated, or left out. */
type Change = (pairs: [string, string][]) => [string, string][];

/** Up to two changes to the real query, so most calls pass all but one check and reach the code behind. */
const changesOf = (route: RouteEntry, names: string[]): fc.Arbitrary<Change[]> => {
  const name = fc.constantFrom(...names, ...STRANGE_KEYS);
  const change = fc.oneof(
    fc.tuple(name, oddText()).map(
      ([changed, value]): Change =>
        (pairs) => [...pairs.filter(([key]) => key !== changed), [changed, value]],
    ),
    name.chain((repeated) =>
      fc.array(fc.oneof(fc.constant(realValue(route, repeated)), oddText()), { minLength: 2, maxLength: 4 }).map(
        (values): Change =>
          (pairs) => [
            ...pairs.filter(([key]) => key !== repeated),
            ...values.map((value): [string, string] => [repeated, value]),
          ],
      ),
    ),
    name.map(
      (left): Change =>
        (pairs) =>
          pairs.filter(([key]) => key !== left),
    ),
  );
  return fc.array(change, { maxLength: 2 });
};

/** Generated calls of `route`: its real ids or odd ones, and its real query with a few changes. */
const badCall = (route: RouteEntry): fc.Arbitrary<Call> => {
  const params = fc.record(
    Object.fromEntries(
      Object.entries(world.params[routeKey(route)] ?? {}).map(([name, real]) => [name, badParam(real)]),
    ),
  );
  const names = queryNames(route);
  const real = names.map((name): [string, string] => [name, realValue(route, name)]);
  const query = changesOf(route, names).map((changes) => changes.reduce((pairs, change) => change(pairs), real));
  return fc.record({ params, query });
};

const send = (route: RouteEntry, call: Call, cookie: string | null) => {
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => percentEncode(call.params[name] ?? ""));
  const query = call.query.map(([name, value]) => `${percentEncode(name)}=${percentEncode(value)}`).join("&");
  const request = supertest(world.server.callback()).get(query ? `${path}?${query}` : path);
  return cookie ? request.set("Cookie", cookie) : request;
};

describe(`bad queries on every read route (seed ${SEED}, BAD_INPUT_SEED reproduces)`, () => {
  it("knows real params and a real value of every query name for every read route (or a reason to skip it)", () => {
    const missing = READ_ROUTES.flatMap((route) => {
      const key = routeKey(route);
      return [
        ...(route.params && !world.params[key] ? [`${key}: params`] : []),
        ...queryNames(route)
          .filter((name) => world.values[name] === undefined)
          .map((name) => `${key}: ${name}`),
      ];
    });
    expect(missing).toEqual([]);
  });

  probeEachRoute({
    routes: READ_ROUTES,
    runs: RUNS,
    seed: SEED,
    sequelize: () => db.sequelize,
    exempt: Object.keys(PROBE_EXEMPT_TABLES),
    accounts: world,
    callsOf: badCall,
    send,
  });
});
