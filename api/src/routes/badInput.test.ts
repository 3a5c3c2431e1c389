import { API_ROUTES, type RouteEntry } from "@kindred/contract";
import fc from "fast-check";
import type Koa from "koa";
import supertest from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { Feedback, Notification, Report } from "../db/models";
import { unsubscribeToken } from "../services/email/unsubscribeTokens";
import { keepOpenToken } from "../services/liveRequests/keepOpenToken";
import { signedInAgent } from "../test/agent";
import { TEST_SESSION_SECRET } from "../test/app";
import {
  badBody,
  badForm,
  badParam,
  PROBE_EXEMPT_TABLES,
  type ProbeAccounts,
  percentEncode,
  probeBaseWorld,
  probeEachRoute,
  probeSettings,
  routeKey,
  toJson,
} from "../test/badInput";
import { dayAhead, endedBooking } from "../test/bookings";
import { createMatch, createSpaceOffer, createSpaceRequest, createUser, uniqueEmail } from "../test/factories";
import { useTestApp } from "../test/routeTest";

/**
 * Every write route of the route table, driven with generated bad input (wrong types, odd
 * unicode, huge and deep values) as a visitor, a signed-in member and, on admin routes, an
 * admin: no answer may be a 5xx, and a refused call (4xx) may leave no trace in any table. The
 * seed is printed; `BAD_INPUT_SEED=<seed>` replays a failure (run the whole file: the runs share
 * one database), `BAD_INPUT_RUNS` sets the runs per route and role.
 */
const { seed: SEED, runs: RUNS } = probeSettings({ seed: 20_261_127, runs: 24 });

/** Tables a refused call writes to by design. */
const EXEMPT_TABLES: Record<string, string> = {
  ...PROBE_EXEMPT_TABLES,
  login_attempts: "a failed sign-in is recorded for the sign-in throttle",
};

/** Write routes this test leaves out, each with its reason. */
const SKIPPED: Record<string, string> = {};

const { db, app } = useTestApp();
const WRITE_ROUTES = API_ROUTES.filter((route) => route.method !== "get" && !SKIPPED[routeKey(route)]);

interface World extends ProbeAccounts {
  server: Koa;
  params: Record<string, Record<string, string>>;
  bodies: Record<string, unknown>;
  queries: Record<string, Record<string, string>>;
}
const world = {} as World;

