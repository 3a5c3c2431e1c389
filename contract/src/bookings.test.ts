import { describe, expect, it } from "vitest";
import { BOOKING_RULES, BOOKING_TEXTS } from "./bookings";

describe("the booking texts", () => {
  it("say the limits the rules enforce", () => {
    expect(BOOKING_TEXTS.tooShort).toBe(`A booking lasts at least ${BOOKING_RULES.minMinutes} minutes`);
    expect(BOOKING_TEXTS.tooLong).toBe(`A booking lasts at most ${BOOKING_RULES.maxHours} hours`);
    expect(BOOKING_TEXTS.tooManyOccurrences).toBe(`At most ${BOOKING_RULES.maxOccurrences} weekly dates`);
    expect(BOOKING_TEXTS.invalidRange).toBe(
      `Use from and to as YYYY-MM-DD, at most ${BOOKING_RULES.maxRangeDays} days apart`,
    );
  });

  it("word a refused transition with the action in the past tense", () => {
    expect(BOOKING_TEXTS.transitionNotAllowed("cancel", "proposed")).toBe(
      "A booking that is proposed cannot be cancelled.",
    );
    expect(BOOKING_TEXTS.calendar.dayLabel("Mon", 0)).toBe("Mon: nothing booked");
    expect(BOOKING_TEXTS.calendar.dayLabel("Mon", 2)).toBe("Mon: 2 bookings");
  });
});
