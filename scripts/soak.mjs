#!/usr/bin/env node
// `npm run soak`: runs api/src/soak/soak.ts under tsx with the API's tsconfig (legacy decorators
// for the models). Not part of `npm test`: it takes about ten minutes. Exits with the soak's code.
import { spawnSync } from "node:child_process";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const result = spawnSync(process.execPath, ["--import", "tsx", join(root, "api/src/soak/soak.ts")], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, TSX_TSCONFIG_PATH: join(root, "api/tsconfig.json") },
});
process.exit(result.status ?? 1);
