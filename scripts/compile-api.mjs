// The API compiled to JavaScript, as production runs it: `<out>/api/src/main.js` (one bundle of
// the API and the workspaces it imports) and each migration beside it in `<out>/api/src/migrations`
// (with the database functions and triggers of api/src/db/sql in `<out>/api/src/sql`).
// Used by `npm run build:prod` and by the bench, which measures the server production runs.
import { cpSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";

const root = new URL("..", import.meta.url).pathname;

// The workspaces (@kindred/*) are TypeScript sources and go into the bundle; every npm
// package stays an import, resolved from a node_modules above the output folder.
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

/** One entry point of the API workspace (a path from the repository root) as one JavaScript file. */
export const compileEntry = (entry, outfile) => build({ ...common, entryPoints: [join(root, entry)], outfile });

export const compileApi = async (out) => {
  const migrationsDir = join(root, "api/src/db/migrations");
  const migrations = readdirSync(migrationsDir).filter((name) => name.endsWith(".ts") && !name.includes(".test."));
  // main.js sits where main.ts does, so the paths it resolves from its own URL (the web UI, demo
  // data) land in `out` too; the migrations sit in ./migrations beside it, as migrate.ts expects.
  await compileEntry("api/src/main.ts", join(out, "api/src/main.js"));
  await build({
    ...common,
    entryPoints: migrations.map((name) => join(migrationsDir, name)),
    outdir: join(out, "api/src/migrations"),
  });
  // The current functions and triggers, read by migrate.ts's repeatable step from ./sql beside it.
  cpSync(join(root, "api/src/db/sql"), join(out, "api/src/sql"), { recursive: true });
};
