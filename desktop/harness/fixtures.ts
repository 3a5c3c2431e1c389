import { test as base } from "@playwright/test";
import { appUrl } from "../src/main/protocol";
import { HARNESS_API_URL } from "./env";
import { type DesktopApp, type LaunchOptions, launchDesktopApp } from "./launch";

type Launch = (options?: Omit<LaunchOptions, "browser" | "apiUrl">) => Promise<DesktopApp>;

/** `launchApp` starts the built main process under the harness; every app is closed after the test. */
export const test = base.extend<{ launchApp: Launch }>({
  launchApp: async ({ browser }, use) => {
    const apps: DesktopApp[] = [];
    await use(async (options = {}) => {
      const app = await launchDesktopApp({
        browser,
        apiUrl: HARNESS_API_URL,
        savedServerUrl: HARNESS_API_URL,
        ...options,
      });
      apps.push(app);
      return app;
    });
    for (const app of apps.reverse()) await app.close();
  },
});

export { expect } from "@playwright/test";

/** The window's page of an app that opened one. */
export function windowPage(app: DesktopApp) {
  if (!app.page || !app.window) throw new Error("The app opened no window");
  return { page: app.page, window: app.window };
}

/** The main process loading an in-app path, as a deep link or a menu item would. */
export async function openInApp(app: DesktopApp, path: string) {
  const { window } = windowPage(app);
  await window.loadURL(appUrl(path));
}
