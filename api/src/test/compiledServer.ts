import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { repoRoot } from "../paths";

interface Compiler {
  compileApi: (out: string) => Promise<void>;
}

/** The repository's folders the compiled server reads beside itself (`paths.ts`), and its packages. */
const LINKED = ["node_modules", "desktop/dist/web", "resources/demo"];

/**
 * The API compiled as `npm run build:prod` compiles it (`scripts/compile-api.mjs`), once per test
 * run, for the tests that start the server as its own process (`spawnMain`). Loading one bundle
 * costs a process about 1.8 s of CPU where tsx's loader costs 4.2 s, and the workers test alone
 * starts eight such processes. Its folder links the packages, the web build and the demo data of
 * the repository, so the server finds them where production's folder has them. Answers main.js
 * and a function that removes the folder.
 */
export const compileServerForTests = async () => {
  const out = mkdtempSync(join(tmpdir(), "ks-api-compiled-"));
  const { compileApi } = (await import(pathToFileURL(join(repoRoot, "scripts/compile-api.mjs")).href)) as Compiler;
  await compileApi(out);
  for (const path of LINKED) {
    mkdirSync(dirname(join(out, path)), { recursive: true });
    symlinkSync(join(repoRoot, path), join(out, path));
  }
  return { main: join(out, "api/src/main.js"), remove: () => rmSync(out, { recursive: true, force: true }) };
};
