import { describe, expect, it } from "vitest";
import { monthLabel, monthToTo, rangeFromUrl } from "./impactRange";

describe("impact range", () => {
  it("turns the URL's months into the API's days, ignoring anything else", () => {
    expect(rangeFromUrl(new URLSearchParams("from=2027-01&to=2027-02"))).toEqual({
      from: "2027-01-01",
      to: "2027-02-28",
    });
    expect(rangeFromUrl(new URLSearchParams("from=2028-02"))).toEqual({ from: "2028-02-01" });
    expect(rangeFromUrl(new URLSearchParams("from=2027-13&to=soon"))).toEqual({});
  });

  it("knows month ends and labels", () => {
    expect(monthToTo("2028-02")).toBe("2028-02-29");
    expect(monthToTo("2027-12")).toBe("2027-12-31");
    expect(monthLabel("2027-03")).toBe("Mar 2027");
  });
});
