import type { Message } from "@kindred/contract";
import { describe, expect, it } from "vitest";
import { mergeMessages } from "./useEarlierMessages";

const message = (id: string, minute: number, isRead = false): Message => ({
  id,
  matchId: "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa",
  senderId: "11111111-1111-4111-8111-111111111111",
  content: id,
  isRead,
  removed: false,
  createdAt: `2026-11-22T15:${String(minute).padStart(2, "0")}:00.000Z`,
});

describe("mergeMessages", () => {
  it("puts earlier pages before the latest page, oldest first, each message once", () => {
    const merged = mergeMessages([message("a", 1), message("b", 2)], [message("b", 2, true), message("c", 3)]);
    expect(merged.map((m) => m.id)).toEqual(["a", "b", "c"]);
    expect(merged[1]?.isRead).toBe(true);
  });
});