beforeAll(async () => {
  console.info(`bad input: seed ${SEED} (BAD_INPUT_SEED=${SEED} replays this run), ${RUNS} runs per route and role`);
  const server = app();
  const { client, signIn, member, other, admin, request, offer, othersOffer, match, memberCookie } =
    await probeBaseWorld(server);
  const third = await createUser();
  // Deleting routes get listings of their own, so the others keep theirs to work on.
  const suspendee = await createUser();
  // An accepted match with a proposed booking, for the bookings routes.
  const bookedMatch = await createMatch({
    request: await createSpaceRequest({ user: member }),
    offer: othersOffer,
    status: "accepted",
    acceptedBy: [member.id, other.id],
  });
  // A match whose booked date ended, for the references route.
  const referencedMatch = await createMatch({
    request: await createSpaceRequest({ user: member }),
    offer: await createSpaceOffer({ user: other, capacity: 20, availability: ["weekday-evening"] }),
    status: "accepted",
    acceptedBy: [member.id, other.id],
  });
  const bookingDay = dayAhead(10);
  const bookingTime = { startsAt: `${bookingDay}T18:00:00Z`, endsAt: `${bookingDay}T20:00:00Z` };
  const doomedRequest = await createSpaceRequest({ user: member });
  const doomedOffer = await createSpaceOffer({ user: member });
  const removable = await createSpaceRequest({ user: third });
  await client().post("/api/feedback").send({ message: "The map is slow" });
  await client()
    .post("/api/reports")
    .set("Cookie", memberCookie)
    .send({ targetType: "user", targetId: other.id, reason: "spam" });
  const upload = await client().post("/api/objects/upload").set("Cookie", memberCookie).send({ kind: "listing" });
  const proposed = await client()
    .post(`/api/matches/${bookedMatch.id}/bookings`)
    .set("Cookie", memberCookie)
    .send(bookingTime);
  await endedBooking({
    match: referencedMatch,
    seeker: await signedInAgent(server, member),
    host: await signedInAgent(server, other),
  });
  const [notification, feedback, report] = [
    await Notification.findOne({ where: { userId: member.id } }),
    await Feedback.findOne(),
    await Report.findOne(),
  ];
  if (!notification || !feedback || !report || upload.status !== 200 || proposed.status !== 201) {
    throw new Error(
      `the world was not made: ${JSON.stringify({ notification, feedback, report, upload: upload.body, booking: proposed.body })}`,
    );
  }

  const listingFields = {
    description: "A calm room for a weekly circle 🎉",
    spaceType: "studio",
    contactName: "Maya Rivera",
    contactEmail: "maya@example.org",
  };
  const requestBody = {
    ...listingFields,
    title: "Weekly grief circle",
    location: "rino",
    participants: 10,
    duration: "half-day",
    values: ["creative-arts", "workshop", "skill-building"],
  };
  const offerBody = {
    ...listingFields,
    spaceName: "Sunrise Studio",
    address: "1 Test Street, Denver, CO",
    capacity: 20,
    availability: ["weekday-evening"],
    supportedCauses: ["creative-arts", "workshop", "sliding-scale"],
  };
  Object.assign(world, {
    server,
    member,
    signIn,
    cookies: { member: memberCookie, admin: await signIn(admin) },
    params: {
      "put /api/space-requests/:id": { id: request.id },
      "delete /api/space-requests/:id": { id: doomedRequest.id },
      "put /api/space-offers/:id": { id: offer.id },
      "delete /api/space-offers/:id": { id: doomedOffer.id },
      "post /api/matches/:id/messages": { id: match.id },
      "patch /api/matches/:id": { id: match.id },
      "patch /api/notifications/:id/read": { id: notification.id },
      "put /api/favorites/:offerId": { offerId: othersOffer.id },
      "delete /api/favorites/:offerId": { offerId: othersOffer.id },
      "put /api/objects/upload/:token": { token: String(upload.body.uploadURL).split("/").at(-1) ?? "" },
      "put /api/blocks/:userId": { userId: third.id },
      "delete /api/blocks/:userId": { userId: third.id },
      "patch /api/admin/reports/:id": { id: report.id },
      "patch /api/admin/feedback/:id": { id: feedback.id },
      "put /api/space-offers/:id/unavailable-dates": { id: offer.id },
      "post /api/space-requests/:id/keep-open": { id: request.id },
      "post /api/matches/:id/bookings": { id: bookedMatch.id },
      "patch /api/bookings/:id": { id: proposed.body.id },
      "post /api/matches/:id/references": { id: referencedMatch.id },
      "put /api/admin/users/:id/role": { id: third.id },
      "post /api/admin/users/:id/warnings": { id: third.id },
      "post /api/admin/users/:id/suspension": { id: suspendee.id },
      "delete /api/admin/users/:id/suspension": { id: suspendee.id },
    },
    queries: {
      "post /api/unsubscribe": { token: unsubscribeToken([TEST_SESSION_SECRET], member.id, "new_message") },
    },
    bodies: {
      "post /api/auth/register": { email: uniqueEmail("fuzz"), password: "a-long-password", firstName: "Ana" },
      "post /api/auth/email": { email: member.email, password: "not-the-password" },
      "put /api/auth/user": {
        firstName: "Maya",
        lastName: "Rivera",
        bio: "Ceramics 🎨",
        location: "Denver",
        interests: ["Clay", "Glaze chemistry"],
      },
      "post /api/auth/desktop": { code: "A".repeat(43), verifier: "B".repeat(43) },
      "post /api/auth/password-reset": { email: uniqueEmail("reset") },
      "post /api/auth/password-reset/confirm": { token: "C".repeat(43), password: "a-new-password" },
      "put /api/profile/photo": { photoURL: "/objects/7b0f8f0e-55d3-4a8e-9a43-3f1c3f0a9c11" },
      "put /api/profile/cover": { photoURL: "/objects/7b0f8f0e-55d3-4a8e-9a43-3f1c3f0a9c11" },
      "post /api/space-requests": requestBody,
      "put /api/space-requests/:id": { title: "Weekly grief circle, Tuesdays" },
      "post /api/space-offers": offerBody,
      "put /api/space-offers/:id": { spaceName: "Sunrise Studio West", capacity: 30 },
      "post /api/matches/:id/messages": { content: "See you Tuesday! 🙂" },
      "patch /api/matches/:id": { action: "accept" },
      "post /api/objects/upload": { kind: "listing" },
      "put /api/space-photos": { photoURL: "/objects/7b0f8f0e-55d3-4a8e-9a43-3f1c3f0a9c11" },
      "post /api/feedback": { type: "bug", message: "The map is slow", priority: "high", page: "/explore" },
      "post /api/reports": { targetType: "user", targetId: other.id, reason: "spam", details: "Sends ads" },
      "patch /api/admin/reports/:id": { status: "reviewing", note: "Looking into it" },
      "patch /api/admin/feedback/:id": { status: "in_progress" },
      "put /api/space-offers/:id/unavailable-dates": { dates: ["2030-01-02", "2030-01-03"] },
      "post /api/space-requests/keep-open": { token: keepOpenToken(TEST_SESSION_SECRET, request) },
      "put /api/notification-preferences": { new_match: "instant", new_message: "daily", match_update: "off" },
      "delete /api/auth/user": { password: "not-the-password" },
      "post /api/auth/verify-email": { token: "D".repeat(43) },
      "post /api/matches/:id/bookings": { ...bookingTime, participants: 8, note: "Chairs in a circle, please 🙏" },
      "patch /api/bookings/:id": { action: "withdraw" },
      "post /api/matches/:id/references": { experience: "positive", text: "A calm room and a kind host 🙏" },
      "post /api/auth/user/deletion/confirm": { token: "E".repeat(43) },
      "put /api/admin/users/:id/role": { role: "member", reason: "Steps back" },
      "post /api/admin/users/:id/warnings": { reason: "Please keep it kind 🙏" },
      "post /api/admin/users/:id/suspension": { days: 1, reason: "Spam" },
      "delete /api/admin/users/:id/suspension": { reason: "Talked it through" },
      "post /api/admin/removals": { targetType: "space-request", targetId: removable.id, reason: "Fake listing 🙏" },
    },
  } satisfies World);
});

