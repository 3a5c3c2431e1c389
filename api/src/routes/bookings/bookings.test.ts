import { BOOKING_TEXTS, booking as bookingShape, VALIDATION_MESSAGES } from "@kindred/contract";
import { QueryTypes } from "sequelize";
import { describe, expect, it } from "vitest";
import { database } from "../../db/database";
import { signedInAgent } from "../../test/agent";
import { acceptedMatch, dayAhead, plusDays } from "../../test/bookings";
import { createMatch, createSpaceOffer, createSpaceRequest } from "../../test/factories";
import { UNKNOWN_ID, useTestApp } from "../../test/routeTest";

// Wall-clock times below are UTC; the daylight-saving cases have their own file.
process.env.TZ = "UTC";

const { app } = useTestApp();

const at = (date: string, time: string) => `${date}T${time}:00Z`;

type Parties = Awaited<ReturnType<typeof acceptedMatch>>;

/** The seeker proposes `date` 18:00–20:00 (inside the weekday-evening slot) unless told otherwise. */
const propose = (parties: Parties, body: Record<string, unknown> = {}, date = dayAhead(10)) =>
  parties.seeker.agent
    .post(`/api/matches/${parties.match.id}/bookings`)
    .send({ startsAt: at(date, "18:00"), endsAt: at(date, "20:00"), ...body });

const proposed = async (parties: Parties, body: Record<string, unknown> = {}, date?: string) => {
  const response = await propose(parties, body, date);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return bookingShape.parse(response.body);
};

const act = (agent: Parties["host"]["agent"], id: string, body: Record<string, unknown>) =>
  agent.patch(`/api/bookings/${id}`).send(body);

const confirmed = async (parties: Parties, body: Record<string, unknown> = {}, date?: string) => {
  const booking = await proposed(parties, body, date);
  const response = await act(parties.host.agent, booking.id, { action: "accept" });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return bookingShape.parse(response.body);
};

