#!/usr/bin/env node
// `npm start`: build the web UI when it is missing or older than its sources, then run the API
// (which also serves the web UI). Signals go to the API; this script exits with its code.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const builtIndex = join(root, "desktop/dist/web/index.html");
const webSources = [
  "desktop/src/renderer",
  "contract/src",
  "desktop/vite.web.config.ts",
  "desktop/vite.shared.ts",
  "desktop/package.json",
].map((path) => join(root, path));

/** Newest modification time under `path` (a file or a folder), 0 when it does not exist. */
const newestChange = (path) => {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    newest = Math.max(newest, newestChange(join(path, entry.name)));
  }
  return newest;
};

const webBuildIsStale = () => {
  if (!existsSync(builtIndex)) return "the web UI has not been built yet";
  const builtAt = statSync(builtIndex).mtimeMs;
  const changed = webSources.find((source) => newestChange(source) > builtAt);
  return changed ? `${changed.slice(root.length)} changed since the last web build` : null;
};

const staleBecause = webBuildIsStale();
if (staleBecause) {
  console.log(`Building the web UI (${staleBecause})…`);
  const build = spawnSync("npm", ["run", "build:web", "--silent"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) {
    console.error("The web build failed (see above); starting the API anyway. Fix it and run `npm run build:web`.");
  }
}

// tsx must read api/tsconfig.json (legacy decorators for the models), not the root one.
const api = spawn(process.execPath, ["--import", "tsx", join(root, "api/src/main.ts")], {
  cwd: process.cwd(),
  stdio: "inherit",
  env: { ...process.env, TSX_TSCONFIG_PATH: join(root, "api/tsconfig.json") },
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    if (api.exitCode === null) api.kill(signal);
  });
}

api.on("exit", (code, signal) => {
  process.exit(code ?? (signal ? 128 + (signal === "SIGINT" ? 2 : 15) : 1));
});
