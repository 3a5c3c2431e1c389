import { mkdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { DESKTOP_TEXTS } from "@kindred/contract";
import { expect, test, windowPage } from "./fixtures";

const primary = { x: 0, y: 0, width: 1920, height: 1080 };
const second = { x: 1920, y: 0, width: 2560, height: 1440 };

/** The window state in the app's settings file; null until the debounced write has happened. */
const savedWindow = (userData: string) => async () => {
  const text = await readFile(join(userData, "settings.json"), "utf8").catch(() => "");
  try {
    return (JSON.parse(text) as { window?: unknown }).window ?? null;
  } catch {
    return null;
  }
};

test("the window opens where it was, maximised again, and on the primary display when its monitor is gone", async ({
  launchApp,
}, testInfo) => {
  const userData = testInfo.outputPath("profile");
  await mkdir(userData, { recursive: true });
  const app = await launchApp({ userData, displays: [primary, second] });
  const { window } = windowPage(app);
  expect(window.getBounds()).toEqual({ x: 320, y: 120, width: 1280, height: 840 });

  window.setBounds({ x: 2100, y: 100, width: 1000, height: 700 });
  await expect.poll(savedWindow(userData)).toEqual({ x: 2100, y: 100, width: 1000, height: 700, maximized: false });
  window.maximize();
  await expect.poll(savedWindow(userData)).toEqual({ x: 2100, y: 100, width: 1000, height: 700, maximized: true });
  await app.close();

  // The settings file has the server already: the relaunches keep it as the app wrote it.
  const again = await launchApp({ userData, savedServerUrl: undefined, displays: [primary, second] });
  const reopened = windowPage(again).window;
  expect(reopened.getNormalBounds()).toEqual({ x: 2100, y: 100, width: 1000, height: 700 });
  expect(reopened.isMaximized()).toBe(true);
  reopened.unmaximize();
  await expect.poll(savedWindow(userData)).toEqual({ x: 2100, y: 100, width: 1000, height: 700, maximized: false });
  await again.close();

  // The second monitor was unplugged: the window comes back on the primary one, whole.
  const unplugged = await launchApp({ userData, savedServerUrl: undefined, displays: [primary] });
  const { page, window: moved } = windowPage(unplugged);
  expect(moved.getBounds()).toEqual({ x: 920, y: 100, width: 1000, height: 700 });
  await expect(page.locator("header.app-header")).toBeVisible();
});

test("a window moved on first run is remembered, and the next start is still a first run", async ({
  launchApp,
}, testInfo) => {
  const userData = testInfo.outputPath("profile");
  await mkdir(userData, { recursive: true });
  const app = await launchApp({ userData, savedServerUrl: undefined });
  windowPage(app).window.setBounds({ x: 10, y: 20, width: 900, height: 700 });
  await expect.poll(savedWindow(userData)).toEqual({ x: 10, y: 20, width: 900, height: 700, maximized: false });
  await app.close();

  const again = await launchApp({ userData, savedServerUrl: undefined });
  const { page, window } = windowPage(again);
  expect(window.getBounds()).toEqual({ x: 10, y: 20, width: 900, height: 700 });
  await expect(page.getByRole("heading", { name: DESKTOP_TEXTS.server.title, level: 1 })).toBeVisible();
});
