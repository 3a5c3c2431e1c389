import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { _electron } from "@playwright/test";
import { CHANNELS } from "../src/shared/channels";
import { HARNESS_API_URL } from "./env";
import { expect, test, tryInlineScript } from "./fixtures";
import { findElectronBinary } from "./realElectron";

const electron = findElectronBinary();
// The list reporter shows a skip without its reason: say it where the run's output is read.
if (electron.path === null) console.log(`Real-Electron journeys skipped: ${electron.reason}`);
const MAIN_BUNDLE = fileURLToPath(new URL("../out/main/index.js", import.meta.url));

test.describe("through Playwright's Electron launcher", () => {
  test.skip(electron.path === null, electron.path === null ? electron.reason : "");

  test("the built app opens on app:// with the preload bridge and the CSP, against the real server", async () => {
    const userData = test.info().outputPath("profile");
    await mkdir(userData, { recursive: true });
    await writeFile(join(userData, "settings.json"), JSON.stringify({ serverUrl: HARNESS_API_URL }));
    const app = await _electron.launch({
      executablePath: electron.path ?? "",
      args: [MAIN_BUNDLE, `--user-data-dir=${userData}`, "--no-sandbox"],
    });
    try {
      const page = await app.firstWindow();
      await expect(page.locator("header.app-header")).toBeVisible();
      expect(page.url()).toMatch(/^app:\/\/kindred\//);
      const bridgeMethods = [...Object.keys(CHANNELS).filter((name) => name !== "navigate"), "onNavigate"];
      expect(await page.evaluate(() => Object.keys(window.desktop ?? {}).sort())).toEqual(bridgeMethods.sort());
      const blocked = await tryInlineScript(page);
      expect(blocked).toEqual({ directive: "script-src-elem", ran: false });
    } finally {
      await app.close();
    }
  });
});
