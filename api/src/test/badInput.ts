import type { RouteEntry } from "@kindred/contract";
import fc from "fast-check";
import type Koa from "koa";
import { QueryTypes } from "sequelize";
import type { Sequelize } from "sequelize-typescript";
import supertest from "supertest";
import { expect, it } from "vitest";
import type { User } from "../db/models";
import { cookiesFrom } from "./agent";
import { createAdmin, createMatch, createSpaceOffer, createSpaceRequest, createUser, TEST_PASSWORD } from "./factories";

/**
 * Generators of the inputs an outside probe sends: wrong types, odd unicode (NUL, half a surrogate
 * pair, emoji cut in half, long runs of emoji that a cut by UTF-16 index would split), huge and
 * deeply nested values. Used by the route table's property tests (routes/badInput.test.ts, routes/badQuery.test.ts).
 */

const EMOJI_RUNS = ["😀".repeat(61), "🎉 Thanks! ".repeat(13), "👩‍👩‍👧".repeat(40), "🇪🇸".repeat(70)];
const ODD_TEXTS = [
  "\u0000",
  "nul\u0000inside",
  "😀".slice(0, 1),
  "😀".slice(1),
  `half ${"🎉".slice(0, 1)} emoji`,
  "e\u0301",
  "\u202Eright-to-left",
  "\uFEFF",
  "\u2028",
  "𝕏𝕪𝕫",
  "%00",
  "%ED%A0%80",
  "' OR '1'='1",
  "../../etc/passwd",
  "<script>alert(1)</script>",
  "-".repeat(36),
  "f".repeat(36),
  "00000000-0000-0000-0000-000000000000",
  "NaN",
  "1e400",
  "-0",
  "   ",
  "",
  ...EMOJI_RUNS,
];

/** Text an outside client might send, from odd to hostile. */
export const oddText = (): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...ODD_TEXTS) },
    // Any code unit, lone surrogates included.
    { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
    { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }) },
  );

// Stands for an array nested that deep; `toJson` writes it out (JSON.stringify would overflow).
const DEEP_MARK = "__badInputDeep";
const deep = (depth: number) => ({ [DEEP_MARK]: depth });

/** A value of the wrong kind, an odd text, or a huge or deep one. */
export const badValue = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 4, arbitrary: oddText() },
    {
      weight: 3,
      arbitrary: fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 1, [], {}, [null], {
        __proto__: 1,
      }),
    },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 1, arbitrary: fc.constantFrom("x".repeat(400_000), "😀".repeat(120_000), "9".repeat(5_000)) },
    { weight: 1, arbitrary: fc.constantFrom(20, 33, 1_000, 10_000).map(deep) },
    { weight: 1, arbitrary: fc.array(oddText(), { maxLength: 5 }) },
  );

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Paths to every value inside `value` (the root too), as key lists. */
const pathsOf = (value: unknown, at: (string | number)[] = []): (string | number)[][] => {
  if (value === null || typeof value !== "object") return [at];
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((item, i) => [i, item])
    : Object.entries(value);
  return [at, ...entries.flatMap(([key, item]) => pathsOf(item, [...at, key]))];
};

const getAt = (value: unknown, path: (string | number)[]) =>
  path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)?.[key], value);

/** `value` with the value at `path` replaced by `make(old)`, or removed when make answers undefined. */
const changeAt = (value: unknown, path: (string | number)[], make: (old: unknown) => unknown): unknown => {
  if (path.length === 0) return make(value);
  const [key, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(value)) {
    const copy = [...value];
    const changed = changeAt(copy[Number(key)], rest, make);
    if (changed === undefined) copy.splice(Number(key), 1);
    else copy[Number(key)] = changed;
    return copy;
  }
  const copy: Record<string, unknown> = { ...(value as object) };
  const changed = changeAt(copy[key], rest, make);
  if (changed === undefined) delete copy[key];
  else copy[key] = changed;
  return copy;
};

type Mutation = (body: unknown) => unknown;

