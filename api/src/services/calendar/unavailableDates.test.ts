import { CALENDAR_TEXTS, firstChangeableDay } from "@kindred/contract";
import { describe, expect, it } from "vitest";
import { nextUnavailableDates } from "./unavailableDates";

const NOW = Date.parse("2026-11-27T10:00:00Z");

describe("firstChangeableDay", () => {
  it("is the date at UTC−12: a day is over only once it is over everywhere", () => {
    expect(firstChangeableDay(Date.parse("2026-11-27T10:00:00Z"))).toBe("2026-11-26");
    expect(firstChangeableDay(Date.parse("2026-11-27T11:59:59Z"))).toBe("2026-11-26");
    expect(firstChangeableDay(Date.parse("2026-11-27T12:00:00Z"))).toBe("2026-11-27");
  });
});

describe("nextUnavailableDates", () => {
  it("takes the set as sent from the first changeable day on", () => {
    expect(nextUnavailableDates(["2026-12-01"], ["2026-11-26", "2026-12-24"], NOW)).toEqual([
      "2026-11-26",
      "2026-12-24",
    ]);
  });

  it("keeps stored days that are over, whether the set repeats them or leaves them out", () => {
    const stored = ["2026-10-01", "2026-11-20", "2026-12-01"];
    expect(nextUnavailableDates(stored, ["2026-10-01", "2026-11-20", "2026-12-02"], NOW)).toEqual([
      "2026-10-01",
      "2026-11-20",
      "2026-12-02",
    ]);
    expect(nextUnavailableDates(stored, [], NOW)).toEqual(["2026-10-01", "2026-11-20"]);
  });

  it("refuses a day that is over and was not stored, naming it", () => {
    expect(() => nextUnavailableDates(["2026-11-20"], ["2026-11-20", "2026-11-25"], NOW)).toThrow(
      expect.objectContaining({ status: 400, issues: [{ path: "dates.1", message: CALENDAR_TEXTS.pastDate }] }),
    );
  });
});