describe("POST /api/matches/:id/bookings", () => {
  it("proposes one date inside the offer's hours", async () => {
    const parties = await acceptedMatch(app);
    const date = dayAhead(10);
    const before = Date.now();
    const booking = await proposed(parties, { participants: 12, note: "Chairs in a circle, please" }, date);
    expect(booking).toMatchObject({
      matchId: parties.match.id,
      spaceOfferId: parties.offer.id,
      status: "proposed",
      startsAt: new Date(at(date, "18:00")).toISOString(),
      repeatWeekly: null,
      participants: 12,
      note: "Chairs in a circle, please",
      proposedBy: parties.seeker.user.id,
      outsideAvailability: false,
      timeZone: "UTC",
    });
    expect(booking.occurrences).toEqual([
      expect.objectContaining({ date, status: "proposed", late: false, reschedule: null }),
    ]);
    const expires = Date.parse(booking.expiresAt) - before;
    expect(expires).toBeGreaterThanOrEqual(48 * 3_600_000 - 1_000);
    expect(expires).toBeLessThanOrEqual(48 * 3_600_000 + 5_000);
  });

  it("marks a time outside the weekly slots, and keeps it", async () => {
    const parties = await acceptedMatch(app);
    const date = dayAhead(10);
    const morning = await proposed(parties, { startsAt: at(date, "09:00"), endsAt: at(date, "11:00") });
    expect(morning.outsideAvailability).toBe(true);
    const spillsOver = await proposed(parties, { startsAt: at(date, "21:00"), endsAt: at(date, "23:00") }, date);
    expect(spillsOver.outsideAvailability).toBe(true);
  });

  it("repeats weekly until a date, inclusive, with at most 26 dates", async () => {
    const parties = await acceptedMatch(app);
    const date = dayAhead(10);
    const series = await proposed(parties, { repeatWeekly: { until: plusDays(date, 21) } }, date);
    expect(series.occurrences.map((o) => o.date)).toEqual([0, 7, 14, 21].map((d) => plusDays(date, d)));
    expect(series.repeatWeekly).toEqual({ until: plusDays(date, 21) });
    const longest = await proposed(parties, { repeatWeekly: { until: plusDays(date, 25 * 7 + 6) } }, plusDays(date, 1));
    expect(longest.occurrences).toHaveLength(26);
    const tooMany = await propose(parties, { repeatWeekly: { until: plusDays(date, 26 * 7) } }, date);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.issues).toEqual([{ path: "repeatWeekly.until", message: BOOKING_TEXTS.tooManyOccurrences }]);
    const backwards = await propose(parties, { repeatWeekly: { until: plusDays(date, -1) } }, date);
    expect(backwards.body.issues).toEqual([{ path: "repeatWeekly.until", message: BOOKING_TEXTS.untilBeforeStart }]);
  });

  it("refuses malformed and out-of-bounds times with the contract's field messages", async () => {
    const parties = await acceptedMatch(app);
    const date = dayAhead(10);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ startsAt: `${date}T18:00:00`, endsAt: at(date, "20:00") }, "startsAt", BOOKING_TEXTS.invalidTime],
      [{ startsAt: "yesterday" }, "startsAt", BOOKING_TEXTS.invalidTime],
      [{ startsAt: { $gt: 1 } }, "startsAt", BOOKING_TEXTS.invalidTime],
      [{ startsAt: `${date}T25:00:00Z` }, "startsAt", BOOKING_TEXTS.invalidTime],
      [{ endsAt: at(date, "17:00") }, "endsAt", BOOKING_TEXTS.endsBeforeStart],
      [{ endsAt: at(date, "18:20") }, "endsAt", BOOKING_TEXTS.tooShort],
      [{ startsAt: at(date, "06:00"), endsAt: at(date, "20:01") }, "endsAt", BOOKING_TEXTS.tooLong],
      [{ note: "a\u0000b" }, "note", VALIDATION_MESSAGES.unstorableText],
      [{ note: "x".repeat(400_000) }, "note", "Must be at most 1000 characters"],
      [{ participants: "12" }, "participants", expect.any(String)],
      [{ repeatWeekly: { until: "2027-02-30" } }, "repeatWeekly.until", "Use a real date as YYYY-MM-DD"],
    ];
    for (const [body, path, message] of cases) {
      const response = await propose(parties, body, date);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.body.issues).toContainEqual({ path, message });
    }
    const past = await propose(parties, { startsAt: at(dayAhead(-10), "18:00"), endsAt: at(dayAhead(-10), "20:00") });
    expect(past.body.issues).toEqual([{ path: "startsAt", message: BOOKING_TEXTS.notInFuture }]);
    const crowd = await propose(parties, { participants: 21 });
    expect(crowd.body.issues).toEqual([{ path: "participants", message: BOOKING_TEXTS.participantsOverCapacity(20) }]);
  });

  it("is a 409 outside an accepted match, on an unavailable date and over a confirmed time", async () => {
    const parties = await acceptedMatch(app);
    const date = dayAhead(10);
    await parties.match.update({ status: "under_review" });
    expect((await propose(parties)).body).toEqual({ message: BOOKING_TEXTS.matchNotAccepted });
    await parties.match.update({ status: "completed" });
    expect((await propose(parties)).status).toBe(409);
    await parties.match.update({ status: "accepted" });

    await parties.offer.update({ unavailableDates: [plusDays(date, 14)] });
    const closed = await propose(parties, { repeatWeekly: { until: plusDays(date, 21) } }, date);
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe(BOOKING_TEXTS.unavailableOn(plusDays(date, 14)));

    await confirmed(parties, {}, date);
    const overlap = await propose(parties, { startsAt: at(date, "19:30"), endsAt: at(date, "21:00") }, date);
    expect(overlap.status).toBe(409);
    expect(overlap.body.message).toBe(BOOKING_TEXTS.alreadyBooked);
    // Back to back is no overlap.
    expect((await propose(parties, { startsAt: at(date, "20:00"), endsAt: at(date, "21:00") }, date)).status).toBe(201);
  });

  it("is for the match's parties only", async () => {
    const parties = await acceptedMatch(app);
    const stranger = await signedInAgent(app());
    const date = dayAhead(10);
    const body = { startsAt: at(date, "18:00"), endsAt: at(date, "20:00") };
    expect((await stranger.agent.post(`/api/matches/${parties.match.id}/bookings`).send(body)).status).toBe(403);
    expect((await stranger.agent.post(`/api/matches/${UNKNOWN_ID}/bookings`).send(body)).status).toBe(404);
    expect((await stranger.agent.post(`/api/matches/not-an-id/bookings`).send(body)).status).toBe(404);
    // The host proposes as well as the seeker.
    const byHost = await parties.host.agent.post(`/api/matches/${parties.match.id}/bookings`).send(body);
    expect(byHost.status).toBe(201);
    expect(byHost.body.proposedBy).toBe(parties.host.user.id);
  });
});

