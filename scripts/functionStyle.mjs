#!/usr/bin/env node
// One function style (docs/architecture.md, "Function style"): a module's top-level functions are
// `const name = (…) => …`, never `function name() {}`. `node scripts/functionStyle.mjs` parses each
// git-tracked .ts/.tsx/.mts/.mjs file with the TypeScript compiler, prints file:line for each top-level
// function declaration (plain, `export` or `export default`) and exits 1; `npm run lint` runs it.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";

const require = createRequire(import.meta.url);
const ts = require("typescript");

const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const SKIPPED = /(^|\/)(node_modules|dist|out|\.data|test-results)\/|\.d\.ts$/;

/** The function declarations a const arrow function cannot replace, each with its reason. */
const allowedBecause = (node, statements) => {
  // An arrow cannot be a generator: `function*` has no arrow form.
  if (node.asteriskToken) return "generator";
  // Overload signatures and `declare function` have no body: they declare a type, define nothing.
  if (!node.body) return "overload signature or declaration";
  if (node.modifiers?.some((m) => m.kind === ts.SyntaxKind.DeclareKeyword)) return "declare";
  // An overloaded function's implementation: a const cannot carry overload signatures.
  if (isOverloaded(node, statements)) return "overload implementation";
  // An arrow binds neither `this` nor `arguments`: a function that reads them needs its own.
  if (usesOwnThisOrArguments(node.body)) return "uses this or arguments";
  return null;
};

/** Whether another top-level declaration of the same name is a body-less signature (an overload). */
const isOverloaded = (node, statements) =>
  node.name !== undefined &&
  statements.some(
    (other) => other !== node && ts.isFunctionDeclaration(other) && !other.body && other.name?.text === node.name.text,
  );

/** Whether `this` or `arguments` in `body` refers to the enclosing function (arrows pass them through). */
const usesOwnThisOrArguments = (body) => {
  let found = false;
  const visit = (node) => {
    if (found) return;
    if (node.kind === ts.SyntaxKind.ThisKeyword) found = true;
    else if (ts.isIdentifier(node) && node.text === "arguments") found = true;
    // These bind their own `this`/`arguments`: what is inside them is not ours.
    else if (
      ts.isFunctionDeclaration(node) ||
      ts.isFunctionExpression(node) ||
      ts.isMethodDeclaration(node) ||
      ts.isClassLike(node) ||
      ts.isAccessor(node) ||
      ts.isConstructorDeclaration(node)
    )
      return;
    else ts.forEachChild(node, visit);
  };
  ts.forEachChild(body, visit);
  return found;
};

/** Each top-level function declaration of `code` not allowed above, as 1-based line numbers. */
export const functionDeclarations = (fileName, code) => {
  const kind = fileName.endsWith(".tsx")
    ? ts.ScriptKind.TSX
    : fileName.endsWith(".mjs")
      ? ts.ScriptKind.JS
      : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false, kind);
  return source.statements
    .filter((statement) => ts.isFunctionDeclaration(statement) && !allowedBecause(statement, source.statements))
    .map((statement) => source.getLineAndCharacterOfPosition(statement.getStart(source)).line + 1);
};

/** The git-tracked source files of the repository at `root`. */
const trackedSources = (root) =>
  execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })
    .split("\0")
    .filter((path) => SOURCE.test(path) && !SKIPPED.test(path));

/** `file:line` for every top-level function declaration under `root` (or in `files`, relative to it). */
export const functionStyleViolations = (root, files = trackedSources(root)) =>
  files.flatMap((path) =>
    functionDeclarations(path, readFileSync(join(root, path), "utf8")).map((line) => `${path}:${line}`),
  );

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = resolve(dirname(new URL(import.meta.url).pathname), "..");
  const violations = functionStyleViolations(root, process.argv.length > 2 ? process.argv.slice(2) : undefined);
  if (violations.length > 0) {
    for (const violation of violations)
      console.error(`${violation}: top-level function declaration; write \`const name = (…) => …\``);
    console.error(
      `${violations.length} top-level function declaration(s): see "Function style" in docs/architecture.md`,
    );
    process.exit(1);
  }
}
