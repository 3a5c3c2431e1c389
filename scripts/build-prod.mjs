#!/usr/bin/env node
// `npm run build:prod [-- <folder>]`: one folder that runs in production with `node api/src/main.js`:
// the API compiled to JavaScript (one bundle, plus each migration beside it), the built web UI,
// the demo data, and a node_modules with production dependencies only. Default folder: dist/prod.
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { build } from "esbuild";

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

// The workspaces (@kindred/*) are TypeScript sources and go into the bundle; every npm
// package stays an import, served from the production node_modules below.
const workspacesBundled = {
  name: "npm packages stay external",
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@kindred/") || args.path.startsWith("node:")
        ? undefined
        : { path: args.path, external: true },
    );
  },
};
const migrationsDir = join(root, "api/src/db/migrations");
const migrations = readdirSync(migrationsDir).filter((name) => name.endsWith(".ts") && !name.includes(".test."));

console.log("Compiling the API…");
const common = {
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  // Legacy decorators for the models, as in development.
  tsconfig: join(root, "api/tsconfig.json"),
  plugins: [workspacesBundled],
  logLevel: "warning",
  // Bundled CommonJS helpers may call require(); give the ES module one.
  banner: {
    js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);',
  },
};
// main.js sits where main.ts does, so the paths it resolves from its own URL (the web UI, demo
// data) land in this folder too; the migrations sit in ./migrations beside it, as migrate.ts expects.
await build({ ...common, entryPoints: [join(root, "api/src/main.ts")], outfile: join(out, "api/src/main.js") });
await build({
  ...common,
  entryPoints: migrations.map((name) => join(migrationsDir, name)),
  outdir: join(out, "api/src/migrations"),
});

console.log("Installing production dependencies…");
const api = readJson("api/package.json");
const dependencies = Object.fromEntries(
  [...Object.entries(api.dependencies), ...Object.entries(readJson("search/package.json").dependencies)].filter(
    ([name]) => !name.startsWith("@kindred/"),
  ),
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
