#!/usr/bin/env node
// `npm run bench`: builds the web app if needed, then runs api/src/bench/bench.ts under tsx
// with the API's tsconfig (legacy decorators for the models). Exits with the bench's code.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
if (!existsSync(join(root, "desktop/dist/web/index.html"))) {
  spawnSync("npm", ["run", "build:web", "--silent"], { cwd: root, stdio: "inherit" });
}
const result = spawnSync(process.execPath, ["--import", "tsx", join(root, "api/src/bench/bench.ts")], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, TSX_TSCONFIG_PATH: join(root, "api/tsconfig.json") },
});
process.exit(result.status ?? 1);
