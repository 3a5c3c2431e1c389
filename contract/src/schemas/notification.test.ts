import { describe, expect, it } from "vitest";
import {
  NOTIFICATION_TYPES,
  parseRealtimeEvent,
  REALTIME_EVENTS,
  realtimeEvent,
  realtimeEventData,
} from "./notification";

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

describe("realtime events", () => {
  it("have one schema per event name, in the map and in the discriminated union alike", () => {
    expect(Object.keys(realtimeEventData).sort()).toEqual([...REALTIME_EVENTS, "ready"].sort());
    expect(realtimeEvent.options.map((option) => option.shape.event.value).sort()).toEqual(
      Object.keys(realtimeEventData).sort(),
    );
  });

  it("parse an event by its name, and refuse data of another event's shape", () => {
    const match = { matchId: "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", change: "read" };
    expect(parseRealtimeEvent("match", match)).toEqual({ event: "match", data: match });
    expect(parseRealtimeEvent("message", match)).toBeNull();
    expect(parseRealtimeEvent("nonsense", match)).toBeNull();
  });
});
