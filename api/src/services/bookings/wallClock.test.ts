import { describe, expect, it } from "vitest";
import { planOccurrences } from "./plan";
import { instantOf, localTimeOf } from "./wallClock";

const local = (date: string, hour: number, minute = 0) => ({ date, hour, minute, second: 0, millisecond: 0 });

describe("wall-clock time in a zone", () => {
  it("reads an instant as the zone's day and time", () => {
    expect(localTimeOf(new Date("2027-03-27T17:00:00Z"), "Europe/Berlin")).toMatchObject(local("2027-03-27", 18));
    expect(localTimeOf(new Date("2027-03-29T16:00:00Z"), "Europe/Berlin")).toMatchObject(local("2027-03-29", 18));
    expect(localTimeOf(new Date("2027-01-01T03:00:00Z"), "America/Denver")).toMatchObject(local("2026-12-31", 20));
  });

  it("finds the instant of a local time on either side of a change, in a gap and in a repeated hour", () => {
    expect(instantOf(local("2027-03-27", 18), "Europe/Berlin").toISOString()).toBe("2027-03-27T17:00:00.000Z");
    expect(instantOf(local("2027-03-28", 18), "Europe/Berlin").toISOString()).toBe("2027-03-28T16:00:00.000Z");
    // 02:30 does not exist on 28 March in Berlin: it lands at 03:30.
    expect(instantOf(local("2027-03-28", 2, 30), "Europe/Berlin").toISOString()).toBe("2027-03-28T01:30:00.000Z");
    // 02:30 happens twice on 31 October: the first one.
    expect(instantOf(local("2027-10-31", 2, 30), "Europe/Berlin").toISOString()).toBe("2027-10-31T00:30:00.000Z");
    expect(instantOf(local("2027-11-07", 1, 30), "America/Denver").toISOString()).toBe("2027-11-07T07:30:00.000Z");
    expect(instantOf(local("2027-06-01", 12), "UTC").toISOString()).toBe("2027-06-01T12:00:00.000Z");
  });

  it("keeps a weekly series at 18:00 local across the spring and autumn changes", () => {
    const spring = planOccurrences(
      { startsAt: new Date("2027-03-15T17:00:00Z"), endsAt: new Date("2027-03-15T19:00:00Z"), until: "2027-04-05" },
      "Europe/Berlin",
    );
    expect(spring.map((o) => [o.date, o.startsAt.toISOString(), o.endsAt.toISOString()])).toEqual([
      ["2027-03-15", "2027-03-15T17:00:00.000Z", "2027-03-15T19:00:00.000Z"],
      ["2027-03-22", "2027-03-22T17:00:00.000Z", "2027-03-22T19:00:00.000Z"],
      ["2027-03-29", "2027-03-29T16:00:00.000Z", "2027-03-29T18:00:00.000Z"],
      ["2027-04-05", "2027-04-05T16:00:00.000Z", "2027-04-05T18:00:00.000Z"],
    ]);
    const autumn = planOccurrences(
      { startsAt: new Date("2027-10-23T02:00:00Z"), endsAt: new Date("2027-10-23T05:00:00Z"), until: "2027-11-13" },
      "America/Denver",
    );
    // 20:00–23:00 on Fridays in Denver, before and after 7 November.
    expect(autumn.map((o) => o.date)).toEqual(["2027-10-22", "2027-10-29", "2027-11-05", "2027-11-12"]);
    expect(autumn.map((o) => localTimeOf(o.startsAt, "America/Denver").hour)).toEqual([20, 20, 20, 20]);
    expect(autumn.map((o) => (o.endsAt.getTime() - o.startsAt.getTime()) / 3_600_000)).toEqual([3, 3, 3, 3]);
  });

  it("keeps the length of a date whose night holds the change", () => {
    // 22:00 Saturday to 06:00 Sunday in Berlin: 7 hours on the night the clocks go forward.
    const [first, second] = planOccurrences(
      { startsAt: new Date("2027-03-20T21:00:00Z"), endsAt: new Date("2027-03-21T05:00:00Z"), until: "2027-03-27" },
      "Europe/Berlin",
    );
    expect((first!.endsAt.getTime() - first!.startsAt.getTime()) / 3_600_000).toBe(8);
    expect(second!.date).toBe("2027-03-27");
    expect(second!.endsAt.toISOString()).toBe("2027-03-28T04:00:00.000Z");
    expect((second!.endsAt.getTime() - second!.startsAt.getTime()) / 3_600_000).toBe(7);
  });
});
