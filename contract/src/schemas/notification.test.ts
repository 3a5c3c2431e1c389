import { describe, expect, it } from "vitest";
import { NOTIFICATION_TYPES } from "./notification";

describe("notification types (docs/product.md section 4)", () => {
  it("are new_match, new_message and match_update, still_looking for live requests, and the booking, moderation and reference ones", () => {
    expect([...NOTIFICATION_TYPES]).toEqual([
      "new_match",
      "new_message",
      "match_update",
      "still_looking",
      "booking_proposed",
      "booking_update",
      "booking_reminder",
      "moderation_notice",
      "report_outcome",
      "reference_published",
      "reference_reminder",
    ]);
  });
});
