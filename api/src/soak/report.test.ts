import { describe, expect, it } from "vitest";
import { soakTable, statusSummary } from "./report";

describe("soak report", () => {
  it("counts each status once, refused connections by name, in status order", () => {
    expect(statusSummary([503, 201, 0, 201, 409, 503, 201])).toBe("refused×1, 201×3, 409×1, 503×2");
    expect(statusSummary([])).toBe("");
  });

  it("prints one Markdown row per scenario with its verdict", () => {
    const table = soakTable([
      { scenario: "kill -9 of the API", used: "SIGKILL", measured: "200/200 present", ok: true },
      { scenario: "SMTP down", used: "a gate", measured: "19/20 delivered", ok: false },
    ]);
    expect(table.split("\n")).toEqual([
      "| scenario | how | result | verdict |",
      "|---|---|---|---|",
      "| kill -9 of the API | SIGKILL | 200/200 present | PASS |",
      "| SMTP down | a gate | 19/20 delivered | FAIL |",
    ]);
  });
});
