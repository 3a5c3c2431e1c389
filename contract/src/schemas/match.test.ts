import { describe, expect, it } from "vitest";
import { FIELD_MAX, MATCHING } from "../constants";
import { VALIDATION_MESSAGES as V } from "../specTexts";
import { MATCH_ACTIONS, MATCH_STATUSES, matchActionInput, matchListItem, sendMessageInput } from "./match";

describe("sendMessageInput (POST /api/matches/{id}/messages)", () => {
  it("trims the content before sending", () => {
    expect(sendMessageInput.parse({ content: "  See you Tuesday!  \n" })).toEqual({ content: "See you Tuesday!" });
  });

  it.each(["", "   ", "\n\t", undefined])("requires non-blank content (%j)", (content) => {
    const result = sendMessageInput.safeParse({ content });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.message)).toEqual([V.messageRequired]);
  });

  it("takes up to 5000 characters after trimming", () => {
    expect(FIELD_MAX.message).toBe(5000);
    expect(sendMessageInput.parse({ content: `  ${"a".repeat(5000)}  ` }).content).toHaveLength(5000);
    const result = sendMessageInput.safeParse({ content: "a".repeat(5001) });
    expect(result.error!.issues.map((issue) => issue.message)).toEqual([V.tooLong(5000)]);
  });

  it("ignores senderId, matchId and isRead from the body", () => {
    expect(sendMessageInput.parse({ content: "hi", senderId: "x", matchId: "y", isRead: true })).toEqual({
      content: "hi",
    });
  });
});

describe("match statuses and actions", () => {
  it("starts under review and knows accepted, declined, completed and closed", () => {
    expect(MATCH_STATUSES[0]).toBe("under_review");
    expect([...MATCH_STATUSES]).toEqual(["under_review", "accepted", "declined", "completed", "closed"]);
  });

  it("takes only accept, decline or complete", () => {
    expect([...MATCH_ACTIONS]).toEqual(["accept", "decline", "complete"]);
    expect(matchActionInput.parse({ action: "accept" })).toEqual({ action: "accept" });
    expect(matchActionInput.safeParse({ action: "close" }).success).toBe(false);
    expect(matchActionInput.safeParse({ status: "accepted" }).success).toBe(false);
  });

  it("lists a match with no last message as new (lastMessageAt null)", () => {
    const item = matchListItem.parse({
      id: "0b6f2f2e-8a7e-4a62-9b1a-3f1f3c1d2e4a",
      status: "under_review",
      createdAt: "2026-01-01T00:00:00.000Z",
      spaceRequestId: "1b6f2f2e-8a7e-4a62-9b1a-3f1f3c1d2e4a",
      spaceOfferId: "2b6f2f2e-8a7e-4a62-9b1a-3f1f3c1d2e4a",
      spaceRequestTitle: "Weekly Grief Circle",
      spaceOfferName: "Sunrise Studio Quiet Room",
      otherPartyId: "3b6f2f2e-8a7e-4a62-9b1a-3f1f3c1d2e4a",
      otherPartyName: "Leah Goldberg",
      otherPartyProfileUrl: null,
      lastMessageAt: null,
      unreadCount: 0,
      score: 7,
      reasons: ["wellness-healing", "support-group"],
    });
    expect(item.lastMessageAt).toBeNull();
    expect(matchListItem.safeParse({ ...item, status: "pending" }).success).toBe(false);
  });

  it("keeps a closed match whose listing was deleted, with that side null", () => {
    const item = matchListItem.parse({
      id: "0b6f2f2e-8a7e-4a62-9b1a-3f1f3c1d2e4a",
      status: "closed",
      createdAt: "2026-01-01T00:00:00.000Z",
      spaceRequestId: null,
      spaceOfferId: "2b6f2f2e-8a7e-4a62-9b1a-3f1f3c1d2e4a",
      spaceRequestTitle: null,
      spaceOfferName: "Sunrise Studio Quiet Room",
      otherPartyId: null,
      otherPartyName: "Anonymous User",
      otherPartyProfileUrl: null,
      lastMessageAt: "2026-01-02T00:00:00.000Z",
      unreadCount: 0,
      score: 7,
      reasons: [],
    });
    expect(item.spaceRequestId).toBeNull();
  });
});

describe("matching rule (docs/matching.md)", () => {
  it("weighs missions 3, project types 2, impacts 1, same type +2, sponsored +1, needs 5, keeps 5 of the newest 1,000", () => {
    expect(MATCHING).toEqual({
      missionWeight: 3,
      projectTypeWeight: 2,
      impactWeight: 1,
      sameSpaceTypeBonus: 2,
      sponsoredBonus: 1,
      minScore: 5,
      maxPerListing: 5,
      candidateWindow: 1_000,
    });
  });
});
