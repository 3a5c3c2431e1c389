#!/usr/bin/env node
// The import rules of docs/architecture.md ("Layers: dependencies point down"), checked over the
// source: `node scripts/layers.mjs` prints each broken rule and exits 1; `npm run lint` runs it.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

/** Which workspaces each workspace may import: contract at the bottom, nothing upward. */
const WORKSPACE_DEPENDENCIES = {
  contract: [],
  search: ["contract"],
  api: ["contract", "search"],
  desktop: ["contract"],
};

/** Folders whose code may not import from the listed folders (tests excepted). */
const FOLDER_RULES = [
  {
    from: "api/src/services/",
    never: ["api/src/presenters/", "api/src/routes/", "api/src/middleware/"],
    why: "services return rows: they never import a presenter, a route or middleware",
  },
  {
    from: "api/src/",
    except: ["api/src/routes/", "api/src/app.ts"],
    never: ["api/src/routes/"],
    why: "nothing but the app imports a route",
  },
  {
    from: "desktop/src/renderer/src/lib/",
    never: ["desktop/src/renderer/src/queries/", "desktop/src/renderer/src/scenes/"],
    why: "the renderer's lib/ holds pure helpers: it never imports queries/ or scenes/",
  },
  {
    // Its types are free: only what runs counts here.
    from: "desktop/src/renderer/",
    never: ["desktop/src/shared/api", "desktop/src/shared/ipc"],
    runtimeOnly: true,
    why: "the renderer takes the host interface's types, never its argument schemas: they would load with every page of the web app (crop geometry is shared/crop)",
  },
];

const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const TEST = /\.test\.(ts|tsx|mjs)$|\/test\/|\/e2e\/|\/harness\//;
const SKIPPED_DIRS = new Set(["node_modules", "dist", "out", ".data", "test-results"]);

const sourceFiles = (dir) =>
  (existsSync(dir) ? readdirSync(dir, { withFileTypes: true }) : []).flatMap((entry) => {
    if (SKIPPED_DIRS.has(entry.name) || entry.name.startsWith(".")) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });

/** Every module specifier a file imports or re-exports (static and dynamic). */
export const specifiersOf = (code) => {
  const found = [];
  const pattern =
    /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*["']([^"']+)["']|(?:^|[\s;(])import\s*\(\s*["']([^"']+)["']\s*\)|^\s*import\s*["']([^"']+)["']/gm;
  for (const match of code.matchAll(pattern)) found.push(match[1] ?? match[2] ?? match[3]);
  return found;
};

/** What a file imports for its code to run: `specifiersOf` without `import type` and `export type` statements. */
export const runtimeSpecifiersOf = (code) =>
  specifiersOf(code.replace(/(^|[\s;])(?:import|export)\s+type\s[^;]*?from\s*["'][^"']+["']/gm, "$1"));

/** The repository-relative target of a specifier: a path for relative ones, `@kindred/x` kept as is. */
const targetOf = (root, file, specifier) => {
  if (specifier.startsWith("."))
    return relative(root, resolve(dirname(file), specifier))
      .split("\\")
      .join("/");
  return specifier;
};

const workspaceOf = (path) => path.split("/")[0];

/** Every broken rule under `root`, as "file: imports x (why)". */
export const layerViolations = (root, workspaces = Object.keys(WORKSPACE_DEPENDENCIES)) => {
  const violations = [];
  for (const workspace of workspaces) {
    for (const file of sourceFiles(join(root, workspace))) {
      const path = relative(root, file).split("\\").join("/");
      const isTest = TEST.test(path);
      const code = readFileSync(file, "utf8");
      const runtime = new Set(runtimeSpecifiersOf(code));
      for (const specifier of specifiersOf(code)) {
        const target = targetOf(root, file, specifier);
        const imported = target.startsWith("@kindred/")
          ? target.slice("@kindred/".length).split("/")[0]
          : workspaceOf(target);
        const crossing = (target.startsWith("@kindred/") || specifier.startsWith(".")) && imported !== workspace;
        if (crossing && imported in WORKSPACE_DEPENDENCIES && !WORKSPACE_DEPENDENCIES[workspace].includes(imported)) {
          violations.push(
            `${path}: imports ${specifier} (${workspace} may import only ${WORKSPACE_DEPENDENCIES[workspace].join(", ") || "nothing"})`,
          );
        }
        if (isTest) continue;
        for (const rule of FOLDER_RULES) {
          if (!path.startsWith(rule.from) || rule.except?.some((prefix) => path.startsWith(prefix))) continue;
          if (rule.runtimeOnly && !runtime.has(specifier)) continue;
          if (rule.never.some((prefix) => target.startsWith(prefix)))
            violations.push(`${path}: imports ${specifier} (${rule.why})`);
        }
      }
    }
  }
  return violations;
};

/** The file a relative specifier names, as TypeScript resolves it; undefined for a package. */
const resolveFile = (file, specifier) => {
  if (!specifier.startsWith(".")) return undefined;
  const base = resolve(dirname(file), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
};

/** Import circles among the non-test files of each workspace (Tarjan's strongly connected components). */
export const importCircles = (root, workspaces = Object.keys(WORKSPACE_DEPENDENCIES)) => {
  const files = workspaces
    .flatMap((workspace) => sourceFiles(join(root, workspace)))
    .filter((file) => !TEST.test(relative(root, file)));
  const edges = new Map(
    files.map((file) => [
      file,
      specifiersOf(readFileSync(file, "utf8"))
        .map((specifier) => resolveFile(file, specifier))
        .filter((target) => target && !TEST.test(relative(root, target))),
    ]),
  );
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const circles = [];
  let next = 0;
  const visit = (file) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of edges.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file), index.get(target)));
    }
    if (low.get(file) !== index.get(file)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(relative(root, member));
    } while (member !== file);
    if (component.length > 1) circles.push(component.sort());
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return circles.map((component) => `import circle: ${component.join(" ↔ ")}`);
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = resolve(dirname(new URL(import.meta.url).pathname), "..");
  const violations = [...layerViolations(root), ...importCircles(root)];
  for (const violation of violations) console.error(violation);
  if (violations.length > 0) {
    console.error(`${violations.length} import(s) against the layers of docs/architecture.md`);
    process.exit(1);
  }
}
