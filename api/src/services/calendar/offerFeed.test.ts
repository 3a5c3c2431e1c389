import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { type FeedOffer, offerFeed } from "./offerFeed";

const OFFER: FeedOffer = {
  id: "5c7b3f4e-9d51-4f8e-8f64-0b7f3d2f1a10",
  spaceName: 'Hall; North, "A"\nfloor 2',
  availability: ["weekday-morning", "weekend-evening", "flexible", "by-arrangement"],
  // A Monday, a Saturday, a Wednesday before the offer was listed, and a Sunday.
  unavailableDates: ["2026-06-03", "2027-03-01", "2027-03-06", "2027-03-07"],
  createdAt: new Date("2026-12-30T10:00:00Z"),
  updatedAt: new Date("2027-01-02T08:30:00Z"),
};

/** Parses the feed with ical.js and registers its VTIMEZONE, as a calendar app does. */
const parse = (text: string) => {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = calendar.getFirstSubcomponent("vtimezone");
  if (zone) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const events = calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
  return { calendar, events };
};

/** The first `count` occurrences of `event` as UTC instants. */
const occurrences = (event: ICAL.Event, count: number) => {
  const iterator = event.iterator();
  const found: string[] = [];
  for (let next = iterator.next(); next && found.length < count; next = iterator.next()) {
    found.push(next.toJSDate().toISOString());
  }
  return found;
};

describe("offerFeed", () => {
  const feed = offerFeed(OFFER, { timeZone: "Europe/Berlin", host: "spaces.example.org" });

  it("is CRLF-terminated text of lines no longer than 75 octets", () => {
    expect(feed.endsWith("\r\n")).toBe(true);
    expect(feed.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);
    for (const line of feed.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it("gives one event per slot with hours, with a stable UID and the last change as DTSTAMP", () => {
    const { calendar, events } = parse(feed);
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("prodid")).toBeTruthy();
    expect(events.map((event) => event.uid)).toEqual([
      `${OFFER.id}-weekday-morning@spaces.example.org`,
      `${OFFER.id}-weekend-evening@spaces.example.org`,
    ]);
    for (const event of events) {
      expect(event.component.getFirstPropertyValue("dtstamp")?.toString()).toBe("2027-01-02T08:30:00Z");
    }
  });

  it("unescapes to the space's own name, with the slot's label", () => {
    const { events } = parse(feed);
    expect(events[0]?.summary).toBe(`${OFFER.spaceName}: open (Weekday mornings (6am–12pm))`);
  });

  it("recurs on weekday mornings from the first weekday after listing, in Berlin time, skipping EXDATEs", () => {
    const [mornings] = parse(feed).events;
    // Listed Wednesday 2026-12-30; 06:00 in Berlin is 05:00 UTC in winter.
    expect(occurrences(mornings as ICAL.Event, 3)).toEqual([
      "2026-12-30T05:00:00.000Z",
      "2026-12-31T05:00:00.000Z",
      "2027-01-01T05:00:00.000Z",
    ]);
    expect((mornings as ICAL.Event).duration.toSeconds()).toBe(6 * 3600);
    const march = occurrences(mornings as ICAL.Event, 60).filter((at) => at >= "2027-03" && at < "2027-03-06");
    // Monday 1 March is unavailable.
    expect(march).toEqual([
      "2027-03-02T05:00:00.000Z",
      "2027-03-03T05:00:00.000Z",
      "2027-03-04T05:00:00.000Z",
      "2027-03-05T05:00:00.000Z",
    ]);
  });

  it("follows daylight saving time through the VTIMEZONE", () => {
    const [mornings] = parse(feed).events;
    const summer = occurrences(mornings as ICAL.Event, 200).find((at) => at.startsWith("2027-07-05"));
    expect(summer).toBe("2027-07-05T04:00:00.000Z");
  });

  it("puts only the unavailable weekend days on the weekend event", () => {
    const [, evenings] = parse(feed).events;
    const exdates = (evenings as ICAL.Event).component
      .getAllProperties("exdate")
      .flatMap((property) => property.getValues().map((value) => value.toString()));
    expect(exdates).toEqual(["2027-03-06T18:00:00", "2027-03-07T18:00:00"]);
    const first = occurrences(evenings as ICAL.Event, 1);
    // Saturday 2 January 2027, 18:00 in Berlin.
    expect(first).toEqual(["2027-01-02T17:00:00.000Z"]);
  });

  it("has no events when the slots have no set hours", () => {
    const none = offerFeed({ ...OFFER, availability: ["flexible"] }, { timeZone: "UTC", host: "h" });
    expect(parse(none).events).toEqual([]);
  });
});

describe("time zones", () => {
  const at = (timeZone: string, day: string) => {
    const text = offerFeed(
      { ...OFFER, availability: ["weekday-afternoon"], unavailableDates: [], createdAt: new Date(`${day}T12:00:00Z`) },
      { timeZone, host: "h" },
    );
    const [event] = parse(text).events;
    return occurrences(event as ICAL.Event, 1)[0];
  };

  it("places 12:00 local correctly north and south of the equator, with and without daylight saving", () => {
    expect(at("America/New_York", "2027-07-06")).toBe("2027-07-06T16:00:00.000Z");
    expect(at("America/New_York", "2027-01-05")).toBe("2027-01-05T17:00:00.000Z");
    expect(at("Australia/Sydney", "2027-01-05")).toBe("2027-01-05T01:00:00.000Z");
    expect(at("Australia/Sydney", "2027-07-06")).toBe("2027-07-06T02:00:00.000Z");
    expect(at("Asia/Kolkata", "2027-07-06")).toBe("2027-07-06T06:30:00.000Z");
    expect(at("UTC", "2027-07-06")).toBe("2027-07-06T12:00:00.000Z");
  });
});
