import { mkdir } from "node:fs/promises";
import { DESKTOP_TEXTS, WEB_TEXTS } from "@kindred/contract";
import { newMember, registerViaApi } from "../e2e/helpers";
import { HARNESS_API_URL } from "./env";
import { expect, openInApp, test, windowPage } from "./fixtures";

const l = WEB_TEXTS.login;
const s = DESKTOP_TEXTS.server;

test("first run: the Server screen tests and saves the server, then sign-in through app:// fills the app's cookie jar", async ({
  launchApp,
  browser,
}, testInfo) => {
  const member = newMember("desktop-sign-in");
  const other = await browser.newContext({ baseURL: HARNESS_API_URL });
  await registerViaApi(await other.newPage(), member);
  await other.close();

  // A profile folder of the test's own, so it outlives this app for the second start.
  const userData = testInfo.outputPath("profile");
  await mkdir(userData, { recursive: true });
  const app = await launchApp({ savedServerUrl: undefined, userData });
  const { page } = windowPage(app);
  console.log(`startup of the built main under the harness: ${Math.round(app.startupMs)} ms`);
  await expect(page.getByRole("heading", { name: s.title, level: 1 })).toBeVisible();
  const address = page.getByLabel(s.urlLabel);

  await address.fill("kindred.example.org");
  await page.getByRole("button", { name: s.test }).click();
  await expect(page.getByRole("alert")).toHaveText(s.invalidUrl);

  // Port 9 (discard) answers nobody here.
  await address.fill("http://127.0.0.1:9");
  await page.getByRole("button", { name: s.test }).click();
  await expect(page.getByRole("status").filter({ hasText: s.unreachable("http://127.0.0.1:9") })).toBeVisible();

  await address.fill(`${HARNESS_API_URL}/`);
  await page.getByRole("button", { name: s.test }).click();
  await expect(page.getByRole("status").filter({ hasText: s.reachable(HARNESS_API_URL) })).toBeVisible();
  await page.getByRole("button", { name: s.save }).click();
  await expect(page.locator("header.app-header")).toBeVisible();
  await expect(page.getByRole("heading", { name: s.title })).toHaveCount(0);

  await openInApp(app, "/login");
  await page.getByLabel(l.email, { exact: true }).fill(member.email);
  await page.getByLabel(l.password, { exact: true }).fill(member.password);
  await page
    .locator("form", { has: page.getByLabel(l.password, { exact: true }) })
    .getByRole("button", { name: l.submit })
    .click();
  await expect(page.getByRole("tab", { name: WEB_TEXTS.home.myRequests(0) })).toBeVisible();

  // The server's cookie is in the session's jar for the server, never on the page's own origin.
  const cookies = await page.context().cookies();
  expect(cookies.map((cookie) => cookie.domain)).toContain(new URL(HARNESS_API_URL).hostname);
  expect(await page.evaluate(() => document.cookie)).toBe("");

  // The next start goes straight to the app on the saved server.
  await app.close();
  const again = await launchApp({ savedServerUrl: undefined, userData });
  await expect(windowPage(again).page.locator("header.app-header")).toBeVisible();
  expect(windowPage(again).window.webContents.getURL()).toBe("app://kindred/");
});
