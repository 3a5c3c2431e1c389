import { myOccurrence } from "@kindred/contract";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { signedInAgent } from "../../test/agent";
import { acceptedMatch, dayAhead, plusDays } from "../../test/bookings";
import { UNKNOWN_ID, useTestApp } from "../../test/routeTest";

// Berlin changes its clocks; the feeds must keep 18:00 local on both sides of the change.
process.env.TZ = "Europe/Berlin";

const { app, visitor } = useTestApp();
type Parties = Awaited<ReturnType<typeof acceptedMatch>>;

/** The last Sunday of March next year: Berlin's spring change. */
const springChange = () => {
  const change = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 2, 31));
  while (change.getUTCDay() !== 0) change.setUTCDate(change.getUTCDate() - 1);
  return change.toISOString().slice(0, 10);
};

/** 18:00–20:00 Berlin time on `date` (winter offset; the server plans later dates in wall-clock time). */
const evening = (date: string, offset = "+01:00") => ({
  startsAt: `${date}T18:00:00${offset}`,
  endsAt: `${date}T20:00:00${offset}`,
});

const book = async (parties: Parties, body: Record<string, unknown>, accept = true) => {
  const proposed = await parties.seeker.agent.post(`/api/matches/${parties.match.id}/bookings`).send(body);
  expect(proposed.status, JSON.stringify(proposed.body)).toBe(201);
  if (!accept) return proposed.body;
  const accepted = await parties.host.agent.patch(`/api/bookings/${proposed.body.id}`).send({ action: "accept" });
  expect(accepted.status).toBe(200);
  return accepted.body;
};

/** The feed's events expanded as a calendar app does: [start, end] in UTC of every shown date. */
const expand = (text: string, until: Date) => {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const vevents = calendar.getAllSubcomponents("vevent");
  const masters = vevents.filter((v) => !v.hasProperty("recurrence-id"));
  const shown: Array<{ summary: string; start: string; end: string }> = [];
  for (const vevent of masters) {
    const event = new ICAL.Event(vevent);
    for (const other of vevents.filter((v) => v.hasProperty("recurrence-id"))) {
      if (other.getFirstPropertyValue("uid") === event.uid) event.relateException(other);
    }
    if (vevent.getFirstPropertyValue("status") === "CANCELLED") continue;
    if (!event.isRecurring()) {
      shown.push({
        summary: event.summary,
        start: event.startDate.toJSDate().toISOString(),
        end: event.endDate.toJSDate().toISOString(),
      });
      continue;
    }
    const iterator = event.iterator();
    for (let next = iterator.next(); next && next.toJSDate() < until; next = iterator.next()) {
      const details = event.getOccurrenceDetails(next);
      shown.push({
        summary: details.item.summary,
        start: details.startDate.toJSDate().toISOString(),
        end: details.endDate.toJSDate().toISOString(),
      });
    }
  }
  return shown.sort((a, b) => a.start.localeCompare(b.start));
};

describe("GET /api/bookings/mine", () => {
  it("pages every date of the member's bookings, as host and as seeker, earliest first", async () => {
    const parties = await acceptedMatch(app);
    const date = dayAhead(10);
    const series = await book(parties, { ...evening(date, "Z"), repeatWeekly: { until: plusDays(date, 14) } });
    const declined = await book(parties, evening(plusDays(date, 1), "Z"), false);
    await parties.host.agent.patch(`/api/bookings/${declined.id}`).send({ action: "decline", reason: "No" });
    const pending = await book(parties, evening(plusDays(date, 2), "Z"), false);

    const first = await parties.host.agent.get(`/api/bookings/mine?limit=2&from=${date}&to=${plusDays(date, 30)}`);
    expect(first.status).toBe(200);
    const cursor = first.headers["x-next-cursor"];
    expect(cursor).toBeTruthy();
    const rest = await parties.host.agent.get(
      `/api/bookings/mine?limit=2&from=${date}&to=${plusDays(date, 30)}&cursor=${cursor}`,
    );
    const dates = [...first.body, ...rest.body].map((row) => myOccurrence.parse(row));
    expect(dates.map((row) => [row.date, row.bookingId, row.status, row.role])).toEqual([
      [date, series.id, "confirmed", "host"],
      [plusDays(date, 2), pending.id, "proposed", "host"],
      [plusDays(date, 7), series.id, "confirmed", "host"],
      [plusDays(date, 14), series.id, "confirmed", "host"],
    ]);
    expect(dates[0]).toMatchObject({ otherPartyName: "Maya Seeker", spaceName: parties.offer.spaceName });
    expect(JSON.stringify(dates)).not.toContain(parties.seeker.user.email);

    const asSeeker = await parties.seeker.agent.get(`/api/bookings/mine?from=${date}&to=${plusDays(date, 7)}`);
    expect(asSeeker.body.map((row: { role: string; date: string }) => [row.role, row.date])).toEqual([
      ["seeker", date],
      ["seeker", plusDays(date, 2)],
      ["seeker", plusDays(date, 7)],
    ]);
    expect(asSeeker.body[0].otherPartyName).toBe("Leah Host");
  });

  it("takes a range of at most 400 days and is for members only", async () => {
    const { agent } = await signedInAgent(app());
    expect((await agent.get("/api/bookings/mine")).body).toEqual([]);
    expect((await agent.get("/api/bookings/mine?from=2027-01-01&to=2028-06-01")).status).toBe(400);
    expect((await agent.get("/api/bookings/mine?from=2027-02-01&to=2027-01-01")).status).toBe(400);
    expect((await agent.get("/api/bookings/mine?from=2027-02-30")).status).toBe(400);
    expect((await agent.get("/api/bookings/mine?cursor=bogus")).status).toBe(400);
    expect((await visitor().get("/api/bookings/mine")).status).toBe(401);
  });
});

