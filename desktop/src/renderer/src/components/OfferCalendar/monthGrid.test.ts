import { describe, expect, it } from "vitest";
import {
  addMonths,
  dayLabel,
  daysBetween,
  MAX_RANGE_DAYS,
  monthWeeks,
  moveByKey,
  openParts,
  setRange,
  toggleDay,
} from "./monthGrid";

describe("monthWeeks", () => {
  it("lays a month out in Monday-first weeks with blanks around it", () => {
    const weeks = monthWeeks("2027-03-15");
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([
      "2027-03-01",
      "2027-03-02",
      "2027-03-03",
      "2027-03-04",
      "2027-03-05",
      "2027-03-06",
      "2027-03-07",
    ]);
    expect(weeks[4]).toEqual(["2027-03-29", "2027-03-30", "2027-03-31", null, null, null, null]);
    const february = monthWeeks("2027-02-01");
    expect(february[0]?.slice(0, 1)).toEqual(["2027-02-01"]);
    expect(monthWeeks("2026-11-01")[0]).toEqual([null, null, null, null, null, null, "2026-11-01"]);
  });
});

describe("moveByKey", () => {
  it("moves by day, week, week edge and month", () => {
    expect(moveByKey("2027-03-01", "ArrowLeft")).toBe("2027-02-28");
    expect(moveByKey("2027-03-31", "ArrowRight")).toBe("2027-04-01");
    expect(moveByKey("2027-03-03", "ArrowUp")).toBe("2027-02-24");
    expect(moveByKey("2027-03-03", "ArrowDown")).toBe("2027-03-10");
    expect(moveByKey("2027-03-03", "Home")).toBe("2027-03-01");
    expect(moveByKey("2027-03-03", "End")).toBe("2027-03-07");
    expect(moveByKey("2027-01-31", "PageDown")).toBe("2027-02-28");
    expect(moveByKey("2027-03-03", "Enter")).toBeNull();
  });

  it("keeps a month step inside the month", () => {
    expect(addMonths("2028-03-31", -1)).toBe("2028-02-29");
  });
});

describe("openParts and dayLabel", () => {
  const slots = ["weekday-morning", "weekday-evening", "weekend-afternoon", "flexible"];

  it("names the parts of the day open on weekdays and weekends", () => {
    expect(openParts("2027-03-01", slots)).toEqual(["Morning", "Evening"]);
    expect(openParts("2027-03-06", slots)).toEqual(["Afternoon"]);
    expect(openParts("2027-03-06", ["flexible"])).toEqual([]);
  });

  it("says the date and the day's state", () => {
    expect(dayLabel("2027-03-01", ["Morning"], false)).toBe("Monday, March 1, 2027: Morning");
    expect(dayLabel("2027-03-01", ["Morning"], true)).toBe("Monday, March 1, 2027: Unavailable");
    expect(dayLabel("2027-03-06", [], false)).toBe("Saturday, March 6, 2027: No set hours");
  });
});

describe("toggleDay", () => {
  it("adds a day in order or removes it", () => {
    expect(toggleDay(["2027-03-09"], "2027-03-01")).toEqual(["2027-03-01", "2027-03-09"]);
    expect(toggleDay(["2027-03-01", "2027-03-09"], "2027-03-01")).toEqual(["2027-03-09"]);
  });
});

describe("ranges of days", () => {
  it("lists every day of a range across a month end, both ends included", () => {
    expect(daysBetween("2027-02-27", "2027-03-02")).toEqual(["2027-02-27", "2027-02-28", "2027-03-01", "2027-03-02"]);
    expect(daysBetween("2027-03-05", "2027-03-05")).toEqual(["2027-03-05"]);
  });

  it("refuses a backwards, unreadable or too long range", () => {
    expect(daysBetween("2027-03-05", "2027-03-04")).toBeNull();
    expect(daysBetween("", "2027-03-04")).toBeNull();
    expect(daysBetween("2027-01-01", "2028-12-31")).toBeNull();
    expect(daysBetween("2027-01-01", "2027-12-31")).toHaveLength(365);
    expect(MAX_RANGE_DAYS).toBeGreaterThanOrEqual(365);
  });

  it("marks or clears a whole range in one set, sorted and without duplicates", () => {
    const range = ["2027-03-02", "2027-03-03"];
    expect(setRange(["2027-03-03", "2027-01-01"], range, true)).toEqual(["2027-01-01", "2027-03-02", "2027-03-03"]);
    expect(setRange(["2027-03-03", "2027-01-01"], range, false)).toEqual(["2027-01-01"]);
  });
});
