import { mkdir } from "node:fs/promises";
import { DESKTOP_SIGN_IN, DESKTOP_TEXTS, WEB_TEXTS } from "@kindred/contract";
import { FULL_CHROMIUM_LAUNCH_OPTIONS } from "../e2e/env";
import { HARNESS_API_URL } from "./env";
import { expect, openInApp, test, windowPage } from "./fixtures";

// The full browser: the stand-in raises will-redirect from the redirects Chromium's request routing
// shows it, and the headless shell the other journeys run on follows a server's redirect unseen.
test.use({ launchOptions: FULL_CHROMIUM_LAUNCH_OPTIONS });

test("social sign-in opens in the OS browser, and the browser's answer comes back to the app as a kindred://auth link", async ({
  launchApp,
  browser,
}, testInfo) => {
  // A profile folder of the test's own, shared with the second start that hands the link over.
  const userData = testInfo.outputPath("profile");
  await mkdir(userData, { recursive: true });
  const app = await launchApp({ userData });
  const { page } = windowPage(app);
  await openInApp(app, "/login");
  const appOrigin = new URL(page.url()).origin;
  await page.getByRole("button", { name: WEB_TEXTS.login.google }).click();
  await expect(
    page.getByRole("status").filter({ hasText: DESKTOP_TEXTS.socialSignIn.continueInBrowser }),
  ).toBeVisible();
  await expect.poll(() => app.record.externalUrls.length).toBe(1);
  const started = new URL(app.record.externalUrls[0] ?? "");
  expect(`${started.origin}${started.pathname}`).toBe(`${HARNESS_API_URL}/api/auth/google`);
  expect(started.searchParams.get(DESKTOP_SIGN_IN.challengeParam)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(new URL(page.url()).origin).toBe(appOrigin);

  // The member's own browser: the server sends it to Google, and Google (unreachable here) back with a code.
  const systemBrowser = await browser.newContext();
  try {
    const toGoogle = await systemBrowser.request.get(started.toString(), { maxRedirects: 0 });
    const state = new URL(toGoogle.headers().location ?? "").searchParams.get("state") ?? "";
    const callback = await systemBrowser.request.get(`${HARNESS_API_URL}/api/auth/google/callback`, {
      params: { code: "code-from-google", state },
      maxRedirects: 0,
    });
    // The code cannot be exchanged with Google from here: the app is told the sign-in failed.
    const link = callback.headers().location ?? "";
    expect(link).toBe(`${DESKTOP_SIGN_IN.link}?error=oauth`);

    // The OS hands the link to the running app (a second start that quits).
    const second = await launchApp({ userData, savedServerUrl: undefined, args: [link] });
    expect(second.record.quit).toBe(true);
    await expect(page).toHaveURL(/\/login\?error=oauth$/);
    await expect(page.getByLabel(WEB_TEXTS.login.email, { exact: true })).toBeVisible();
  } finally {
    await systemBrowser.close();
  }
});

test("a redirect to another origin never loads in the window: the provider's page goes to the OS browser", async ({
  launchApp,
}) => {
  const app = await launchApp();
  const { page } = windowPage(app);
  // The web flow's start route, navigated in the window: the server redirects to Google.
  await page.evaluate(() => {
    window.location.href = "/api/auth/google";
  });
  await expect
    .poll(() => app.record.refusedNavigations.map((url) => new URL(url).origin))
    .toEqual(["https://accounts.google.com"]);
  expect(app.record.externalUrls.map((url) => new URL(url).origin)).toEqual(["https://accounts.google.com"]);
  // Chromium shows its own error page for the cancelled redirect (Electron keeps the last page); never Google's.
  expect(page.url()).not.toContain("accounts.google.com");
});
