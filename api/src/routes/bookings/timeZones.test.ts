import { describe, expect, it } from "vitest";
import { acceptedMatch } from "../../test/bookings";
import { useTestApp } from "../../test/routeTest";

// The server's zone: a weekly series keeps its wall-clock time when Berlin's clocks change.
process.env.TZ = "Europe/Berlin";

const { app } = useTestApp();

/** The Monday two weeks before the last Sunday of March of next year (Berlin's spring change). */
const springChange = () => {
  const year = new Date().getUTCFullYear() + 1;
  const change = new Date(Date.UTC(year, 2, 31));
  while (change.getUTCDay() !== 0) change.setUTCDate(change.getUTCDate() - 1);
  return change.toISOString().slice(0, 10);
};
const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe("a weekly booking across daylight saving (TZ=Europe/Berlin)", () => {
  it("answers with offsets in, keeps 18:00 local on every date and reports the zone", async () => {
    const parties = await acceptedMatch(app);
    const first = shift(springChange(), -13);
    const response = await parties.seeker.agent.post(`/api/matches/${parties.match.id}/bookings`).send({
      startsAt: `${first}T18:00:00+01:00`,
      endsAt: `${first}T20:00:00+01:00`,
      repeatWeekly: { until: shift(first, 21) },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.timeZone).toBe("Europe/Berlin");
    expect(response.body.outsideAvailability).toBe(false);
    expect(
      response.body.occurrences.map((o: { date: string; startsAt: string }) => [o.date, o.startsAt.slice(11, 16)]),
    ).toEqual([
      [first, "17:00"],
      [shift(first, 7), "17:00"],
      [shift(first, 14), "16:00"],
      [shift(first, 21), "16:00"],
    ]);
    // Accepting confirms them, and a date after the change is cancelled on its own local day.
    const id = response.body.id;
    expect((await parties.host.agent.patch(`/api/bookings/${id}`).send({ action: "accept" })).status).toBe(200);
    const cancelled = await parties.host.agent
      .patch(`/api/bookings/${id}`)
      .send({ action: "cancel", occurrence: shift(first, 14), reason: "Holiday" });
    expect(cancelled.body.occurrences.map((o: { status: string }) => o.status)).toEqual([
      "confirmed",
      "confirmed",
      "cancelled",
      "confirmed",
    ]);
  });
});
