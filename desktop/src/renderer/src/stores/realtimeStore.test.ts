import { CONVERSATION_REFRESH_MS, NOTIFICATIONS_REFRESH_MS } from "@kindred/contract";
import { describe, expect, it } from "vitest";
import { fallbackInterval } from "./realtimeStore";

describe("polling fallback", () => {
  it("polls at the spec's intervals only while the stream is not open", () => {
    expect(fallbackInterval(false, CONVERSATION_REFRESH_MS)).toBe(3_000);
    expect(fallbackInterval(false, NOTIFICATIONS_REFRESH_MS)).toBe(30_000);
    expect(fallbackInterval(true, CONVERSATION_REFRESH_MS)).toBe(false);
    expect(fallbackInterval(true, NOTIFICATIONS_REFRESH_MS)).toBe(false);
  });
});
