import { type ChildProcess, spawn } from "node:child_process";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const apiDir = resolve(fileURLToPath(new URL(".", import.meta.url)), "../..");

/** `npm start`'s entry point as its own process, with only the variables given (plus PATH). */
export const spawnMain = (env: Record<string, string>): ChildProcess =>
  spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: apiDir,
    env: { PATH: process.env.PATH, TSX_TSCONFIG_PATH: join(apiDir, "tsconfig.json"), ...env },
  });

/** Resolves with everything printed so far once the output matches; rejects if the process exits first. */
export const waitForOutput = (child: ChildProcess, pattern: RegExp) =>
  new Promise<string>((resolveOutput, reject) => {
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (pattern.test(output)) resolveOutput(output);
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`exited with ${code} before ${pattern}: ${output}`)));
  });
