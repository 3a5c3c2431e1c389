import type { SearchResult } from "@kindred/contract";
import { describe, expect, it } from "vitest";
import { moveActive, toSearchGroups } from "./searchNavigation";

const result: SearchResult = {
  spaceRequests: [
    {
      id: "r1",
      title: "Pottery workshop",
      spaceType: "studio",
      location: "downtown",
      values: ["creative-arts", "workshop", "skill-building", "youth-development"],
    },
  ] as unknown as SearchResult["spaceRequests"],
  spaceOffers: [],
  users: [
    {
      id: "u1",
      firstName: null,
      lastName: null,
      profileImageUrl: null,
      coverImageUrl: null,
      bio: null,
      location: "Denver",
      interests: ["a", "b", "c", "d", "e"],
      createdAt: "2026-01-01T00:00:00.000Z",
    },
  ],
};

describe("toSearchGroups", () => {
  it("orders requests, offers and members, drops empty groups and links each result", () => {
    const groups = toSearchGroups(result, (n) => `Up to ${n}`);
    expect(groups.map((group) => group.kind)).toEqual(["request", "member"]);
    expect(groups[0]?.items[0]).toMatchObject({
      title: "Pottery workshop",
      detail: "Studio · Downtown",
      href: "/space-request/r1",
      tagLimit: 3,
    });
    expect(groups[1]?.items[0]).toMatchObject({ title: "Anonymous User", href: "/user/u1", tagLimit: 4 });
  });

  it("has no groups before the first results", () => {
    expect(toSearchGroups(undefined, String)).toEqual([]);
  });
});

describe("moveActive", () => {
  it("goes down from none to the first and wraps at the end", () => {
    expect(moveActive(-1, 3, "ArrowDown")).toBe(0);
    expect(moveActive(0, 3, "ArrowDown")).toBe(1);
    expect(moveActive(2, 3, "ArrowDown")).toBe(0);
  });

  it("goes up from none to the last and wraps at the start", () => {
    expect(moveActive(-1, 3, "ArrowUp")).toBe(2);
    expect(moveActive(1, 3, "ArrowUp")).toBe(0);
    expect(moveActive(0, 3, "ArrowUp")).toBe(2);
  });

  it("has nothing to highlight without results and stays in range as results shrink", () => {
    expect(moveActive(2, 0, "ArrowDown")).toBe(-1);
    expect(moveActive(5, 2, "Shift")).toBe(1);
  });
});
