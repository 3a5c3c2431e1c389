import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

/**
 * The models need TypeScript's legacy decorators (experimentalDecorators, no class-field
 * defines). tsx applies them only when it reads api/tsconfig.json; from the repository root it
 * reads the root tsconfig, whose empty `files` list makes it fall back to standard decorators.
 */
let legacy = false;

function probe(_target: object, key?: unknown) {
  legacy = typeof key === "string";
}

class Probe {
  @probe
  value?: string;
}
void Probe;

export const usesLegacyDecorators = (): boolean => legacy;

export const DECORATOR_HINT =
  "The API needs the legacy decorators of api/tsconfig.json, but TSX_TSCONFIG_PATH points elsewhere. Start it with `npm start`.";

/** Runs this same process again with TSX_TSCONFIG_PATH set, forwarding signals and the exit code. */
export const relaunchWithApiTsconfig = (): void => {
  const tsconfig = fileURLToPath(new URL("../tsconfig.json", import.meta.url));
  const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: "inherit",
    env: { ...process.env, TSX_TSCONFIG_PATH: tsconfig },
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (child.exitCode === null) child.kill(signal);
    });
  }
  child.on("exit", (code, signal) => process.exit(code ?? (signal === "SIGINT" ? 130 : 143)));
};
