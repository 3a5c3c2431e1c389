import type { MyOccurrence } from "@kindred/contract";
import { describe, expect, it } from "vitest";
import { proposalsToAnswer, spaceColours, viewRange, viewWeeks, weekStart } from "./calendarRange";

const occurrence = (fields: Partial<MyOccurrence>): MyOccurrence => ({
  date: "2027-03-09",
  startsAt: "2027-03-09T18:00:00.000Z",
  endsAt: "2027-03-09T20:00:00.000Z",
  status: "proposed",
  late: false,
  cancelReason: null,
  reschedule: null,
  bookingId: "b1",
  matchId: "m1",
  bookingStatus: "proposed",
  role: "host",
  spaceOfferId: "o1",
  spaceName: "Studio",
  otherPartyName: "Maya",
  proposedBy: "seeker",
  outsideAvailability: false,
  ...fields,
});

describe("the host calendar's ranges", () => {
  it("shows a week from Monday and a month in whole weeks", () => {
    expect(weekStart("2027-03-11")).toBe("2027-03-08");
    expect(viewWeeks("week", "2027-03-11")[0]).toEqual([
      "2027-03-08",
      "2027-03-09",
      "2027-03-10",
      "2027-03-11",
      "2027-03-12",
      "2027-03-13",
      "2027-03-14",
    ]);
    expect(viewRange("month", "2027-03-11")).toEqual({ from: "2027-03-01", to: "2027-03-31" });
  });

  it("lists one proposal per booking, only those the viewer answers", () => {
    const list = proposalsToAnswer(
      [
        occurrence({}),
        occurrence({ date: "2027-03-16" }),
        occurrence({ bookingId: "b2", proposedBy: "host" }),
        occurrence({ bookingId: "b3", bookingStatus: "confirmed", status: "confirmed" }),
      ],
      "host",
    );
    expect(list.map((o) => [o.bookingId, o.date])).toEqual([["b1", "2027-03-09"]]);
  });

  it("gives each space its colour", () => {
    const colours = spaceColours([occurrence({}), occurrence({ spaceOfferId: "o2" }), occurrence({})]);
    expect([...colours.entries()]).toEqual([
      ["o1", 0],
      ["o2", 1],
    ]);
  });
});
