import { type ChildProcess, spawn } from "node:child_process";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { inject } from "vitest";

export const apiDir = resolve(fileURLToPath(new URL(".", import.meta.url)), "../..");

/**
 * The server's entry point (`src/main.ts`) as its own process, with only the variables given (plus
 * PATH): compiled as production runs it, once per test run (`compiledServer.ts`). `npm start`'s
 * own way, tsx's loader, is started by config.test.ts.
 */
export const spawnMain = (env: Record<string, string>): ChildProcess =>
  spawn(process.execPath, [inject("compiledMain")], { cwd: apiDir, env: { PATH: process.env.PATH, ...env } });

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
