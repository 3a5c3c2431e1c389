import type { Notification } from "@kindred/contract";
import { describe, expect, it } from "vitest";
import { announces, newUnread } from "./systemNotifications";

const note = (id: string, overrides: Partial<Notification> = {}): Notification => ({
  id,
  userId: "6f1c2f7e-1d2a-4b3c-8d4e-5f6a7b8c9d0e",
  type: "new_message",
  title: "New message",
  message: "See you Tuesday",
  isRead: false,
  matchId: null,
  createdAt: "2026-11-23T10:00:00.000Z",
  ...overrides,
});

describe("newUnread", () => {
  it("announces nothing from the first list a session loads", () => {
    expect(newUnread(null, [note("a"), note("b")])).toEqual([]);
  });

  it("returns unread notifications that were not seen before", () => {
    const seen = new Set(["a"]);
    expect(newUnread(seen, [note("c", { isRead: true }), note("b"), note("a")]).map(({ id }) => id)).toEqual(["b"]);
  });
});

describe("announces", () => {
  it("on desktop sends every type to the main process, which checks the window's focus", () => {
    for (const type of ["new_match", "new_message", "match_update"] as const) {
      expect(announces({ isDesktop: true }, note("a", { type }), false)).toBe(true);
    }
  });

  it("in a browser announces new matches and messages only while the tab is hidden", () => {
    expect(announces({ isDesktop: false }, note("a"), false)).toBe(false);
    expect(announces({ isDesktop: false }, note("a", { type: "new_match" }), true)).toBe(true);
    expect(announces({ isDesktop: false }, note("a", { type: "match_update" }), true)).toBe(false);
  });
});
