import type { MatchListItem } from "@kindred/contract";
import { describe, expect, it } from "vitest";
import { conversationPath, matchForSpace } from "./contactHost";

const match = (id: string, spaceOfferId: string | null, status: MatchListItem["status"]): MatchListItem => ({
  id,
  status,
  createdAt: "2026-11-01T00:00:00.000Z",
  spaceRequestId: "r",
  spaceOfferId,
  spaceRequestTitle: "Request",
  spaceOfferName: "Space",
  otherPartyId: null,
  otherPartyName: "Host",
  otherPartyProfileUrl: null,
  lastMessageAt: null,
  unreadCount: 0,
  score: 5,
  reasons: [],
});

describe("matchForSpace", () => {
  it("finds the member's match with the space, preferring an open one", () => {
    const matches = [
      match("1", "other", "accepted"),
      match("2", "space", "closed"),
      match("3", "space", "under_review"),
    ];
    expect(matchForSpace(matches, "space")?.id).toBe("3");
  });

  it("is undefined without a match or without the list", () => {
    expect(matchForSpace([match("1", "other", "accepted")], "space")).toBeUndefined();
    expect(matchForSpace(null, "space")).toBeUndefined();
  });

  it("builds the conversation link", () => {
    expect(conversationPath("abc")).toBe("/messages?match=abc");
  });
});
