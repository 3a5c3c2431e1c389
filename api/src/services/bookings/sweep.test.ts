import { describe, expect, it } from "vitest";
import { BOOKING_FIELDS, fieldsOf } from "../../db/fieldTables";
import { signedInAgent } from "../../test/agent";
import { acceptedMatch, dayAhead } from "../../test/bookings";
import { tableColumns } from "../../test/database";
import { useTestApp } from "../../test/routeTest";
import { OCCURRENCE_FIELDS, OCCURRENCE_NOT_READ } from "./bookingStore";
import { expireUnanswered } from "./sweep";

process.env.TZ = "UTC";

const { app } = useTestApp();
const HOUR = 3_600_000;

const propose = async (parties: Awaited<ReturnType<typeof acceptedMatch>>, date: string) => {
  const response = await parties.seeker.agent
    .post(`/api/matches/${parties.match.id}/bookings`)
    .send({ startsAt: `${date}T18:00:00Z`, endsAt: `${date}T20:00:00Z` });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: string; expiresAt: string };
};

describe("the occurrence reads", () => {
  it("select every column of booking_occurrences or say why not (a new column fails here)", async () => {
    expect(await tableColumns("booking_occurrences")).toEqual(
      [...OCCURRENCE_FIELDS, ...Object.keys(OCCURRENCE_NOT_READ)].sort(),
    );
  });
});

describe("the booking reads", () => {
  it("name every column of bookings in BOOKING_FIELDS (a new column fails here)", async () => {
    expect(await tableColumns("bookings")).toEqual(fieldsOf(BOOKING_FIELDS).sort());
  });
});

describe("expireUnanswered", () => {
  it("expires a proposal 48 hours after it was made, once, however many sweeps run", async () => {
    const parties = await acceptedMatch(app);
    const booking = await propose(parties, dayAhead(10));
    const made = Date.parse(booking.expiresAt) - 48 * HOUR;

    const early = await expireUnanswered({ now: new Date(made + 47 * HOUR) });
    expect(early.expired.map((row) => row.id)).not.toContain(booking.id);

    // Three processes sweep at once at the 49th hour: exactly one expires it.
    const sweeps = await Promise.all([1, 2, 3].map(() => expireUnanswered({ now: new Date(made + 49 * HOUR) })));
    const expired = sweeps.flatMap((sweep) => sweep.expired).filter((row) => row.id === booking.id);
    expect(expired).toEqual([{ id: booking.id, matchId: parties.match.id, proposedBy: parties.seeker.user.id }]);

    const read = await parties.host.agent.get(`/api/matches/${parties.match.id}/bookings`);
    expect(read.body[0]).toMatchObject({ id: booking.id, status: "expired" });
    expect(read.body[0].occurrences[0].status).toBe("expired");
    const late = await parties.host.agent.patch(`/api/bookings/${booking.id}`).send({ action: "accept" });
    expect(late.status).toBe(409);
  });

  it("expires a proposal when its first date starts, if that comes before 48 hours", async () => {
    const parties = await acceptedMatch(app);
    const soon = new Date(Date.now() + 5 * HOUR);
    const response = await parties.seeker.agent
      .post(`/api/matches/${parties.match.id}/bookings`)
      .send({ startsAt: soon.toISOString(), endsAt: new Date(soon.getTime() + HOUR).toISOString() });
    expect(Date.parse(response.body.expiresAt)).toBe(soon.getTime());
    const swept = await expireUnanswered({ now: new Date(soon.getTime() + 1) });
    expect(swept.expired.map((row) => row.id)).toContain(response.body.id);
  });

  it("drops an unanswered new time for a date after 48 hours and keeps the date", async () => {
    const parties = await acceptedMatch(app);
    const date = dayAhead(10);
    const booking = await propose(parties, date);
    await parties.host.agent.patch(`/api/bookings/${booking.id}`).send({ action: "accept" });
    const asked = await parties.host.agent.patch(`/api/bookings/${booking.id}`).send({
      action: "reschedule",
      occurrence: date,
      startsAt: `${date}T19:00:00Z`,
      endsAt: `${date}T21:00:00Z`,
    });
    const expiresAt = Date.parse(asked.body.occurrences[0].reschedule.expiresAt);
    expect((await expireUnanswered({ now: new Date(expiresAt - 1) })).lapsedReschedules).toBe(0);
    expect((await expireUnanswered({ now: new Date(expiresAt) })).lapsedReschedules).toBe(1);
    const read = await parties.seeker.agent.get(`/api/matches/${parties.match.id}/bookings`);
    expect(read.body[0].occurrences[0]).toMatchObject({ startsAt: `${date}T18:00:00.000Z`, reschedule: null });
    const stranger = await signedInAgent(app());
    expect((await stranger.agent.get(`/api/matches/${parties.match.id}/bookings`)).status).toBe(403);
  });
});
