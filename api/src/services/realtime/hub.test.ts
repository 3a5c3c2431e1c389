import { describe, expect, it } from "vitest";
import { latestEvents, REMEMBER_MS } from "./hub";

describe("latestEvents: each member's latest event, remembered as long as a stream may ask", () => {
  it("keeps the latest time per member and forgets those older than it remembers as others come", () => {
    const latest = latestEvents();
    latest.note("a", 0);
    latest.note("b", 10);
    latest.note("a", 20);
    expect([latest.get("a"), latest.get("b"), latest.size]).toEqual([20, 10, 2]);

    // b is now the oldest; an event past its memory forgets it, not a (noted again later).
    latest.note("c", REMEMBER_MS + 15);
    expect([latest.get("a"), latest.get("b"), latest.get("c"), latest.size]).toEqual([
      20,
      undefined,
      REMEMBER_MS + 15,
      2,
    ]);
    latest.note("c", REMEMBER_MS + 21);
    expect([latest.get("a"), latest.size]).toEqual([undefined, 1]);
  });

  it("stays as small as the members with events in its memory, however many events came", () => {
    const latest = latestEvents();
    for (let i = 0; i < 100_000; i++) latest.note(`member-${i % 50}`, i * 100);
    expect(latest.size).toBeLessThanOrEqual(50);
    for (let i = 0; i < 10_000; i++) latest.note(`once-${i}`, 10_000_000 + i * (REMEMBER_MS / 100));
    expect(latest.size).toBeLessThanOrEqual(101);
  });
});
