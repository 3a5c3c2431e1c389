import type { CurrentUser } from "@kindred/contract";
import { type Browser, test as base, expect, type Page } from "@playwright/test";
import { newMember } from "../e2e/helpers";
import { confirmEmail } from "../e2e/mailbox";
import { type SignedInMember, signUpInNewContext } from "../e2e/matching";
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

export { expect };

/** The window's page of an app that opened one. */
export const windowPage = (app: DesktopApp) => {
  if (!app.page || !app.window) throw new Error("The app opened no window");
  return { page: app.page, window: app.window };
};

/** The main process loading an in-app path, as a deep link or a menu item would. */
export const openInApp = async (app: DesktopApp, path: string) => {
  const { window } = windowPage(app);
  await window.loadURL(appUrl(path));
};

/**
 * A member signed up inside the app window (page.request shares the window's cookie jar), their
 * email confirmed from the mailed link unless `confirm` is false.
 */
export const signUpInApp = async (page: Page, firstName: string, { confirm = true } = {}): Promise<SignedInMember> => {
  const member = { ...newMember(firstName.toLowerCase()), firstName };
  const response = await page.request.post("/api/auth/register", {
    data: { email: member.email, password: member.password, firstName, lastName: member.lastName },
  });
  expect(response.status(), await response.text()).toBe(201);
  if (confirm) await confirmEmail(page.request, member.email);
  const user = (await response.json()) as CurrentUser;
  return { context: page.context(), page, user, name: `${firstName} ${member.lastName}` };
};

/** Adds an inline <script> to the page: which CSP directive refused it, and whether it ran anyway. */
export const tryInlineScript = (page: Page) => {
  return page.evaluate(async () => {
    const violation = new Promise<string>((resolve) =>
      document.addEventListener("securitypolicyviolation", (event) => resolve(event.effectiveDirective), {
        once: true,
      }),
    );
    const script = document.createElement("script");
    script.textContent = "window.__inlineScriptRan = true;";
    document.body.append(script);
    return { directive: await violation, ran: "__inlineScriptRan" in window };
  });
};

/**
 * An app whose window has a member signed up in it, and another member in a browser context of
 * their own (the caller closes `other.context`).
 */
export const appWithTwoMembers = async (launchApp: Launch, browser: Browser, [inApp, other]: [string, string]) => {
  const app = await launchApp();
  const { page, window } = windowPage(app);
  const member = await signUpInApp(page, inApp);
  return { app, page, window, member, other: await signUpInNewContext(browser, other, { baseURL: HARNESS_API_URL }) };
};
