import { uuid } from "@kindred/contract";
import { describe, expect, it } from "vitest";
import { timeOrderedId } from "./rowIds";

/** The milliseconds a version-7 id starts with. */
const millisecondsOf = (id: string) => Number.parseInt(id.replaceAll("-", "").slice(0, 12), 16);

describe("timeOrderedId", () => {
  it("is a version 7 UUID (RFC 9562) that starts with the time in milliseconds", () => {
    const now = Date.UTC(2026, 10, 29, 12, 0, 0, 123);
    const id = timeOrderedId(now);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(millisecondsOf(id)).toBe(now);
    expect(uuid.safeParse(id).success).toBe(true);
    const before = Date.now();
    expect(millisecondsOf(timeOrderedId())).toBeGreaterThanOrEqual(before);
  });

  it("sorts ids of later milliseconds after earlier ones, and never repeats within one", () => {
    const start = Date.UTC(2026, 0, 1);
    const ids = Array.from({ length: 1000 }, (_, i) => timeOrderedId(start + i * 7));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(Array.from({ length: 10_000 }, () => timeOrderedId(start))).size).toBe(10_000);
  });
});
