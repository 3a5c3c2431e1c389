import { describe, expect, it } from "vitest";
import { NOTIFICATION_TYPES } from "./notification";

describe("notification types (docs/product.md section 4)", () => {
  it("are new_match, new_message and match_update, still_looking for live requests, the booking ones and the reference ones", () => {
    expect([...NOTIFICATION_TYPES]).toEqual([
      "new_match",
      "new_message",
      "match_update",
      "still_looking",
      "booking_proposed",
      "booking_update",
      "booking_reminder",
      "reference_published",
      "reference_reminder",
    ]);
  });
});
