import { describe, expect, it } from "vitest";
import { canMessage, matchActionState } from "./matchActions";

const me = "11111111-1111-4111-8111-111111111111";
const other = "22222222-2222-4222-8222-222222222222";

describe("match actions per status and who accepted", () => {
  it("offers accept and decline on a fresh match", () => {
    expect(matchActionState("under_review", [], me)).toEqual({
      actions: ["accept", "decline"],
      waitingForOther: false,
      otherAccepted: false,
    });
  });

  it("hides accept once I accepted and says we wait for the other member", () => {
    expect(matchActionState("under_review", [me], me)).toEqual({
      actions: ["decline"],
      waitingForOther: true,
      otherAccepted: false,
    });
  });

  it("still offers accept when only the other member accepted, and says so", () => {
    expect(matchActionState("under_review", [other], me)).toEqual({
      actions: ["accept", "decline"],
      waitingForOther: false,
      otherAccepted: true,
    });
  });

  it("offers complete only on an accepted match", () => {
    expect(matchActionState("accepted", [me, other], me).actions).toEqual(["complete"]);
  });

  it("offers nothing on declined, completed and closed matches", () => {
    for (const status of ["declined", "completed", "closed"] as const) {
      expect(matchActionState(status, [me, other], me).actions).toEqual([]);
    }
  });

  it("allows messages except on declined and closed matches", () => {
    expect(canMessage("under_review")).toBe(true);
    expect(canMessage("accepted")).toBe(true);
    expect(canMessage("completed")).toBe(true);
    expect(canMessage("declined")).toBe(false);
    expect(canMessage("closed")).toBe(false);
  });
});
