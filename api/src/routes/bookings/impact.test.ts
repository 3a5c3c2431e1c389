import { CSV_EXPORTS } from "@kindred/contract";
import { describe, expect, it } from "vitest";
import { impactReport } from "../../services/impact/impactReport";
import { acceptedMatch, dayAhead, plusDays } from "../../test/bookings";
import { readCsvFile } from "../../test/csv";
import { useTestApp } from "../../test/routeTest";

process.env.TZ = "UTC";

const { app } = useTestApp();

describe("impact: sessions held and hours shared", () => {
  it("count the host's confirmed dates that ended, in the month they took place, not cancelled or pending ones", async () => {
    const parties = await acceptedMatch(app);
    const date = dayAhead(10);
    const proposed = await parties.seeker.agent.post(`/api/matches/${parties.match.id}/bookings`).send({
      startsAt: `${date}T18:00:00Z`,
      endsAt: `${date}T20:30:00Z`,
      repeatWeekly: { until: plusDays(date, 14) },
    });
    await parties.host.agent.patch(`/api/bookings/${proposed.body.id}`).send({ action: "accept" });
    await parties.host.agent
      .patch(`/api/bookings/${proposed.body.id}`)
      .send({ action: "cancel", occurrence: plusDays(date, 7), reason: "Repairs" });
    // Another proposal, never answered: no session.
    await parties.seeker.agent
      .post(`/api/matches/${parties.match.id}/bookings`)
      .send({ startsAt: `${date}T10:00:00Z`, endsAt: `${date}T12:00:00Z` });

    const scope = { hostId: parties.host.user.id, from: date, to: plusDays(date, 20), timeZone: "UTC" };
    const before = await impactReport({ ...scope, now: new Date() });
    expect(before.totals).toMatchObject({ sessionsHeld: 0, hoursShared: 0 });
    const after = await impactReport({ ...scope, now: new Date(`${plusDays(date, 30)}T00:00:00Z`) });
    expect(after.totals).toMatchObject({ sessionsHeld: 2, hoursShared: 5 });
    const months = after.months.filter((month) => month.sessionsHeld > 0);
    expect(months.reduce((sum, month) => sum + month.sessionsHeld, 0)).toBe(2);
    const elsewhere = await impactReport({
      ...scope,
      hostId: parties.seeker.user.id,
      now: new Date(`${plusDays(date, 30)}T00:00:00Z`),
    });
    expect(elsewhere.totals.sessionsHeld).toBe(0);
  });
});

describe("GET /api/bookings/mine.csv", () => {
  it("holds every date of the host's spaces' bookings, the seeker by name and never by email", async () => {
    const parties = await acceptedMatch(app);
    const date = dayAhead(10);
    const proposed = await parties.seeker.agent.post(`/api/matches/${parties.match.id}/bookings`).send({
      startsAt: `${date}T18:00:00Z`,
      endsAt: `${date}T20:00:00Z`,
      repeatWeekly: { until: plusDays(date, 7) },
      note: "=cmd|' /C calc'!A0",
    });
    await parties.host.agent.patch(`/api/bookings/${proposed.body.id}`).send({ action: "accept" });
    const response = await parties.host.agent.get("/api/bookings/mine.csv").buffer(true);
    expect(response.status).toBe(200);
    const file = readCsvFile(response.text);
    expect(file.header).toEqual(CSV_EXPORTS.myBookings.columns);
    expect(file.rows.map((row) => [row.date, row.status, row.seekerName]).sort()).toEqual([
      [date, "confirmed", "Maya Seeker"],
      [plusDays(date, 7), "confirmed", "Maya Seeker"],
    ]);
    expect(file.rows[0]?.note?.startsWith("'=")).toBe(true);
    expect(response.text).not.toContain(parties.seeker.user.email);
    // The seeker hosts nothing: an empty file.
    expect(readCsvFile((await parties.seeker.agent.get("/api/bookings/mine.csv").buffer(true)).text).rows).toEqual([]);
  });
});
