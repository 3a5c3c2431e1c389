#!/usr/bin/env node
// Finds the Chromium the browser tests drive: $CHROME_PATH, else Debian's /usr/bin/chromium.
// On Debian as root it installs the package when missing; anywhere else it says what to do.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";

const DEBIAN_PATH = "/usr/bin/chromium";

export const findChromium = (env = process.env) => {
  if (env.CHROME_PATH) return existsSync(env.CHROME_PATH) ? env.CHROME_PATH : null;
  return existsSync(DEBIAN_PATH) ? DEBIAN_PATH : null;
};

const isDebian = () => existsSync("/etc/debian_version") || /debian/i.test(safeRead("/etc/os-release"));
const isRoot = () => typeof process.getuid === "function" && process.getuid() === 0;

const safeRead = (path) => {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return "";
  }
};

const main = () => {
  const found = findChromium();
  if (found) {
    console.log(`Chromium: ${found}`);
    return;
  }
  if (process.env.CHROME_PATH) {
    console.error(`CHROME_PATH points to ${process.env.CHROME_PATH}, which does not exist.`);
    process.exit(1);
  }
  if (isDebian() && isRoot()) {
    console.log("Chromium not found: installing Debian's chromium package...");
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (findChromium()) {
      console.log(`Chromium: ${DEBIAN_PATH}`);
      return;
    }
  }
  console.error(
    "Chromium not found: install it (Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROME_PATH to a Chromium/Chrome binary.",
  );
  process.exit(1);
};

main();
