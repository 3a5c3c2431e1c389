import { describe, expect, it } from "vitest";
import { VALIDATION_MESSAGES as V } from "../specTexts";
import { spaceOfferInput, spaceOfferUpdate } from "./spaceOffer";
import { spaceRequestInput, spaceRequestUpdate } from "./spaceRequest";
import { jsonNumberIssues, optionalWholeNumber, wholeNumber } from "./wholeNumber";

const field = wholeNumber({ min: 1, max: 500, message: "Bad number", fractionMessage: "No fractions" });
const messages = (value: unknown) => {
  const result = field.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("wholeNumber", () => {
  it.each([
    [1, 1],
    [500, 500],
    ["42", 42],
    [" 7 ", 7],
    ["007", 7],
  ])("reads %j as %j", (value, expected) => {
    expect(field.parse(value)).toBe(expected);
  });

  it.each([
    true,
    false,
    [12],
    ["12"],
    { value: 12 },
    "0x10",
    "1e3",
    "12.0",
    "-3",
    "+3",
    "",
    "  ",
    "12 people",
    "Infinity",
  ])("refuses %j with the field message (no JavaScript coercion)", (value) => {
    expect(messages(value)).toEqual(["Bad number"]);
  });

  it("refuses a fraction with its own message and a large number with the bound", () => {
    expect(messages(2.5)).toEqual(["No fractions"]);
    expect(messages(501)).toEqual([V.tooLarge(500)]);
    expect(V.tooLarge(500)).toBe("Must be at most 500");
    expect(messages(Number.NaN)).toEqual(["Bad number"]);
  });

  it("reads absent, null and blank as null when optional", () => {
    const optional = optionalWholeNumber({ min: 1, max: 9, message: "Bad" });
    expect([undefined, null, "", " "].map((value) => optional.parse(value))).toEqual([null, null, null, null]);
    expect(optional.safeParse(true).success).toBe(false);
  });
});

describe("jsonNumberIssues", () => {
  it.each([true, [12], "12", "0x10", "1e3", ""])("refuses capacity %j in a JSON body", (capacity) => {
    expect(jsonNumberIssues(spaceOfferInput, { capacity })).toEqual([{ path: "capacity", message: V.capacityMin }]);
    expect(jsonNumberIssues(spaceOfferUpdate, { capacity })).toEqual([{ path: "capacity", message: V.capacityMin }]);
  });

  it("leaves numbers, null and absent fields to the schema", () => {
    expect(jsonNumberIssues(spaceOfferInput, { capacity: 12 })).toEqual([]);
    expect(jsonNumberIssues(spaceOfferInput, {})).toEqual([]);
    expect(jsonNumberIssues(spaceRequestInput, { participants: null })).toEqual([]);
    expect(jsonNumberIssues(spaceRequestUpdate, { participants: "4" })).toEqual([
      { path: "participants", message: V.wholeNumber },
    ]);
  });

  it("finds nothing in a body that is not an object", () => {
    expect(jsonNumberIssues(spaceOfferInput, [1, 2])).toEqual([]);
    expect(jsonNumberIssues(spaceOfferInput, "capacity")).toEqual([]);
  });
});
