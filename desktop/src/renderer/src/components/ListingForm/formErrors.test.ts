import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api";
import { applyServerIssues, fieldMessages } from "./formErrors";

describe("form errors", () => {
  it("collects every message of a field once", () => {
    expect(fieldMessages(undefined)).toEqual([]);
    expect(fieldMessages({ type: "custom", message: "A", types: { custom: ["A", "B"] } })).toEqual(["A", "B"]);
  });

  it("maps a 400's issues onto the known fields", () => {
    const setError = vi.fn();
    const error = new ApiError(400, "400: {}", {
      message: "Please check the highlighted fields",
      issues: [
        { path: "values", message: "first" },
        { path: "values", message: "second" },
        { path: "capacity", message: "Capacity must be at least 1" },
        { path: "unknown", message: "ignored" },
      ],
    });
    expect(applyServerIssues(error, ["values", "capacity"], setError)).toBe(true);
    expect(setError).toHaveBeenCalledWith("values", {
      type: "server",
      message: "first",
      types: { server0: "first", server1: "second" },
    });
    expect(setError).toHaveBeenCalledWith(
      "capacity",
      expect.objectContaining({ message: "Capacity must be at least 1" }),
    );
    expect(setError).toHaveBeenCalledTimes(2);
  });

  it("lands nothing for other failures", () => {
    const setError = vi.fn();
    expect(applyServerIssues(new Error("offline"), ["title"], setError)).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
