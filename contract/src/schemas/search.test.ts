import { describe, expect, it } from "vitest";
import { searchQuery } from "./search";

describe("searchQuery", () => {
  it("trims the text and refuses a blank search", () => {
    expect(searchQuery.parse({ q: "  pottery " })).toEqual({ q: "pottery" });
    expect(searchQuery.safeParse({ q: "   " }).success).toBe(false);
    expect(searchQuery.safeParse({ q: "a".repeat(201) }).success).toBe(false);
  });
});
