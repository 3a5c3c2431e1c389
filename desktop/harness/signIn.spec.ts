import { WEB_TEXTS } from "@kindred/contract";
import { newMember, registerViaApi } from "../e2e/helpers";
import { HARNESS_API_URL } from "./env";
import { expect, openInApp, test, windowPage } from "./fixtures";

const l = WEB_TEXTS.login;

test("sign in through app:// puts the session in the app's cookie jar and opens the dashboard", async ({
  launchApp,
  browser,
}) => {
  const member = newMember("desktop-sign-in");
  const other = await browser.newContext({ baseURL: HARNESS_API_URL });
  await registerViaApi(await other.newPage(), member);
  await other.close();

  const app = await launchApp();
  const { page } = windowPage(app);
  console.log(`startup of the built main under the harness: ${Math.round(app.startupMs)} ms`);
  await expect(page.locator("header.app-header")).toBeVisible();
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
  expect(cookies.map((cookie) => new URL(HARNESS_API_URL).hostname === cookie.domain)).toContain(true);
  expect(await page.evaluate(() => document.cookie)).toBe("");
});
