import { ERROR_MESSAGES, HOST_TOOLS_TEXTS, PHOTO_TEXTS } from "@kindred/contract";
import { describe, expect, it } from "vitest";
import { type ImportFile, planImport, spaceProgress } from "./bulkImport";

const file = (key: string, overrides: Partial<ImportFile> = {}): ImportFile => ({
  key,
  name: `${key}.jpg`,
  type: "image/jpeg",
  size: 1000,
  file: new Blob(["x"]),
  ...overrides,
});

const hall = { id: "hall", name: "Hall", photoCount: 0 };
const studio = { id: "studio", name: "Studio", photoCount: 3 };

describe("planImport", () => {
  it("sends each file to the space it was assigned and skips unassigned ones", () => {
    const files = [file("a"), file("b"), file("c")];
    const plan = planImport(
      files,
      [hall, studio],
      new Map([
        ["a", "hall"],
        ["c", "studio"],
      ]),
    );
    expect(plan.bySpace.map(({ space, files }) => [space.id, files.map((f) => f.key)])).toEqual([
      ["hall", ["a"]],
      ["studio", ["c"]],
    ]);
    expect(plan.problems).toEqual([]);
  });

  it("keeps a space within 5 photos, in picking order, and says how many were left out", () => {
    const files = ["a", "b", "c"].map((key) => file(key));
    const plan = planImport(files, [studio], new Map(files.map((f) => [f.key, "studio"])));
    expect(plan.bySpace[0]?.files.map((f) => f.key)).toEqual(["a", "b"]);
    expect(plan.problems).toEqual([HOST_TOOLS_TEXTS.import.tooMany("Studio", 2, 1)]);
    expect(plan.problems[0]).toBe("Studio has room for 2 more photos; 1 photo will not be imported.");
  });

  it("leaves out files that are not JPG/PNG or over 10 MB, with the spec's reasons", () => {
    const gif = file("g", { name: "g.gif", type: "image/gif" });
    const big = file("big", { size: 11 * 1024 * 1024 });
    const plan = planImport(
      [gif, big],
      [hall],
      new Map([
        ["g", "hall"],
        ["big", "hall"],
      ]),
    );
    expect(plan.bySpace).toEqual([]);
    expect(plan.problems).toEqual([
      PHOTO_TEXTS.manage.onlyJpgOrPng("g.gif"),
      HOST_TOOLS_TEXTS.import.skippedFile("big.jpg", ERROR_MESSAGES.fileTooLarge),
    ]);
  });

  it("gives a full space nothing", () => {
    const full = { id: "full", name: "Full", photoCount: 5 };
    const plan = planImport([file("a")], [full], new Map([["a", "full"]]));
    expect(plan.bySpace).toEqual([]);
    expect(plan.problems).toEqual([HOST_TOOLS_TEXTS.import.tooMany("Full", 0, 1)]);
  });
});

describe("spaceProgress", () => {
  it("is the mean of the files' percentages, 0 with none", () => {
    expect(spaceProgress([100, 50])).toBe(75);
    expect(spaceProgress([])).toBe(0);
  });
});