/** One change to a valid body: a value replaced, odd text put into a string, a key dropped or added. */
const mutation = (): fc.Arbitrary<Mutation> =>
  fc.oneof(
    fc.tuple(fc.nat(), badValue()).map(
      ([pick, bad]): Mutation =>
        (body) => {
          const paths = pathsOf(body);
          return changeAt(body, paths[pick % paths.length] ?? [], () => bad);
        },
    ),
    fc.nat().map(
      (pick): Mutation =>
        (body) => {
          const strings = pathsOf(body).filter((path) => typeof getAt(body, path) === "string");
          const path = strings[pick % Math.max(strings.length, 1)];
          // A string grown to 400 KB, the size that overflowed an index key.
          return path ? changeAt(body, path, (old) => `${old}`.padEnd(400_000, `${old}` || "x")) : body;
        },
    ),
    fc.tuple(fc.nat(), oddText(), fc.constantFrom("start", "end", "middle")).map(
      ([pick, odd, where]): Mutation =>
        (body) => {
          const strings = pathsOf(body).filter((path) => typeof getAt(body, path) === "string");
          const path = strings[pick % Math.max(strings.length, 1)];
          if (!path) return body;
          return changeAt(body, path, (old) => {
            const text = old as string;
            if (where === "start") return odd + text;
            if (where === "end") return text + odd;
            const middle = Math.floor(text.length / 2);
            return text.slice(0, middle) + odd + text.slice(middle);
          });
        },
    ),
    // Characters overwritten in place, so the text keeps its length and shape (a token whose id
    // part turns to dashes still looks like a token).
    fc
      .tuple(fc.nat(), fc.nat(), fc.integer({ min: 1, max: 40 }), fc.constantFrom("-", "0", "\u0000", "é", "\uD83D"))
      .map(
        ([pick, from, length, char]): Mutation =>
          (body) => {
            const strings = pathsOf(body).filter((path) => typeof getAt(body, path) === "string");
            const path = strings[pick % Math.max(strings.length, 1)];
            if (!path) return body;
            return changeAt(body, path, (old) => {
              const text = old as string;
              const start = from % Math.max(text.length, 1);
              const end = Math.min(start + length, text.length);
              return text.slice(0, start) + char.repeat(end - start) + text.slice(end);
            });
          },
      ),
    fc.nat().map(
      (pick): Mutation =>
        (body) => {
          const paths = pathsOf(body).filter((path) => path.length > 0);
          const path = paths[pick % Math.max(paths.length, 1)];
          return path ? changeAt(body, path, () => undefined) : body;
        },
    ),
    fc
      .tuple(fc.constantFrom("extra", "__proto__", "constructor", "userId", "\u0000", "😀".slice(0, 1)), badValue())
      .map(
        ([key, bad]): Mutation =>
          (body) =>
            body !== null && typeof body === "object" && !Array.isArray(body)
              ? Object.defineProperty({ ...body }, key, { value: bad, enumerable: true })
              : body,
      ),
  );

/** A body for a route whose valid body is `valid`: mostly that body changed in 1–3 places, else anything. */
export const badBody = (valid: unknown): fc.Arbitrary<unknown> =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .array(mutation(), { minLength: 1, maxLength: 3 })
        .map((changes) => changes.reduce((body, change) => change(body), valid)),
    },
    { weight: 1, arbitrary: badValue() },
  );

/** JSON text of a generated value, with the deep arrays written out. */
export const toJson = (value: unknown): string =>
  JSON.stringify(value).replace(new RegExp(`\\{"${DEEP_MARK}":(\\d+)\\}`, "g"), (_, depth: string) => {
    const n = Number(depth);
    return `${"[".repeat(n)}${"]".repeat(n)}`;
  });

/**
 * Percent-encoding that also writes half a surrogate pair (as the bytes a careless client sends,
 * which are not UTF-8); encodeURIComponent throws on it.
 */
export const percentEncode = (text: string): string =>
  Array.from(text, (char) => {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join("");
    }
    return encodeURIComponent(char);
  }).join("");

/** A path or query value: a real one, or odd text. */
export const badParam = (real: string): fc.Arbitrary<string> =>
  fc.oneof({ weight: 3, arbitrary: fc.constant(real) }, { weight: 2, arbitrary: oddText().filter((t) => t !== "") });

