import { REALTIME_EVENTS } from "@kindred/contract";
import { describe, expect, it } from "vitest";
import { checkRealtimeMessages, publish, type RealtimeMessage } from "./publisher";

const USER = "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";
const MATCH = "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb";

/** One message per event, as the services build them (typed from the contract: a drift fails typecheck). */
const SAMPLES: { [E in RealtimeMessage["event"]]: Extract<RealtimeMessage, { event: E }> } = {
  notification: { userId: USER, event: "notification", data: { type: "read", matchId: null } },
  message: { userId: USER, event: "message", data: { matchId: MATCH, messageId: MATCH, senderId: USER } },
  match: { userId: USER, event: "match", data: { matchId: MATCH, change: "booking" } },
};

describe("realtime payloads are checked against the contract before they leave", () => {
  it("accepts each event as the services build it", () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...REALTIME_EVENTS].sort());
    expect(() => checkRealtimeMessages(Object.values(SAMPLES))).not.toThrow();
  });

  it.each([
    ["a match event without its change", { userId: USER, event: "match", data: { matchId: MATCH } }],
    ["a change the contract does not name", { userId: USER, event: "match", data: { matchId: MATCH, change: "x" } }],
    ["a message without its sender", { userId: USER, event: "message", data: { matchId: MATCH, messageId: MATCH } }],
    ["an unknown event", { userId: USER, event: "listing", data: { matchId: MATCH } }],
  ])("refuses %s, before anything is sent (outside production)", async (_, message) => {
    // No database in this file: a message that got past the check would fail on the query instead.
    await expect(publish([message as unknown as RealtimeMessage])).rejects.toThrow(/invalid|expected/i);
  });
});
