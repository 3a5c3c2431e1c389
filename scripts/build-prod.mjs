#!/usr/bin/env node
// `npm run build:prod [-- <folder>]`: one folder that runs in production with `node api/src/main.js`:
// the API compiled to JavaScript (one bundle, plus each migration beside it), the built web UI,
// the demo data, and a node_modules with production dependencies only. Default folder: dist/prod.
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { compileApi } from "./compile-api.mjs";

const root = new URL("..", import.meta.url).pathname;
const out = resolve(process.argv[2] ?? join(root, "dist/prod"));
const readJson = (path) => JSON.parse(readFileSync(join(root, path), "utf8"));

const run = (cmd, args, cwd) => {
  const result = spawnSync(cmd, args, { cwd, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed in ${cwd}`);
};

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

console.log("Building the web UI…");
// Straight into the output folder: the repository's own desktop/dist/web is left as it is.
run(
  "npm",
  ["run", "build:web", "-w", "@kindred/desktop", "--silent", "--", "--outDir", join(out, "desktop/dist/web")],
  root,
);
cpSync(join(root, "resources/demo"), join(out, "resources/demo"), { recursive: true });

console.log("Compiling the API…");
await compileApi(out);

console.log("Installing production dependencies…");
const api = readJson("api/package.json");
const dependencies = Object.fromEntries(
  [
    ...Object.entries(api.dependencies),
    ...Object.entries(readJson("search/package.json").dependencies),
    // The contract is compiled into the API; what it imports (zod, intl-messageformat) is installed.
    ...Object.entries(readJson("contract/package.json").dependencies),
  ].filter(([name]) => !name.startsWith("@kindred/")),
);
const rootPackage = readJson("package.json");
writeFileSync(
  join(out, "package.json"),
  `${JSON.stringify(
    {
      name: "kindred-spaces-server",
      version: rootPackage.version,
      private: true,
      type: "module",
      engines: rootPackage.engines,
      scripts: { start: "node api/src/main.js" },
      dependencies,
      allowScripts: rootPackage.allowScripts,
    },
    null,
    2,
  )}\n`,
);
cpSync(join(root, ".npmrc"), join(out, ".npmrc"));
// The versions the repository's lockfile resolved are already in npm's cache after `npm ci`.
run("npm", ["install", "--omit=dev", "--prefer-offline", "--no-audit", "--no-fund"], out);
console.log(`Production build in ${out}: start it with \`node api/src/main.js\` there.`);
