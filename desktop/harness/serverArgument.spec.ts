import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { HARNESS_API_URL } from "./env";
import { expect, test, windowPage } from "./fixtures";

/** Port 9 (discard) answers nobody here: a server the app must not be switched to by accident. */
const OTHER_SERVER = "http://127.0.0.1:9";

const savedServer = async (userData: string) =>
  (JSON.parse(await readFile(join(userData, "settings.json"), "utf8")) as { serverUrl: string }).serverUrl;

test("--server= switches the server of a development build only; an installed app keeps its own", async ({
  launchApp,
}) => {
  const installed = await launchApp({ isPackaged: true, args: [`--server=${OTHER_SERVER}`] });
  await expect(windowPage(installed).page.locator("header.app-header")).toBeVisible();
  expect(await savedServer(installed.userData)).toBe(HARNESS_API_URL);

  const development = await launchApp({ isPackaged: false, args: [`--server=${OTHER_SERVER}`] });
  expect(await savedServer(development.userData)).toBe(OTHER_SERVER);
});
