import { describe, expect, it } from "vitest";
import { formatMessageTime, formatRelativeTime, formatShortDate } from "./relativeTime";

const now = new Date("2026-11-22T15:00:00");

describe("relative and short times", () => {
  it("reads recent times relatively", () => {
    expect(formatRelativeTime("2026-11-22T14:59:50", now)).toMatch(/now|second/);
    expect(formatRelativeTime("2026-11-22T14:55:00", now)).toMatch(/5 minutes ago/);
    expect(formatRelativeTime("2026-11-21T15:00:00", now)).toMatch(/yesterday|1 day ago/);
  });

  it("shows only the time for today and adds the date before", () => {
    expect(formatMessageTime("2026-11-22T09:05:00", now)).not.toMatch(/Nov/);
    expect(formatMessageTime("2026-11-20T09:05:00", now)).toMatch(/Nov/);
    expect(formatShortDate("2025-11-20T09:05:00", now)).toMatch(/2025/);
  });

  it("returns unreadable dates as written", () => {
    expect(formatRelativeTime("soon", now)).toBe("soon");
  });
});
