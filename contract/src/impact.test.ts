import { describe, expect, it } from "vitest";
import { IMPACT_MAX_MONTHS, IMPACT_TEXTS, impactQuery, monthsBetween } from "./impact";

describe("impactQuery", () => {
  it("takes an empty query, either bound, or a range in order", () => {
    expect(impactQuery.parse({})).toEqual({});
    expect(impactQuery.parse({ from: "2027-01-01", to: "2027-01-31" })).toEqual({
      from: "2027-01-01",
      to: "2027-01-31",
    });
  });

  it("refuses a range out of order or longer than ten years", () => {
    expect(impactQuery.safeParse({ from: "2027-02-01", to: "2027-01-01" }).error?.issues[0]?.message).toBe(
      IMPACT_TEXTS.invalidRange,
    );
    expect(impactQuery.safeParse({ from: "2010-01-01", to: "2027-01-01" }).error?.issues[0]?.message).toBe(
      IMPACT_TEXTS.rangeTooLong,
    );
  });

  it("counts the months a range touches", () => {
    expect(monthsBetween("2027-01-31", "2027-02-01")).toBe(2);
    expect(monthsBetween("2026-12-01", "2027-11-30")).toBe(12);
  });
});

describe("the impact texts", () => {
  it("say the longest range the query takes", () => {
    expect(IMPACT_TEXTS.rangeTooLong).toBe(`At most ${IMPACT_MAX_MONTHS} months at once`);
  });
});
