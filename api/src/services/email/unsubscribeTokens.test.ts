import { describe, expect, it } from "vitest";
import { readUnsubscribeToken, unsubscribeLink, unsubscribeToken } from "./unsubscribeTokens";

const member = "0b8f6c8e-3f7a-4a51-9a55-1f4f3c1f2a10";
const OLD_KEY = "old-session-secret-0123456789";
const NEW_KEY = "new-session-secret-0123456789";

describe("unsubscribe tokens", () => {
  it("name the member and kind they were made for", () => {
    const token = unsubscribeToken([OLD_KEY], member, "digest");
    expect(readUnsubscribeToken([OLD_KEY], token)).toEqual({ userId: member, kind: "digest" });
  });

  it("keep working after a key rotation while the old key is still listed", () => {
    const mailed = unsubscribeToken([OLD_KEY], member, "new_match");
    expect(readUnsubscribeToken([NEW_KEY, OLD_KEY], mailed)).toEqual({ userId: member, kind: "new_match" });
    expect(readUnsubscribeToken([NEW_KEY], mailed)).toBeNull();
  });

  it("refuse another member, another kind, a cut signature or extra parts", () => {
    const token = unsubscribeToken([OLD_KEY], member, "new_match");
    const [, , signature] = token.split(".");
    const otherMember = "7b0f8f0e-55d3-4a8e-9a43-3f1c3f0a9c11";
    for (const forged of [
      `${otherMember}.new_match.${signature}`,
      `${member}.new_message.${signature}`,
      `${member}.new_match.${signature?.slice(0, -1)}`,
      `${token}.more`,
      `${member}.everything.${signature}`,
      "",
    ]) {
      expect(readUnsubscribeToken([OLD_KEY], forged), forged).toBeNull();
    }
  });

  it("travel escaped in an absolute link", () => {
    const token = unsubscribeToken([OLD_KEY], member, "match_update");
    const link = new URL(unsubscribeLink("https://spaces.example.org", token));
    expect(link.origin + link.pathname).toBe("https://spaces.example.org/api/unsubscribe");
    expect(link.searchParams.get("token")).toBe(token);
  });
});