describe("PATCH /api/bookings/:id: the proposal", () => {
  it("is accepted by the other party only; then every date is confirmed", async () => {
    const parties = await acceptedMatch(app);
    const date = dayAhead(10);
    const booking = await proposed(parties, { repeatWeekly: { until: plusDays(date, 7) } }, date);
    const own = await act(parties.seeker.agent, booking.id, { action: "accept" });
    expect(own.status).toBe(409);
    expect(own.body.message).toBe(BOOKING_TEXTS.notYourTurn("accept"));
    const accepted = bookingShape.parse((await act(parties.host.agent, booking.id, { action: "accept" })).body);
    expect(accepted.status).toBe("confirmed");
    expect(accepted.occurrences.map((o) => o.status)).toEqual(["confirmed", "confirmed"]);
    for (const action of ["accept", "withdraw"]) {
      const again = await act(parties.host.agent, booking.id, { action });
      expect(again.status).toBe(409);
    }
    expect((await act(parties.host.agent, booking.id, { action: "decline", reason: "No" })).body.message).toBe(
      BOOKING_TEXTS.transitionNotAllowed("decline", "confirmed"),
    );
  });

  it("is declined by the other party with a reason, and then nothing else", async () => {
    const parties = await acceptedMatch(app);
    const booking = await proposed(parties);
    expect((await act(parties.host.agent, booking.id, { action: "decline" })).status).toBe(400);
    expect((await act(parties.seeker.agent, booking.id, { action: "decline", reason: "Changed" })).status).toBe(409);
    const declined = await act(parties.host.agent, booking.id, { action: "decline", reason: "Closed for painting" });
    expect(declined.body).toMatchObject({ status: "declined", reason: "Closed for painting" });
    expect(declined.body.occurrences[0].status).toBe("declined");
    for (const body of [
      { action: "accept" },
      { action: "withdraw" },
      { action: "cancel", reason: "x" },
      { action: "decline", reason: "x" },
    ]) {
      const response = await act(parties.host.agent, booking.id, body);
      expect(response.status).toBe(409);
      expect(response.body.message).toMatch(/^A booking that is declined cannot be/);
    }
  });

  it("is withdrawn by its proposer only", async () => {
    const parties = await acceptedMatch(app);
    const booking = await proposed(parties);
    expect((await act(parties.host.agent, booking.id, { action: "withdraw" })).body.message).toBe(
      BOOKING_TEXTS.notYourTurn("withdraw"),
    );
    const withdrawn = await act(parties.seeker.agent, booking.id, { action: "withdraw" });
    expect(withdrawn.body.status).toBe("withdrawn");
    expect((await act(parties.host.agent, booking.id, { action: "accept" })).status).toBe(409);
  });

  it("cannot be cancelled or rescheduled while proposed", async () => {
    const parties = await acceptedMatch(app);
    const date = dayAhead(10);
    const booking = await proposed(parties, {}, date);
    expect((await act(parties.host.agent, booking.id, { action: "cancel", reason: "x" })).status).toBe(409);
    const moved = await act(parties.host.agent, booking.id, {
      action: "reschedule",
      occurrence: date,
      startsAt: at(date, "19:00"),
      endsAt: at(date, "21:00"),
    });
    expect(moved.status).toBe(409);
  });

  it("cannot be answered once expired, nor when the offer closed that day or another booking took the time", async () => {
    const parties = await acceptedMatch(app);
    const date = dayAhead(10);
    const stale = await proposed(parties, {}, date);
    await database().query(`UPDATE bookings SET "expiresAt" = now() - interval '1 minute' WHERE "id" = :id`, {
      replacements: { id: stale.id },
    });
    expect((await act(parties.host.agent, stale.id, { action: "accept" })).body.message).toBe(
      BOOKING_TEXTS.transitionNotAllowed("accept", "expired"),
    );

    const first = await proposed(parties, {}, date);
    const second = await proposed(parties, { startsAt: at(date, "19:00"), endsAt: at(date, "21:00") }, date);
    await parties.offer.update({ unavailableDates: [date] });
    expect((await act(parties.host.agent, first.id, { action: "accept" })).body.message).toBe(
      BOOKING_TEXTS.unavailableOn(date),
    );
    await parties.offer.update({ unavailableDates: [] });
    expect((await act(parties.host.agent, first.id, { action: "accept" })).status).toBe(200);
    const clash = await act(parties.host.agent, second.id, { action: "accept" });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe(BOOKING_TEXTS.alreadyBooked);
    expect((await act(parties.host.agent, second.id, { action: "decline", reason: "Taken" })).status).toBe(200);
  });

  it("is answered by the match's parties only (admins included in everyone else)", async () => {
    const parties = await acceptedMatch(app);
    const booking = await proposed(parties);
    const stranger = await signedInAgent(app());
    expect((await act(stranger.agent, booking.id, { action: "accept" })).status).toBe(403);
    expect((await act(stranger.agent, UNKNOWN_ID, { action: "accept" })).status).toBe(404);
    expect((await act(stranger.agent, booking.id, { action: "snooze" })).status).toBe(400);
    expect((await act(parties.host.agent, booking.id, { action: "accept", occurrence: "soon" })).status).toBe(400);
  });
});

