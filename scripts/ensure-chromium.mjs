#!/usr/bin/env node
// Finds the Chromium the tests drive: $CHROME_PATH, else Debian's /usr/bin/chromium, and beside it
// Debian's headless shell, /usr/bin/chromium-headless-shell, which the browser tests prefer
// (desktop/e2e/env.ts). On Debian as root it installs the packages that are missing; anywhere else
// it says what to do. Without the headless shell the browser tests run on the full browser, slower.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";

const DEBIAN_PATH = "/usr/bin/chromium";
const DEBIAN_HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

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

const aptInstall = (packages) => {
  console.log(`Installing Debian's ${packages.join(" and ")}...`);
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "-qq", ...packages], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
};

const main = () => {
  if (process.env.CHROME_PATH) {
    if (findChromium()) {
      console.log(`Chromium: ${process.env.CHROME_PATH}`);
      return;
    }
    console.error(`CHROME_PATH points to ${process.env.CHROME_PATH}, which does not exist.`);
    process.exit(1);
  }
  const missing = [
    ...(findChromium() ? [] : ["chromium"]),
    ...(existsSync(DEBIAN_HEADLESS_SHELL) ? [] : ["chromium-headless-shell"]),
  ];
  if (missing.length > 0 && isDebian() && isRoot()) {
    // A failed install is judged below: without Chromium nothing runs, without the shell it is slower.
    try {
      aptInstall(missing);
    } catch (error) {
      console.warn(`apt-get could not install ${missing.join(" and ")}: ${error.message}`);
    }
  }
  if (!findChromium()) {
    console.error(
      "Chromium not found: install it (Debian/Ubuntu: `sudo apt-get install chromium chromium-headless-shell`) or set CHROME_PATH to a Chromium/Chrome binary.",
    );
    process.exit(1);
  }
  console.log(`Chromium: ${DEBIAN_PATH}`);
  if (existsSync(DEBIAN_HEADLESS_SHELL)) console.log(`Chromium headless shell: ${DEBIAN_HEADLESS_SHELL}`);
  else console.warn("No chromium-headless-shell: the browser tests use the full browser, about twice as slow.");
};

main();
