import { describe, expect, it } from "vitest";
import {
  CALENDAR_TEXTS,
  calendarDate,
  MAX_UNAVAILABLE_DATES,
  SLOT_HOURS,
  slotPart,
  unavailableDatesInput,
} from "./calendar";
import { AVAILABILITY_SLOTS } from "./choices";

describe("calendarDate", () => {
  it.each(["2027-03-01", "2028-02-29", "2027-12-31"])("takes %s", (day) => {
    expect(calendarDate.safeParse(day).success).toBe(true);
  });

  it.each(["2027-02-29", "2027-04-31", "2027-00-10", "2027-3-1", "20270301", "2027-03-01T00:00:00Z", ""])(
    "refuses %s with the calendar's message",
    (day) => {
      const result = calendarDate.safeParse(day);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(CALENDAR_TEXTS.invalidDate);
    },
  );
});

describe("unavailableDatesInput", () => {
  it("deduplicates and sorts", () => {
    expect(unavailableDatesInput.parse({ dates: ["2027-03-09", "2027-03-01", "2027-03-09"] })).toEqual({
      dates: ["2027-03-01", "2027-03-09"],
    });
  });

  it("bounds the set after deduplication", () => {
    const start = Date.UTC(2027, 0, 1);
    const many = Array.from({ length: MAX_UNAVAILABLE_DATES + 1 }, (_, i) =>
      new Date(start + i * 86_400_000).toISOString().slice(0, 10),
    );
    expect(unavailableDatesInput.safeParse({ dates: many }).error?.issues[0]?.message).toBe(
      CALENDAR_TEXTS.tooManyDates,
    );
    expect(unavailableDatesInput.safeParse({ dates: [...many.slice(0, 5), ...many.slice(0, 5)] }).success).toBe(true);
  });
});

describe("SLOT_HOURS", () => {
  it("gives hours to every slot but flexible and by-arrangement, as the spec's hints say", () => {
    const timed = AVAILABILITY_SLOTS.filter((slot) => SLOT_HOURS[slot]);
    expect(timed).toEqual(AVAILABILITY_SLOTS.filter((slot) => slot !== "flexible" && slot !== "by-arrangement"));
    expect(SLOT_HOURS["weekday-morning"]).toEqual({ days: "weekday", start: 6, end: 12 });
    expect(SLOT_HOURS["weekend-evening"]).toEqual({ days: "weekend", start: 18, end: 22 });
    expect(slotPart("weekend-afternoon")).toBe("afternoon");
    expect(slotPart("flexible")).toBeNull();
  });
});

describe("the calendar texts", () => {
  it("say the limit the schema enforces", () => {
    expect(CALENDAR_TEXTS.tooManyDates).toBe(`At most ${MAX_UNAVAILABLE_DATES} unavailable dates`);
  });
});
