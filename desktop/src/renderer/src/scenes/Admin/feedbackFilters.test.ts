import { describe, expect, it } from "vitest";
import { filtersFromSearch, searchWithFilters, statusMove } from "./feedbackFilters";

describe("filtersFromSearch", () => {
  it("reads status, type and priority and ignores unknown values", () => {
    expect(filtersFromSearch(new URLSearchParams("tab=feedback&status=resolved&type=bug&priority=loud"))).toEqual({
      status: "resolved",
      type: "bug",
    });
    expect(filtersFromSearch(new URLSearchParams(""))).toEqual({});
  });
});

describe("searchWithFilters", () => {
  it("sets and clears filters and keeps the tab", () => {
    const next = searchWithFilters(new URLSearchParams("tab=feedback&type=bug"), { status: "new", priority: "high" });
    expect(next.toString()).toBe("tab=feedback&status=new&priority=high");
  });
  it("round-trips through the URL", () => {
    const filters = { status: "in_progress", type: "feature", priority: "low" } as const;
    expect(filtersFromSearch(searchWithFilters(new URLSearchParams(), filters))).toEqual(filters);
  });
});

describe("statusMove", () => {
  it("follows the feedback workflow", () => {
    expect(statusMove("new", "in_progress")).toBe("allowed");
    expect(statusMove(null, "in_progress")).toBe("allowed");
    expect(statusMove("new", "new")).toBe("same");
    expect(statusMove("new", "closed")).toBe("not-allowed");
    expect(statusMove("resolved", "closed")).toBe("allowed");
    expect(statusMove("closed", "new")).toBe("not-allowed");
  });
});
