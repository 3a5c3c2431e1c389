import { describe, expect, it } from "vitest";
import { isControl, isTypingTarget, moveIndex, tableKeyAction, triageKeyAction } from "./shortcutKeys";

const press = (key: string, modifiers: Partial<{ altKey: boolean; ctrlKey: boolean; metaKey: boolean }> = {}) => ({
  key,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  ...modifiers,
});

describe("tableKeyAction", () => {
  it("maps arrows, Space, Enter, E and P (either case)", () => {
    expect(["ArrowUp", "ArrowDown", " ", "Enter", "e", "P"].map((key) => tableKeyAction(press(key)))).toEqual([
      "previous",
      "next",
      "select",
      "open",
      "edit",
      "pause",
    ]);
  });
  it("leaves other keys and modified ones alone", () => {
    expect(tableKeyAction(press("x"))).toBeNull();
    expect(tableKeyAction(press("p", { ctrlKey: true }))).toBeNull();
  });
});

describe("triageKeyAction", () => {
  it("maps J/K, Enter, S and 1-4", () => {
    expect(triageKeyAction(press("j"))).toEqual({ kind: "next" });
    expect(triageKeyAction(press("K"))).toEqual({ kind: "previous" });
    expect(triageKeyAction(press("Enter"))).toEqual({ kind: "open" });
    expect(triageKeyAction(press("s"))).toEqual({ kind: "screenshot" });
    expect(triageKeyAction(press("3"))).toEqual({ kind: "status", index: 2 });
  });
  it("ignores 5, other keys and modified ones", () => {
    expect(triageKeyAction(press("5"))).toBeNull();
    expect(triageKeyAction(press("j", { metaKey: true }))).toBeNull();
  });
});

describe("isTypingTarget and isControl", () => {
  it("knows inputs, selects and text areas from rows and buttons", () => {
    document.body.innerHTML =
      '<input id="i"><select id="s"></select><textarea id="t"></textarea><div id="d"></div><button id="b"><span id="in"></span></button>';
    const at = (id: string) => document.getElementById(id);
    expect(["i", "s", "t"].map((id) => isTypingTarget(at(id)))).toEqual([true, true, true]);
    expect(isTypingTarget(at("d"))).toBe(false);
    expect(isControl(at("in"))).toBe(true);
    expect(isControl(at("d"))).toBe(false);
  });
});

describe("moveIndex", () => {
  it("stays within the list", () => {
    expect(moveIndex(0, "previous", 3)).toBe(0);
    expect(moveIndex(2, "next", 3)).toBe(2);
    expect(moveIndex(1, "next", 3)).toBe(2);
    expect(moveIndex(-1, "next", 3)).toBe(0);
    expect(moveIndex(1, "last", 3)).toBe(2);
    expect(moveIndex(0, "next", 0)).toBe(-1);
  });
});