interface Call {
  params: Record<string, string>;
  query: Record<string, string>;
  body?: unknown;
  form?: string;
  image?: { type: string; bytes: Uint8Array };
}

/** Generated calls of `route`: its real ids or odd ones, and a bad body. */
const badCall = (route: RouteEntry): fc.Arbitrary<Call> => {
  const key = routeKey(route);
  const params = fc.record(
    Object.fromEntries(Object.entries(world.params[key] ?? {}).map(([name, real]) => [name, badParam(real)])),
  );
  const query = fc.record(
    Object.fromEntries(Object.entries(world.queries[key] ?? {}).map(([name, real]) => [name, badParam(real)])),
  );
  if (route.bodyKind === "image") {
    const image = fc.record({
      type: fc.constantFrom("image/png", "image/jpeg", "application/json", "text/plain"),
      bytes: fc.oneof(fc.uint8Array({ maxLength: 2_000 }), fc.constant(Uint8Array.from([0x89, 0x50, 0x4e, 0x47]))),
    });
    return fc.record({ params, query, image });
  }
  const valid = world.bodies[key];
  if (valid === undefined) return fc.record({ params, query });
  const body = fc.record({ params, query, body: badBody(valid) });
  if (route.bodyKind !== "jsonOrForm") return body;
  return fc.oneof(body, fc.record({ params, query, form: badForm(valid as Record<string, never>) }));
};

const send = (route: RouteEntry, call: Call, cookie: string | null) => {
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => percentEncode(call.params[name] ?? ""));
  const query = Object.entries(call.query)
    .map(([name, value]) => `${name}=${percentEncode(value)}`)
    .join("&");
  const request = supertest(world.server.callback())[route.method](query ? `${path}?${query}` : path);
  if (cookie) request.set("Cookie", cookie);
  if (call.image) return request.set("Content-Type", call.image.type).send(Buffer.from(call.image.bytes));
  if (call.form !== undefined) return request.type("form").send(call.form);
  if (call.body !== undefined) return request.type("json").send(toJson(call.body));
  return request;
};

describe(`bad input on every write route (seed ${SEED}, BAD_INPUT_SEED reproduces)`, () => {
  it("knows a valid body and real params for every write route (or a reason to skip it)", () => {
    const missing = WRITE_ROUTES.flatMap((route) => {
      const key = routeKey(route);
      return [
        ...(route.body && route.bodyKind !== "image" && !world.bodies[key] ? [`${key}: body`] : []),
        ...(route.params && !world.params[key] ? [`${key}: params`] : []),
        ...(route.query && !world.queries[key] ? [`${key}: query`] : []),
      ];
    });
    expect(missing).toEqual([]);
  });

  probeEachRoute({
    routes: WRITE_ROUTES,
    runs: RUNS,
    seed: SEED,
    sequelize: () => db.sequelize,
    exempt: Object.keys(EXEMPT_TABLES),
    accounts: world,
    callsOf: badCall,
    send,
  });
});
