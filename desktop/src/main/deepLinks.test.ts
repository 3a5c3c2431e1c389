import { describe, expect, it } from "vitest";
import { deepLinkPath, deepLinkPathFromArgs } from "./deepLinks";

const ID = "6f1c2f7e-1d2a-4b3c-8d4e-5f6a7b8c9d0e";

describe("deepLinkPath", () => {
  it("opens a match's conversation, a space offer or a space request", () => {
    expect(deepLinkPath(`kindred://match/${ID}`)).toBe(`/messages?match=${ID}`);
    expect(deepLinkPath(`kindred://space-offer/${ID}`)).toBe(`/space-offer/${ID}`);
    expect(deepLinkPath(`kindred://space-request/${ID}/`)).toBe(`/space-request/${ID}`);
  });

  it("refuses other schemes, kinds, malformed ids and extra segments", () => {
    for (const link of [
      `https://match/${ID}`,
      `kindred://admin/${ID}`,
      "kindred://match/not-an-id",
      `kindred://match/${ID}/delete`,
      "kindred://match",
      "not a url",
    ]) {
      expect(deepLinkPath(link)).toBeNull();
    }
  });
});

describe("deepLinkPathFromArgs", () => {
  it("finds the first valid link among the arguments", () => {
    expect(deepLinkPathFromArgs(["/opt/kindred", "--flag", "kindred://nope", `kindred://space-offer/${ID}`])).toBe(
      `/space-offer/${ID}`,
    );
    expect(deepLinkPathFromArgs(["/opt/kindred"])).toBeNull();
  });
});
