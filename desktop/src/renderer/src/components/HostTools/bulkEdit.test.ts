import { HOST_TOOLS_TEXTS } from "@kindred/contract";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api";
import {
  applyFieldEdit,
  type BulkEdit,
  editProblem,
  failureReason,
  offerChanges,
  summaryLines,
  summaryToast,
} from "./bulkEdit";

const keep = { mode: "keep", values: [] } as const;
const offer = { availability: ["weekday-morning"], supportedCauses: ["workshop", "sliding-scale"] };

describe("applyFieldEdit", () => {
  it("adds new choices after the kept ones, without repeats", () => {
    expect(applyFieldEdit(["a", "b"], { mode: "add", values: ["b", "c"] })).toEqual(["a", "b", "c"]);
  });
  it("removes, replaces and keeps", () => {
    expect(applyFieldEdit(["a", "b"], { mode: "remove", values: ["a"] })).toEqual(["b"]);
    expect(applyFieldEdit(["a", "b"], { mode: "replace", values: ["c"] })).toEqual(["c"]);
    expect(applyFieldEdit(["a", "b"], keep)).toEqual(["a", "b"]);
  });
});

describe("offerChanges", () => {
  it("puts only the fields that really change in the PUT body", () => {
    const edit: BulkEdit = { availability: { mode: "add", values: ["weekend-afternoon"] }, supportedCauses: keep };
    expect(offerChanges(offer, edit)).toEqual({ availability: ["weekday-morning", "weekend-afternoon"] });
  });
  it("is null when the space already has what the edit asks for", () => {
    const edit: BulkEdit = { availability: { mode: "add", values: ["weekday-morning"] }, supportedCauses: keep };
    expect(offerChanges(offer, edit)).toBeNull();
  });
  it("treats a reordered list as unchanged", () => {
    const edit: BulkEdit = {
      availability: keep,
      supportedCauses: { mode: "replace", values: ["sliding-scale", "workshop"] },
    };
    expect(offerChanges(offer, edit)).toBeNull();
  });
});

describe("editProblem", () => {
  it("asks for a change, then for choices", () => {
    expect(editProblem({ availability: keep, supportedCauses: keep })).toBe(HOST_TOOLS_TEXTS.edit.nothingToDo);
    expect(editProblem({ availability: { mode: "add", values: [] }, supportedCauses: keep })).toBe(
      HOST_TOOLS_TEXTS.edit.needChoices,
    );
    expect(editProblem({ availability: { mode: "remove", values: ["a"] }, supportedCauses: keep })).toBeNull();
  });
});

describe("summary", () => {
  const outcomes = [
    { name: "Hall", status: "changed", fields: ["availability", "supportedCauses"] },
    { name: "Loft", status: "unchanged" },
    { name: "Barn", status: "failed", reason: "Please select at least one availability option" },
  ] as const;

  it("says per space what changed, what had nothing to change and what failed with why", () => {
    expect(summaryLines([...outcomes])).toEqual([
      "Hall: availability and supported causes changed",
      "Loft: nothing to change",
      "Barn: not changed (Please select at least one availability option)",
    ]);
  });
  it("counts changed and failed spaces for the toast", () => {
    expect(summaryToast([...outcomes])).toBe("1 space changed, 1 failed");
    expect(summaryToast([outcomes[0]])).toBe("1 space changed");
  });
});

describe("failureReason", () => {
  it("prefers the server's field messages, then its message, then the fallback", () => {
    const issues = [
      { path: "supportedCauses", message: "Pick a mission." },
      { path: "supportedCauses", message: "Pick a mission." },
    ];
    expect(failureReason(new ApiError(400, "400", { message: "Please check", issues }), "x")).toBe("Pick a mission.");
    expect(failureReason(new ApiError(403, "403", { message: "Not yours" }), "x")).toBe("Not yours");
    expect(failureReason(new Error("network"), "Try again")).toBe("Try again");
  });
});
