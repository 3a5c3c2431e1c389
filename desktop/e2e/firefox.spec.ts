import { existsSync } from "node:fs";
import { AUTH_ROUTES, WEB_TEXTS } from "@kindred/contract";
import { expect, test } from "@playwright/test";
import puppeteer, { type Browser } from "puppeteer-core";

/**
 * The web app in Debian's Firefox ESR, driven over WebDriver BiDi (puppeteer-core; Playwright
 * drives only its own builds of Firefox): a visitor's pages load with no CSP refusal (zod runs
 * jitless), no console error and one current-user request. Runs where `firefox-esr` is installed
 * (`apt-get install firefox-esr`, or FIREFOX_PATH), and says so when skipped.
 */
const FIREFOX = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

test.describe("Firefox ESR", () => {
  test.skip(!existsSync(FIREFOX), `no Firefox at ${FIREFOX} (set FIREFOX_PATH or apt-get install firefox-esr)`);
  let browser: Browser;
  test.beforeAll(async () => {
    browser = await puppeteer.launch({
      browser: "firefox",
      executablePath: FIREFOX,
      protocol: "webDriverBiDi",
      headless: true,
    });
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  for (const path of ["/", "/login", "/explore"]) {
    test(`${path}: no CSP refusal, no console error, the current user asked once`, async ({ baseURL }) => {
      const page = await browser.newPage();
      const errors: string[] = [];
      let currentUser = 0;
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(String(error)));
      page.on("request", (request) => {
        if (new URL(request.url()).pathname === AUTH_ROUTES.currentUser.path) currentUser += 1;
      });
      await page.evaluateOnNewDocument(() => {
        const violations: string[] = [];
        (window as unknown as { cspViolations: string[] }).cspViolations = violations;
        document.addEventListener("securitypolicyviolation", (event) =>
          violations.push(`${event.violatedDirective} ${event.blockedURI}`),
        );
      });
      await page.goto(`${baseURL}${path}`, { waitUntil: "networkidle0" });
      await page.waitForSelector("header.app-header");
      if (path === "/login") {
        // The contract's schemas parse the form: the one place zod's compiled parsers would run.
        await page.locator(`form button[type=submit]`).click();
        await page.waitForSelector("[role=alert]");
      }
      const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
      expect(violations).toEqual([]);
      expect(errors).toEqual([]);
      expect(currentUser).toBe(1);
      expect(await page.title()).not.toBe("");
      await page.close();
    });
  }

  test("the sign-in page shows its form", async ({ baseURL }) => {
    const page = await browser.newPage();
    await page.goto(`${baseURL}/login`, { waitUntil: "networkidle0" });
    // A quiet network is not a rendered page: on a busy machine the app may still be rendering.
    await page.waitForFunction((title) => document.body.innerText.includes(title), {}, WEB_TEXTS.login.title);
    const text = await page.evaluate(() => document.body.innerText);
    expect(text).toContain(WEB_TEXTS.login.title);
    await page.close();
  });
});