describe("PATCH /api/bookings/:id: a confirmed booking", () => {
  it("cancels one date, recording a late cancellation, or the rest of the series", async () => {
    const parties = await acceptedMatch(app);
    const date = dayAhead(10);
    const booking = await confirmed(parties, { repeatWeekly: { until: plusDays(date, 21) } }, date);
    expect((await act(parties.seeker.agent, booking.id, { action: "cancel", occurrence: date })).status).toBe(400);
    const one = await act(parties.seeker.agent, booking.id, { action: "cancel", occurrence: date, reason: "Ill" });
    expect(one.body.status).toBe("confirmed");
    expect(one.body.occurrences.map((o: { status: string }) => o.status)).toEqual([
      "cancelled",
      "confirmed",
      "confirmed",
      "confirmed",
    ]);
    expect(one.body.occurrences[0]).toMatchObject({ late: false, cancelReason: "Ill" });
    expect(
      (await act(parties.host.agent, booking.id, { action: "cancel", occurrence: date, reason: "x" })).body.message,
    ).toBe(BOOKING_TEXTS.occurrenceNotConfirmed(date));
    expect(
      (await act(parties.host.agent, booking.id, { action: "cancel", occurrence: plusDays(date, 1), reason: "x" })).body
        .message,
    ).toBe(BOOKING_TEXTS.noSuchOccurrence(plusDays(date, 1)));
    const all = await act(parties.host.agent, booking.id, { action: "cancel", reason: "Moving out" });
    expect(all.body).toMatchObject({ status: "cancelled", reason: "Moving out" });
    expect(all.body.occurrences.every((o: { status: string }) => o.status === "cancelled")).toBe(true);
    expect((await act(parties.host.agent, booking.id, { action: "cancel", reason: "x" })).status).toBe(409);

    // A date less than 24 hours away is cancelled late.
    const soon = new Date(Date.now() + 3 * 3_600_000);
    const close = await proposed(parties, {
      startsAt: soon.toISOString(),
      endsAt: new Date(soon.getTime() + 3_600_000).toISOString(),
    });
    await act(parties.host.agent, close.id, { action: "accept" });
    const late = await act(parties.host.agent, close.id, { action: "cancel", reason: "Flooded" });
    expect(late.body.occurrences[0]).toMatchObject({ status: "cancelled", late: true });
  });

  it("reschedules one date: the other party accepts (it moves) or declines (it stays)", async () => {
    const parties = await acceptedMatch(app);
    const date = dayAhead(10);
    const booking = await confirmed(parties, { repeatWeekly: { until: plusDays(date, 7) } }, date);
    const move = (agent: Parties["host"]["agent"], startsAt: string, endsAt: string, occurrence = date) =>
      act(agent, booking.id, { action: "reschedule", occurrence, startsAt, endsAt });
    expect((await act(parties.host.agent, booking.id, { action: "accept", occurrence: date })).body.message).toBe(
      BOOKING_TEXTS.noReschedule(date),
    );
    const asked = await move(parties.seeker.agent, at(date, "19:00"), at(date, "21:00"));
    expect(asked.status).toBe(200);
    expect(asked.body.occurrences[0].reschedule).toMatchObject({
      startsAt: new Date(at(date, "19:00")).toISOString(),
      proposedBy: parties.seeker.user.id,
    });
    expect((await move(parties.host.agent, at(date, "17:00"), at(date, "19:00"))).body.message).toBe(
      BOOKING_TEXTS.rescheduleOnOtherDate,
    );
    expect((await act(parties.seeker.agent, booking.id, { action: "accept", occurrence: date })).status).toBe(409);
    const kept = await act(parties.host.agent, booking.id, { action: "decline", occurrence: date, reason: "Busy" });
    expect(kept.body.occurrences[0]).toMatchObject({
      startsAt: new Date(at(date, "18:00")).toISOString(),
      reschedule: null,
    });

    // Onto the next day, accepted: the date moves with it.
    const nextDay = plusDays(date, 1);
    await move(parties.host.agent, at(nextDay, "18:00"), at(nextDay, "20:00"));
    const moved = await act(parties.seeker.agent, booking.id, { action: "accept", occurrence: date });
    expect(moved.body.occurrences[0]).toMatchObject({
      date: nextDay,
      startsAt: new Date(at(nextDay, "18:00")).toISOString(),
      status: "confirmed",
      reschedule: null,
    });
    // Onto a day the series already has: refused.
    expect(
      (await move(parties.host.agent, at(plusDays(date, 7), "10:00"), at(plusDays(date, 7), "11:00"), nextDay)).body
        .message,
    ).toBe(BOOKING_TEXTS.dateTaken(plusDays(date, 7)));
    // Withdrawn by the one who asked.
    await move(parties.host.agent, at(nextDay, "19:00"), at(nextDay, "21:00"), nextDay);
    expect((await act(parties.seeker.agent, booking.id, { action: "withdraw", occurrence: nextDay })).status).toBe(409);
    const back = await act(parties.host.agent, booking.id, { action: "withdraw", occurrence: nextDay });
    expect(back.body.occurrences[0].reschedule).toBeNull();
  });

  it("refuses to move a date onto another confirmed booking of the offer", async () => {
    const parties = await acceptedMatch(app);
    const date = dayAhead(10);
    const booking = await confirmed(parties, {}, date);
    await confirmed(parties, { startsAt: at(date, "20:00"), endsAt: at(date, "22:00") }, date);
    await act(parties.seeker.agent, booking.id, {
      action: "reschedule",
      occurrence: date,
      startsAt: at(date, "19:00"),
      endsAt: at(date, "21:00"),
    });
    const clash = await act(parties.host.agent, booking.id, { action: "accept", occurrence: date });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe(BOOKING_TEXTS.alreadyBooked);
  });
});

