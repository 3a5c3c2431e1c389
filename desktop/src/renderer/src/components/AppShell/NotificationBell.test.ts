import { UNREAD_BADGE_MAX } from "@kindred/contract";
import { describe, expect, it } from "vitest";
import { formatUnreadCount } from "./NotificationBell";

describe("unread badge", () => {
  it("shows the count up to the maximum and '9+' above it", () => {
    expect(formatUnreadCount(0)).toBe("0");
    expect(formatUnreadCount(UNREAD_BADGE_MAX)).toBe("9");
    expect(formatUnreadCount(UNREAD_BADGE_MAX + 1)).toBe("9+");
    expect(formatUnreadCount(250)).toBe("9+");
  });
});
