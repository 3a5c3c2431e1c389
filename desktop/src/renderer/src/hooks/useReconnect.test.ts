import { RECONNECT } from "@kindred/contract";
import { describe, expect, it } from "vitest";
import { reconnectDelay } from "./useReconnect";

describe("reconnectDelay", () => {
  it("doubles from the first delay and stays at the cap", () => {
    const delays = [0, 1, 2, 3, 4, 5, 10].map(reconnectDelay);
    expect(delays).toEqual([2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
    expect(Math.max(...delays)).toBe(RECONNECT.maxDelayMs);
  });
});