describe("an offer's busy times", () => {
  it("are its confirmed times only, without names, in the JSON read and the public feed", async () => {
    const parties = await acceptedMatch(app);
    const date = dayAhead(10);
    const confirmed = await book(parties, evening(date, "Z"));
    await book(parties, evening(plusDays(date, 1), "Z"), false);
    const busy = await visitor().get(`/api/space-offers/${parties.offer.id}/busy?from=${date}&to=${plusDays(date, 6)}`);
    expect(busy.status).toBe(200);
    expect(busy.body).toEqual([{ start: confirmed.startsAt, end: confirmed.endsAt }]);
    expect((await visitor().get(`/api/space-offers/${parties.offer.id}/busy?from=${plusDays(date, 1)}`)).body).toEqual(
      [],
    );
    expect((await visitor().get(`/api/space-offers/${UNKNOWN_ID}/busy`)).status).toBe(404);

    const feed = await visitor().get(`/api/space-offers/${parties.offer.id}/calendar.ics`);
    expect(feed.status).toBe(200);
    const events = expand(feed.text, new Date(Date.parse(confirmed.endsAt) + 1));
    expect(events).toContainEqual({
      summary: `${parties.offer.spaceName}: booked`,
      start: confirmed.startsAt,
      end: confirmed.endsAt,
    });
    expect(feed.text).not.toContain("Maya");
    expect(feed.text).not.toContain("Seeker");
  });
});

describe("the member's private calendar feed", () => {
  it("has one address until rotated; the old one then answers 404", async () => {
    const { agent } = await signedInAgent(app());
    const first = await agent.get("/api/calendar-token");
    expect(first.status).toBe(200);
    expect(first.body.url).toMatch(/^http.*\/api\/calendar\/[0-9a-f]{32}_1_[A-Za-z0-9_-]{32}\.ics$/);
    expect((await agent.get("/api/calendar-token")).body.url).toBe(first.body.url);
    const path = (url: string) => new URL(url).pathname;
    expect((await visitor().get(path(first.body.url))).status).toBe(200);
    const rotated = await agent.post("/api/calendar-token");
    expect(rotated.body.url).not.toBe(first.body.url);
    expect((await visitor().get(path(first.body.url))).status).toBe(404);
    expect((await visitor().get(path(rotated.body.url))).status).toBe(200);
    const forged = path(rotated.body.url).replace(/_[A-Za-z0-9_-]{32}\.ics$/, `_${"A".repeat(32)}.ics`);
    expect((await visitor().get(forged)).status).toBe(404);
    expect((await visitor().get("/api/calendar/nonsense.ics")).status).toBe(404);
    expect((await visitor().get("/api/calendar-token")).status).toBe(401);
  });

  it("expands a weekly series across the spring change with its cancelled and moved dates, as both parties' calendars show", async () => {
    const parties = await acceptedMatch(app);
    const first = plusDays(springChange(), -13);
    const series = await book(parties, { ...evening(first), repeatWeekly: { until: plusDays(first, 28) } });
    const id = series.id;
    await parties.host.agent
      .patch(`/api/bookings/${id}`)
      .send({ action: "cancel", occurrence: plusDays(first, 14), reason: "Holiday" });
    const movedDay = plusDays(first, 21);
    await parties.seeker.agent.patch(`/api/bookings/${id}`).send({
      action: "reschedule",
      occurrence: movedDay,
      startsAt: `${movedDay}T19:00:00+02:00`,
      endsAt: `${movedDay}T21:00:00+02:00`,
    });
    await parties.host.agent.patch(`/api/bookings/${id}`).send({ action: "accept", occurrence: movedDay });

    const expected = [
      [`${first}T17:00:00.000Z`, `${first}T19:00:00.000Z`],
      [`${plusDays(first, 7)}T17:00:00.000Z`, `${plusDays(first, 7)}T19:00:00.000Z`],
      [`${movedDay}T17:00:00.000Z`, `${movedDay}T19:00:00.000Z`],
      [`${plusDays(first, 28)}T16:00:00.000Z`, `${plusDays(first, 28)}T18:00:00.000Z`],
    ];
    const until = new Date(`${plusDays(first, 60)}T00:00:00Z`);
    for (const party of [parties.seeker, parties.host]) {
      const { url } = (await party.agent.get("/api/calendar-token")).body;
      const feed = await visitor().get(new URL(url).pathname);
      expect(feed.headers["content-type"]).toMatch(/^text\/calendar/);
      const shown = expand(feed.text, until);
      expect(shown.map((event) => [event.start, event.end])).toEqual(expected);
      const other = party === parties.seeker ? "Leah Host" : "Maya Seeker";
      expect(shown[0]?.summary).toBe(`${parties.offer.spaceName} with ${other}`);

      // The API's own calendar read agrees.
      const mine = await party.agent.get(`/api/bookings/mine?from=${first}&to=${plusDays(first, 40)}`);
      expect(
        mine.body
          .filter((row: { status: string }) => row.status === "confirmed")
          .map((row: { startsAt: string; endsAt: string }) => [row.startsAt, row.endsAt]),
      ).toEqual(expected);
    }

    // A member who reads Spanish gets their feed in Spanish, whatever the calendar app asks.
    await parties.seeker.agent.put("/api/auth/user").send({ locale: "es" });
    const { url } = (await parties.seeker.agent.get("/api/calendar-token")).body;
    const spanish = await visitor().get(new URL(url).pathname).set("Accept-Language", "en");
    expect(expand(spanish.text, until)[0]?.summary).toBe(`${parties.offer.spaceName} con Leah Host`);
    expect(spanish.text).toContain("X-WR-CALNAME:Reservas de Kindred Spaces");
  });
});
