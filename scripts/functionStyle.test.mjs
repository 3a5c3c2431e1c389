import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { functionDeclarations, functionStyleViolations } from "./functionStyle.mjs";

const repo = resolve(import.meta.dirname, "..");
const root = mkdtempSync(join(tmpdir(), "ks-function-style-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The checker's findings for one planted file. */
const check = (name, code) => {
  writeFileSync(join(root, name), code);
  return functionStyleViolations(root, [name]);
};

describe("one function style (docs/architecture.md)", () => {
  it("holds in this repository", () => {
    expect(functionStyleViolations(repo)).toEqual([]);
  }, 60_000); // parses every tracked source file

  it("fails on a top-level function declaration, plain, exported or default", () => {
    expect(check("plain.ts", "function x() {}\n")).toEqual(["plain.ts:1"]);
    expect(check("exported.mjs", "const a = 1;\nexport async function x() {}\n")).toEqual(["exported.mjs:2"]);
    expect(check("default.tsx", "export default function Page() {\n  return <p />;\n}\n")).toEqual(["default.tsx:1"]);
  });

  it("passes const arrow functions and nested declarations", () => {
    expect(check("arrow.ts", "const x = () => {};\nexport const y = async <T>(v: T) => v;\n")).toEqual([]);
    expect(check("nested.ts", "const x = () => {\n  function inner() {}\n  return inner;\n};\n")).toEqual([]);
  });

  it("allows what an arrow cannot be: generators, overloads, declare, own this/arguments", () => {
    const code = [
      "function* ids() { yield 1; }",
      "export async function* pages() { yield []; }",
      "export function pick(a: string): string;",
      "export function pick(a: number): number;",
      "export function pick(a: unknown) { return a; }",
      "declare function external(): void;",
      "function bound(this: Window) { return this; }",
      "function counted() { return arguments.length; }",
      "function arrowThis() { return () => this; }",
    ].join("\n");
    expect(functionDeclarations("allowed.ts", code)).toEqual([]);
    // A `this` inside a nested function or class is that one's own, not the outer function's.
    expect(functionDeclarations("nested.ts", "function f() { return function () { return this; }; }")).toEqual([1]);
  });
});