describe("no double booking", () => {
  it("lets exactly one of 20 overlapping proposals be accepted when the accepts race", async () => {
    const first = await acceptedMatch(app);
    const date = dayAhead(12);
    const all = [first];
    for (let i = 1; i < 20; i++) all.push(await acceptedMatch(app, { host: first.host, offer: {} }));
    // Every seeker's match is with the one offer: re-point the later matches at it.
    for (const parties of all.slice(1)) {
      const request = await createSpaceRequest({ user: parties.seeker.user });
      parties.match = await createMatch({
        request,
        offer: first.offer,
        status: "accepted",
        acceptedBy: [parties.seeker.user.id, first.host.user.id],
      });
    }
    const proposals = await Promise.all(
      all.map((parties, i) =>
        proposed(
          parties,
          { startsAt: at(date, `18:${String(i * 2).padStart(2, "0")}`), endsAt: at(date, "20:00") },
          date,
        ),
      ),
    );
    const answers = await Promise.all(
      proposals.map((booking) => act(first.host.agent, booking.id, { action: "accept" })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const answer of answers.filter((a) => a.status === 409))
      expect(answer.body.message).toBe(BOOKING_TEXTS.alreadyBooked);
    const [row] = await database().query<{ count: string }>(
      `SELECT count(*) FROM booking_occurrences WHERE "spaceOfferId" = :id AND "status" = 'confirmed'`,
      { replacements: { id: first.offer.id }, type: QueryTypes.SELECT },
    );
    expect(Number(row?.count)).toBe(1);
  });

  it("is PostgreSQL's own rule, whatever writes the rows", async () => {
    const parties = await acceptedMatch(app);
    const date = dayAhead(10);
    const a = await proposed(parties, {}, date);
    const b = await proposed(parties, {}, date);
    await database().query(`UPDATE booking_occurrences SET "status" = 'confirmed' WHERE "bookingId" = :id`, {
      replacements: { id: a.id },
    });
    await expect(
      database().query(`UPDATE booking_occurrences SET "status" = 'confirmed' WHERE "bookingId" = :id`, {
        replacements: { id: b.id },
      }),
    ).rejects.toMatchObject({ parent: { constraint: "booking_occurrences_no_overlap" } });
  });
});

describe("GET /api/matches/:id/bookings", () => {
  it("lists the match's bookings, newest first, to its parties only", async () => {
    const parties = await acceptedMatch(app);
    const older = await proposed(parties);
    const newer = await proposed(parties, {}, dayAhead(20));
    const listed = await parties.host.agent.get(`/api/matches/${parties.match.id}/bookings`);
    expect(listed.status).toBe(200);
    expect(listed.body.map((b: { id: string }) => b.id)).toEqual([newer.id, older.id]);
    const stranger = await signedInAgent(app());
    expect((await stranger.agent.get(`/api/matches/${parties.match.id}/bookings`)).status).toBe(403);
    const other = await createSpaceOffer();
    expect(other.id).not.toBe(parties.offer.id);
  });
});

describe("GET /api/auth/user/export", () => {
  it("holds the bookings of both parties' matches with their dates, and no one else's", async () => {
    const parties = await acceptedMatch(app);
    const date = dayAhead(10);
    const booking = await confirmed(parties, { note: "Bring mats", repeatWeekly: { until: plusDays(date, 7) } }, date);
    for (const party of [parties.seeker, parties.host]) {
      const data = (await party.agent.get("/api/auth/user/export")).body;
      expect(data.bookings).toEqual([
        expect.objectContaining({
          id: booking.id,
          status: "confirmed",
          note: "Bring mats",
          occurrences: [
            expect.objectContaining({ date, status: "confirmed" }),
            expect.objectContaining({ date: plusDays(date, 7), status: "confirmed" }),
          ],
        }),
      ]);
    }
    const stranger = await signedInAgent(app());
    expect((await stranger.agent.get("/api/auth/user/export")).body.bookings).toEqual([]);
  });
});