/** A form body (`a=1&b[c]=2`) from a valid body's keys, odd values and keys nested deep. */
export const badForm = (valid: Record<string, Json>): fc.Arbitrary<string> =>
  fc
    .array(
      fc.tuple(
        fc.oneof(fc.constantFrom(...Object.keys(valid), "a[b][c][d][e][f][g]", "x[]", `${"[".repeat(200)}`), oddText()),
        oddText(),
      ),
      { maxLength: 6 },
    )
    .map((pairs) => pairs.map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`).join("&"));

/**
 * What every table holds, as one hash per table, so a refused request that wrote anything shows.
 * Tables a refused call writes to by design are left out (`exempt`, with the reason at the caller).
 */
export const tableSnapshot = async (sequelize: Sequelize, exempt: readonly string[]) => {
  const tables = await sequelize.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
    { type: QueryTypes.SELECT },
  );
  const hashed = tables.map(({ name }) => name).filter((name) => !exempt.includes(name));
  const sql = hashed
    .map(
      (name) =>
        `SELECT '${name}' AS name, (SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) FROM "${name}" t) AS hash`,
    )
    .join(" UNION ALL ");
  return async (): Promise<Record<string, string>> => {
    const rows = await sequelize.query<{ name: string; hash: string }>(sql, { type: QueryTypes.SELECT });
    return Object.fromEntries(rows.map(({ name, hash }) => [name, hash]));
  };
};

/** Who a probe calls a route as. */
export type ProbeRole = "visitor" | "member" | "admin";

/** Who calls a route: whom it is for first (`runs` times), then someone it is not for (a third as many). */
export const probeRoles = (route: RouteEntry, runs: number): [ProbeRole, number][] => {
  const fewer = Math.ceil(runs / 3);
  if (route.access === "visitor")
    return [
      ["visitor", runs],
      ["member", fewer],
    ];
  if (route.access === "admin" || route.access === "moderator")
    return [
      ["admin", runs],
      ["member", fewer],
    ];
  return [
    ["member", runs],
    ["visitor", fewer],
  ];
};

/** A generated call as one line for a failure message (long values shortened). */
export const describedProbe = (call: unknown) =>
  JSON.stringify(call, (_, value: unknown) =>
    typeof value === "string" && value.length > 200 ? `${value.slice(0, 60)}… (${value.length} units)` : value,
  );

/**
 * A probe's seed and its runs per route and role: `defaults`, unless `BAD_INPUT_SEED` (to replay a
 * printed run) or `BAD_INPUT_RUNS` says otherwise.
 */
export const probeSettings = (defaults: { seed: number; runs: number }) => ({
  seed: Number(process.env.BAD_INPUT_SEED ?? defaults.seed),
  runs: Number(process.env.BAD_INPUT_RUNS ?? defaults.runs),
});

/** A route's key in a probe's tables: `post /api/feedback`. */
export const routeKey = (route: RouteEntry) => `${route.method} ${route.path}`;

/** Tables a refused call writes to by design, in every probe. */
export const PROBE_EXEMPT_TABLES: Record<string, string> = {
  rate_limits: "every call counts against its budget, refused or not",
  sessions: "a signed-in member's session is touched by every call (and GET /api/logout ends it)",
};

/** What a probe signs in with: the member (again before each route) and the admin. */
export interface ProbeAccounts {
  member: User;
  signIn: (user: User) => Promise<string>;
  cookies: Record<Exclude<ProbeRole, "visitor">, string>;
}

/**
 * One test per route of `routes`, each driving the route with `callsOf(route)` as each of
 * `probeRoles`, seeded from `seed` and the route's index: no answer may be a 5xx, and a refused
 * one (4xx) may leave every table but the `exempt` ones as it was.
 */
export const probeEachRoute = <Call>({
  routes,
  runs,
  seed,
  sequelize,
  exempt,
  accounts,
  callsOf,
  send,
}: {
  routes: RouteEntry[];
  runs: number;
  seed: number;
  sequelize: () => Sequelize;
  exempt: readonly string[];
  accounts: ProbeAccounts;
  callsOf: (route: RouteEntry) => fc.Arbitrary<Call>;
  send: (route: RouteEntry, call: Call, cookie: string | null) => PromiseLike<{ status: number; body: unknown }>;
}) =>
  it.each(routes.map((route, index) => [routeKey(route), route, index] as const))(
    "%s answers below 500 and writes nothing when it refuses",
    async (_, route, index) => {
      const snapshot = await tableSnapshot(sequelize(), exempt);
      // A call as the member may have ended that session (a sign-in, a registration, a sign-out):
      // each route starts with a new one.
      accounts.cookies.member = await accounts.signIn(accounts.member);
      for (const [role, numRuns] of probeRoles(route, runs)) {
        const cookie = role === "visitor" ? null : accounts.cookies[role];
        const property = fc.asyncProperty(callsOf(route), async (call) => {
          const before = await snapshot();
          const response = await send(route, call, cookie);
          const context = `${role} ${describedProbe(call)} → ${response.status} ${JSON.stringify(response.body)}`;
          expect(response.status, context).toBeLessThan(500);
          if (response.status >= 400) expect(await snapshot(), `half-written: ${context}`).toEqual(before);
        });
        await fc.assert(property, { seed: seed + index, numRuns, endOnFailure: true });
      }
    },
  );

/**
 * What both probes' worlds start from, on `server`: a member with a request and an offer, another
 * member whose offer is matched with that request and who has written in it once, an admin, the
 * member's session cookie, and a way to sign anyone in.
 */
export const probeBaseWorld = async (server: Koa) => {
  const client = () => supertest(server.callback());
  const signIn = async (user: User) =>
    cookiesFrom(await client().post("/api/auth/email").send({ email: user.email, password: TEST_PASSWORD }));
  const [member, other, admin] = [await createUser(), await createUser(), await createAdmin()];
  const request = await createSpaceRequest({ user: member });
  const offer = await createSpaceOffer({ user: member });
  const othersOffer = await createSpaceOffer({ user: other });
  const match = await createMatch({ request, offer: othersOffer });
  const memberCookie = await signIn(member);
  await client()
    .post(`/api/matches/${match.id}/messages`)
    .set("Cookie", await signIn(other))
    .send({ content: "Hello from the host" });
  return { client, signIn, member, other, admin, request, offer, othersOffer, match, memberCookie };
};
