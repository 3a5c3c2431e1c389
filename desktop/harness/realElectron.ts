import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/**
 * A real Electron binary for the journeys through Playwright's Electron launcher:
 * ELECTRON_PATH, or the one the electron package downloaded (node_modules/electron/dist).
 * This project's machines cannot download it, so usually there is none, and why.
 */
export const findElectronBinary = (): { path: string } | { path: null; reason: string } => {
  const fromEnv = process.env.ELECTRON_PATH;
  if (fromEnv) {
    return existsSync(fromEnv) ? { path: fromEnv } : { path: null, reason: `ELECTRON_PATH=${fromEnv} does not exist` };
  }
  const packageDir = dirname(createRequire(import.meta.url).resolve("electron/package.json"));
  const pathFile = join(packageDir, "path.txt");
  if (existsSync(pathFile)) {
    const binary = join(packageDir, "dist", readFileSync(pathFile, "utf8").trim());
    if (existsSync(binary)) return { path: binary };
  }
  return {
    path: null,
    reason:
      "no Electron binary: ELECTRON_PATH is not set and the electron package has no downloaded dist/ " +
      "(its download is blocked here); the stand-in harness journeys ran instead",
  };
};
