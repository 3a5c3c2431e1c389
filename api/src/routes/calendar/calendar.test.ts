import { CALENDAR_TEXTS, spaceOffer } from "@kindred/contract";
import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import { SpaceOffer, type User } from "../../db/models";
import { type Agent, signedInAgent } from "../../test/agent";
import { createAdmin, createSpaceOffer } from "../../test/factories";
import { UNKNOWN_ID, useTestApp } from "../../test/routeTest";

const { app, visitor } = useTestApp();

let host: { agent: Agent; user: User };
let other: { agent: Agent; user: User };
let admin: { agent: Agent; user: User };

beforeAll(async () => {
  host = await signedInAgent(app());
  other = await signedInAgent(app());
  admin = await signedInAgent(app(), await createAdmin());
});

const datesPath = (id: string) => `/api/space-offers/${id}/unavailable-dates`;
const feedPath = (id: string) => `/api/space-offers/${id}/calendar.ics`;

describe("PUT /api/space-offers/:id/unavailable-dates", () => {
  it("stores the set deduplicated and sorted, and the offer shows it", async () => {
    const offer = await createSpaceOffer({ user: host.user });
    const response = await host.agent
      .put(datesPath(offer.id))
      .send({ dates: ["2027-03-09", "2027-03-01", "2027-03-09", "2028-02-29"] });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toEqual({ dates: ["2027-03-01", "2027-03-09", "2028-02-29"] });
    const read = await visitor().get(`/api/space-offers/${offer.id}`);
    expect(spaceOffer.parse(read.body).unavailableDates).toEqual(["2027-03-01", "2027-03-09", "2028-02-29"]);
  });

  it("clears them with an empty list", async () => {
    const offer = await createSpaceOffer({ user: host.user, unavailableDates: ["2027-05-01"] });
    const response = await host.agent.put(datesPath(offer.id)).send({ dates: [] });
    expect(response.body).toEqual({ dates: [] });
    expect((await SpaceOffer.findByPk(offer.id))?.unavailableDates).toEqual([]);
  });

  it.each([
    ["a day that does not exist", "2027-02-29"],
    ["a month that does not exist", "2027-13-01"],
    ["another format", "01/03/2027"],
    ["a date-time", "2027-03-01T00:00:00Z"],
  ])("refuses %s with 400 and the field message, changing nothing", async (_, date) => {
    const offer = await createSpaceOffer({ user: host.user, unavailableDates: ["2027-05-01"] });
    const response = await host.agent.put(datesPath(offer.id)).send({ dates: ["2027-03-01", date] });
    expect(response.status).toBe(400);
    expect(response.body.issues).toEqual([{ path: "dates.1", message: CALENDAR_TEXTS.invalidDate }]);
    expect((await SpaceOffer.findByPk(offer.id))?.unavailableDates).toEqual(["2027-05-01"]);
  });

  it("refuses a day that is over, and keeps stored days that are over without failing the save", async () => {
    const past = "2020-03-02";
    const offer = await createSpaceOffer({ user: host.user, unavailableDates: [past, "2027-05-01"] });
    const refused = await host.agent.put(datesPath(offer.id)).send({ dates: ["2020-03-03", "2027-06-01"] });
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual([{ path: "dates.0", message: CALENDAR_TEXTS.pastDate }]);
    expect((await SpaceOffer.findByPk(offer.id))?.unavailableDates).toEqual([past, "2027-05-01"]);
    // The whole set sent back (the stored past day in it), or only the days to come: both save.
    const whole = await host.agent.put(datesPath(offer.id)).send({ dates: [past, "2027-06-01"] });
    expect(whole.body).toEqual({ dates: [past, "2027-06-01"] });
    const upcoming = await host.agent.put(datesPath(offer.id)).send({ dates: [] });
    expect(upcoming.body).toEqual({ dates: [past] });
  });

  it("refuses a body without a list", async () => {
    const offer = await createSpaceOffer({ user: host.user });
    const response = await host.agent.put(datesPath(offer.id)).send({ dates: "2027-03-01" });
    expect(response.status).toBe(400);
  });

  it("answers 404 for an unknown or malformed offer id", async () => {
    expect((await host.agent.put(datesPath(UNKNOWN_ID)).send({ dates: [] })).status).toBe(404);
    expect((await host.agent.put(datesPath("nope")).send({ dates: [] })).status).toBe(404);
  });
});

describe("GET /api/space-offers/:id/calendar.ics", () => {
  it("answers a parseable iCalendar feed with the unavailable dates as EXDATEs", async () => {
    const offer = await createSpaceOffer({
      user: host.user,
      spaceName: 'Kiln room, east; "big"',
      availability: ["weekday-evening", "flexible"],
      unavailableDates: ["2099-03-02"],
    });
    const response = await visitor().get(feedPath(offer.id)).buffer(true);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    const text = response.text;
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstSubcomponent("vtimezone")).not.toBeNull();
    const events = calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
    expect(events).toHaveLength(1);
    const [event] = events as [ICAL.Event];
    expect(event.uid).toMatch(new RegExp(`^${offer.id}-weekday-evening@`));
    expect(event.summary).toBe(CALENDAR_TEXTS.eventSummary(offer.spaceName, "weekday-evening"));
    // The slot by its label, not its id (DESIGN 11.8).
    expect(event.summary).toContain("Weekday evenings (6pm–10pm)");
    expect(event.component.getFirstPropertyValue("rrule")?.toString()).toBe("FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR");
    expect(event.startDate.hour).toBe(18);
    expect(event.endDate.hour).toBe(22);
    expect(event.component.getFirstPropertyValue("exdate")?.toString()).toBe("2099-03-02T18:00:00");
  });

  it("answers 404 for an unknown offer", async () => {
    expect((await visitor().get(feedPath(UNKNOWN_ID))).status).toBe(404);
  });
});

describe("authorization matrix", () => {
  type Role = "visitor" | "other" | "host" | "admin";
  const as = (role: Role) => (role === "visitor" ? visitor() : { host, other, admin }[role].agent);
  const routes = [
    ["PUT unavailable-dates", { visitor: 401, other: 403, host: 200, admin: 403 }],
    ["GET calendar.ics", { visitor: 200, other: 200, host: 200, admin: 200 }],
  ] as const;

  for (const [name, expected] of routes) {
    for (const role of ["visitor", "other", "host", "admin"] as const) {
      it(`${name} as ${role} → ${expected[role]}`, async () => {
        const offer = await createSpaceOffer({ user: host.user });
        const response =
          name === "GET calendar.ics"
            ? await as(role).get(feedPath(offer.id))
            : await as(role)
                .put(datesPath(offer.id))
                .send({ dates: ["2027-01-04"] });
        expect(response.status).toBe(expected[role]);
        const stored = (await SpaceOffer.findByPk(offer.id))?.unavailableDates;
        if (name !== "GET calendar.ics") expect(stored).toEqual(expected[role] === 200 ? ["2027-01-04"] : []);
      });
    }
  }
});
