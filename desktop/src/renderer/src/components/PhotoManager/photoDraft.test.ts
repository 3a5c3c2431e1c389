import { describe, expect, it } from "vitest";
import {
  type DraftAction,
  draftReducer,
  draftUrls,
  hasChanges,
  initialDraft,
  isUploading,
  roomLeft,
} from "./photoDraft";

const run = (urls: string[], ...actions: DraftAction[]) => actions.reduce(draftReducer, initialDraft(urls));

describe("photo draft", () => {
  it("starts from the listing's photos, unchanged", () => {
    const draft = initialDraft(["/objects/a", "/objects/b"]);
    expect(draftUrls(draft)).toEqual(["/objects/a", "/objects/b"]);
    expect(hasChanges(draft, ["/objects/a", "/objects/b"])).toBe(false);
  });

  it("keeps an added photo out of the saved list until its upload lands", () => {
    const adding = run(["/objects/a"], { type: "add", key: "n1", previewUrl: "blob:1" });
    expect(isUploading(adding)).toBe(true);
    expect(draftUrls(adding)).toEqual(["/objects/a"]);
    expect(hasChanges(adding, ["/objects/a"])).toBe(false);

    const landed = draftReducer(adding, { type: "uploaded", key: "n1", url: "/objects/n1" });
    expect(isUploading(landed)).toBe(false);
    expect(draftUrls(landed)).toEqual(["/objects/a", "/objects/n1"]);
    expect(hasChanges(landed, ["/objects/a"])).toBe(true);
  });

  it("tracks progress within 0..100", () => {
    const draft = run(
      [],
      { type: "add", key: "n1", previewUrl: "blob:1" },
      { type: "progress", key: "n1", percent: 140 },
    );
    expect(draft[0]?.progress).toBe(100);
    expect(draftReducer(draft, { type: "progress", key: "n1", percent: 42.4 })[0]?.progress).toBe(42);
  });

  it("does not count failed uploads against the limit, and retries them", () => {
    const failed = run(
      ["/objects/a", "/objects/b"],
      { type: "add", key: "n1", previewUrl: "blob:1" },
      { type: "failed", key: "n1" },
    );
    expect(roomLeft(failed, 3)).toBe(1);
    expect(draftUrls(failed)).toEqual(["/objects/a", "/objects/b"]);
    const retried = draftReducer(failed, { type: "retry", key: "n1" });
    expect(roomLeft(retried, 3)).toBe(0);
    expect(isUploading(retried)).toBe(true);
  });

  it("never reports negative room", () => {
    expect(roomLeft(initialDraft(["1", "2", "3", "4"]), 3)).toBe(0);
  });

  it("removes and reorders, and both count as changes", () => {
    const saved = ["/objects/a", "/objects/b", "/objects/c"];
    const moved = run(saved, { type: "move", key: "saved:/objects/c", by: -1 });
    expect(draftUrls(moved)).toEqual(["/objects/a", "/objects/c", "/objects/b"]);
    expect(hasChanges(moved, saved)).toBe(true);
    const removed = draftReducer(moved, { type: "remove", key: "saved:/objects/a" });
    expect(draftUrls(removed)).toEqual(["/objects/c", "/objects/b"]);
  });

  it("ignores moves past either end", () => {
    const saved = ["/objects/a", "/objects/b"];
    expect(draftUrls(run(saved, { type: "move", key: "saved:/objects/a", by: -1 }))).toEqual(saved);
    expect(draftUrls(run(saved, { type: "move", key: "saved:/objects/b", by: 1 }))).toEqual(saved);
  });

  it("goes back to the listing's photos on reset", () => {
    const draft = run(
      ["/objects/a"],
      { type: "remove", key: "saved:/objects/a" },
      { type: "reset", urls: ["/objects/z"] },
    );
    expect(draftUrls(draft)).toEqual(["/objects/z"]);
  });
});
