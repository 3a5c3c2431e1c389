import { describe, expect, it } from "vitest";
import { captureForFeedback } from "./captureForFeedback";

describe("captureForFeedback", () => {
  it("keeps a captured image", async () => {
    expect(await captureForFeedback(async () => "data:image/jpeg;base64,AA==")).toEqual({
      outcome: "captured",
      screenshot: "data:image/jpeg;base64,AA==",
    });
  });

  it("says unavailable when the platform has no capture", async () => {
    expect(await captureForFeedback(async () => null)).toEqual({ outcome: "unavailable" });
  });

  it("says failed when capturing throws", async () => {
    expect(
      await captureForFeedback(async () => {
        throw new Error("boom");
      }),
    ).toEqual({ outcome: "failed" });
  });
});
